import { ManualArbolView } from '../../../../components/catalogo/publico/manual-arbol.tsx';
import { orNotFound } from '../../../../components/catalogo/publico/not-found.ts';
import { idParam } from '../../../../components/catalogo/publico/util.ts';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { pageDomainContext } from '../../../../components/usuarios/page-context.ts';
import { getManualArbol } from '../../../../domain/catalogo/publico.ts';
import { pageSession } from '../../../../platform/page-auth.ts';

/**
 * `/manual/publico/{ManualId}`: browse a manual. Public manuals for anyone; one that is not
 * public only for catalogue readers, everyone else gets the 404 page (as the API answers 404).
 */
export default async function ManualPublicoPage({ manualId }: { manualId: string }) {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const manual = await orNotFound(() => getManualArbol(ctx, idParam(manualId)));
  return (
    <>
      <PageTitle>{`${manual.Nombre} ${manual.Version}`}</PageTitle>
      <ManualArbolView manual={manual} instancia={ctx.instancia} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
