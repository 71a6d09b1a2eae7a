import { PaginaSolicitud } from '../../../components/solicitud-wizard/pagina.tsx';
import { guardPage } from '../../../platform/page-auth.ts';

/** `/solicitud/alta` (GEST_SOLICITUDES): staff register a request with its responsible users. */
export default async function SolicitudAltaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  return <PaginaSolicitud actor={actor} path={path} query={query} staff />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
