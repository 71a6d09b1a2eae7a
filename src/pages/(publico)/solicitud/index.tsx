import { PaginaSolicitud } from '../../../components/solicitud-wizard/pagina.tsx';
import { pageSession } from '../../../platform/page-auth.ts';
import { loadPaginaSolicitud } from '../../../platform/page-solicitud.ts';

/** `/solicitud` (public): the four-step request wizard for an open process. */
export default async function SolicitudPage({ path, query }: { path: string; query?: string }) {
  const session = await pageSession();
  const datos = await loadPaginaSolicitud(session?.actor ?? null, query, false);
  return <PaginaSolicitud path={path} staff={false} datos={datos} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
