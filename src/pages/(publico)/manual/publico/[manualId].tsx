import { ManualArbolView } from '../../../../components/catalogo/publico/manual-arbol.tsx';
import { orNotFound } from '../../../../components/catalogo/publico/not-found.ts';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { getManualArbol } from '../../../../domain/catalogo/publico.ts';
import { pageSession } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/manual/publico/{ManualId}`: browse a manual. Public manuals for anyone; one that is not
 * public only for catalogue readers, everyone else gets the 404 page (as the API answers 404).
 */
export default async function ManualPublicoPage({ manualId }: { manualId: string }) {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const manual = await orNotFound(() => getManualArbol(ctx, idDe(manualId)));
  return (
    <>
      <PageTitle>{`${manual.Nombre} ${manual.Version}`}</PageTitle>
      <ManualArbolView manual={manual} instancia={ctx.instancia} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
