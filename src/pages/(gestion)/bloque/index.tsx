import { BloqueForm } from '../../../components/catalogo/manuales/bloque-form.tsx';
import { EMPTY_BLOQUE } from '../../../components/catalogo/manuales/valores.ts';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { parseListParams } from '../../../components/ui/list-params.ts';
import { Link } from '../../../components/ui/router.tsx';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { terminos, textosTermino } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { opcionesManuales } from '../../../platform/page-opciones/catalogo.ts';

/** `/bloque` (optionally `?manualId=`): a new block in a manual still in edition (MANUALES). */
export default async function BloqueAltaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const { manualId } = parseListParams(query, { manualId: 'id' } as const);
  const w = terminos(ctx.instancia);
  const manuales = (await opcionesManuales(ctx)).filter((m) => m.estado === 'edicion');
  const titulo = textosTermino.alta(w.termino.bloque);
  return (
    <div className="max-w-4xl">
      <PageTitle>{titulo}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{titulo}</h1>
        <Link to={manualId ? `/bloques?manualId=${manualId}` : '/bloques'} className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </div>
      <BloqueForm
        bloque={w.bloque}
        initial={{ ...EMPTY_BLOQUE, manualId: manualId && manuales.some((m) => m.value === manualId) ? String(manualId) : '' }}
        manuales={manuales.map((m) => ({ value: String(m.value), label: m.label }))}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
