import { PaginaSolicitud } from '../../../components/solicitud-wizard/pagina.tsx';
import { guardPage } from '../../../platform/page-auth.ts';
import { loadPaginaSolicitud } from '../../../platform/page-solicitud.ts';

/** `/solicitud/alta` (GEST_SOLICITUDES): staff register a request with its responsible users. */
export default async function SolicitudAltaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  return <PaginaSolicitud path={path} staff datos={await loadPaginaSolicitud(actor, query, true)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
