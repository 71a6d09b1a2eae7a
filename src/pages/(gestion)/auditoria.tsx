import { EntradasAuditoria } from '../../components/auditoria/entradas.tsx';
import { AuditoriaFiltros, FILTROS_AUDITORIA } from '../../components/auditoria/filtros.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { ACCIONES, type Accion } from '../../domain/auditoria/acciones.ts';
import { type AuditoriaRecord, listAuditoria } from '../../domain/auditoria/busqueda.ts';
import { fechaFiltro } from '../../domain/shared/dias-alta.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 25;

/** `/auditoria` (AUDITORIA): the audit log with its filters in the URL, newest first. */
export default async function AuditoriaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const raw = parseListParams(query, FILTROS_AUDITORIA);
  // A malformed date (or an inverted range) in the URL is dropped, not an error page.
  const desde = fechaFiltro(raw.fechaDesde) ?? '';
  const hasta = fechaFiltro(raw.fechaHasta) ?? '';
  const params = {
    ...raw,
    accion: (ACCIONES as readonly string[]).includes(raw.accion) ? raw.accion : '',
    fechaDesde: desde,
    fechaHasta: hasta && (!desde || desde <= hasta) ? hasta : '',
  };
  const page = await listAuditoria(ctx, {
    query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    filtros: {
      entidad: params.entidad || undefined,
      entidadId: params.entidadId || undefined,
      usuarioId: params.usuarioId,
      accion: (params.accion || undefined) as Accion | undefined,
      fechaDesde: params.fechaDesde || undefined,
      fechaHasta: params.fechaHasta || undefined,
    },
  });
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="text-slate-700">{t.descripcion}</p>
      <AuditoriaFiltros params={params} />
      <EntradasAuditoria entradas={page.records as AuditoriaRecord[]} filtered={hasFilters(params)} />
      <ListPagination ruta={'/auditoria'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
