import { ManualArbolView } from '../../../../components/catalogo/publico/manual-arbol.tsx';
import { ListaManuales } from '../../../../components/catalogo/publico/manual-card.tsx';
import { PageTitle, TituloPagina } from '../../../../components/page/page-title.tsx';
import { getManualArbol, listManualesPublicos, manualActual } from '../../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../../i18n/catalogo-publico.ts';
import { pageSession } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/** `/manual/publico` without an id: the public manual in force, or the list to choose from. */
export default async function ManualPublicoActualPage() {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const lista = await listManualesPublicos(ctx);
  const actual = manualActual(lista);
  if (actual) {
    const manual = await getManualArbol(ctx, actual.Id);
    return (
      <>
        <PageTitle>{`${manual.Nombre} ${manual.Version}`}</PageTitle>
        <ManualArbolView manual={manual} instancia={ctx.instancia} />
      </>
    );
  }
  return (
    <div className="max-w-4xl">
      <TituloPagina>{t.manualesTitulo}</TituloPagina>
      <p className="mt-2 text-lg text-slate-700">{lista.length === 0 ? t.sinManuales : t.elegirManual}</p>
      <ListaManuales manuales={lista} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
