import { ListaManuales } from '../../../components/catalogo/publico/manual-card.tsx';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { listManualesPublicos } from '../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../i18n/catalogo-publico.ts';
import { pageSession } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/manual`: the public manuals (published and flagged public), for anyone. */
export default async function ManualesPublicosPage() {
  const session = await pageSession();
  const manuales = await listManualesPublicos(await pageDomainContext(session?.actor ?? null));
  return (
    <div className="max-w-4xl">
      <TituloPagina>{t.manualesTitulo}</TituloPagina>
      <p className="mt-2 text-lg text-slate-700">{t.manualesIntro}</p>
      {manuales.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
          {t.sinManuales}
        </p>
      ) : (
        <ListaManuales manuales={manuales} />
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
