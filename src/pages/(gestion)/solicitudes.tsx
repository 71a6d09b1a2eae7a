import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { SolicitudesFiltros } from '../../components/solicitudes/filtros.tsx';
import { type FilaSolicitud, SolicitudesTabla } from '../../components/solicitudes/solicitudes-tabla.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { filtrosSolicitudes } from '../../domain/listas/solicitudes.ts';
import { CENTROS, SOLICITUDES } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import type { SolicitudResumen } from '../../domain/solicitudes/lectura.ts';
import { listSolicitudes } from '../../domain/solicitudes/listado.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { opcionesFiltros } from '../../platform/page-opciones/solicitudes.ts';

const POR_PAGINA = 20;

/** What the table shows of a request (not the whole record). */
const fila = (s: SolicitudResumen): FilaSolicitud => ({
  Id: s.Id,
  Referencia: s.Referencia,
  Fecha: fechaEs(todayIso(new Date(s.Fecha))),
  Solicitante: { Id: s.Solicitante.Id, Nombre: s.Solicitante.Nombre },
  Demo: s.Demo,
  Proceso: s.Proceso.Codigo,
  Ambito: s.Ambito?.Nombre ?? null,
  Provincia: s.Provincia?.Nombre ?? null,
  Estado: s.Estado,
  Proyecto: s.Proyecto,
});

/** `/solicitudes` (GEST_SOLICITUDES): the requests with the spec's filters, newest first. */
export default async function SolicitudesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosSolicitudes(query);
  const listar = (pagina: number) =>
    listSolicitudes(ctx, {
      query: { pagina, registrosPorPagina: POR_PAGINA },
      filtros,
    });
  const [pedida, opciones] = await Promise.all([listar(params.pagina), opcionesFiltros(ctx)]);
  // A page past the end (an old link, fewer records now) shows the last one, as the pager says.
  const ultima = Math.max(1, Math.ceil(pedida.total / POR_PAGINA));
  const page = pedida.records.length === 0 && params.pagina > ultima ? await listar(ultima) : pedida;
  const escribe = puede(actor, SOLICITUDES.escribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={escribe ? { href: '/solicitud/alta', texto: t.nueva, documento: true } : null} />
      <SolicitudesFiltros params={params} {...opciones} />
      <ExportarLista lista="solicitudes" params={params} />
      <SolicitudesTabla
        filas={(page.records as SolicitudResumen[]).map(fila)}
        verCentros={puede(actor, CENTROS.gestiona)}
        filtered={hasFilters(params)}
      />
      <ListPagination ruta={'/solicitudes'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
