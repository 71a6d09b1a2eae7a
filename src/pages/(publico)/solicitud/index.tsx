import { PaginaSolicitud } from '../../../components/solicitud-wizard/pagina.tsx';
import { pageSession } from '../../../platform/page-auth.ts';

/** `/solicitud` (public): the four-step request wizard for an open process. */
export default async function SolicitudPage({ path, query }: { path: string; query?: string }) {
  const session = await pageSession();
  return <PaginaSolicitud actor={session?.actor ?? null} path={path} query={query} staff={false} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
