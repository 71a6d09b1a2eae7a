import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditoria } from '../../db/schema/auditoria.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { altaEntre } from '../shared/dias-alta.ts';
import { listPage, pick, resolveCampos } from '../shared/listado.ts';
import { contar } from '../shared/recuentos.ts';
import { requireAuditoria } from './acceso.ts';
import { cerrarRechazos, type FilaAuditoria } from './cadena.ts';
import type { Cambio } from './cambios.ts';

/** An audit entry as the API answers it. */
export interface AuditoriaRecord {
  Id: number;
  Fecha: string;
  Usuario: { Id: number | null; Nombre: string | null };
  Accion: string;
  Entidad: string;
  EntidadId: number | string | null;
  Cambios: Cambio[];
  Direccion: string | null;
  RequestId: string | null;
}

export interface AuditoriaFiltros {
  entidad?: string;
  entidadId?: string;
  usuarioId?: number;
  accion?: string;
  /** Madrid calendar days, yyyy-mm-dd or dd/mm/yyyy, both inclusive. */
  fechaDesde?: string;
  fechaHasta?: string;
}

const CAMPOS = ['Id', 'Fecha', 'Usuario', 'Accion', 'Entidad', 'EntidadId', 'Cambios', 'Direccion', 'RequestId'] as const;

const toRecord = (f: FilaAuditoria): AuditoriaRecord => ({
  Id: f.id,
  Fecha: f.fecha,
  Usuario: { Id: f.usuarioId, Nombre: f.usuarioNombre },
  Accion: f.accion,
  Entidad: f.entidad,
  EntidadId: f.entidadId !== null && /^\d+$/.test(f.entidadId) ? Number(f.entidadId) : f.entidadId,
  Cambios: f.cambios ? (JSON.parse(f.cambios) as Cambio[]) : [],
  Direccion: f.direccion,
  RequestId: f.requestId,
});

/**
 * GET /auditoria: the log of this instance, newest first, each filter alone served by an
 * index that also gives the order (instance, filter, date).
 */
export async function listAuditoria(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: AuditoriaFiltros },
): Promise<Page<Partial<AuditoriaRecord>>> {
  requireAuditoria(ctx.actor);
  resolveCampos(CAMPOS, opts.query.campos);
  // Refusals of minutes already over become entries before they are searched.
  await cerrarRechazos(ctx.db, ctx.clock);
  const f = opts.filtros ?? {};
  const conditions: (SQL | undefined)[] = [
    eq(auditoria.instanciaId, ctx.instancia.id),
    f.entidad ? eq(auditoria.entidad, f.entidad) : undefined,
    f.entidadId ? eq(auditoria.entidadId, f.entidadId) : undefined,
    f.usuarioId === undefined ? undefined : eq(auditoria.usuarioId, f.usuarioId),
    f.accion ? eq(auditoria.accion, f.accion) : undefined,
    ...altaEntre(auditoria.fecha, f, t),
  ];
  const where = and(...conditions);
  return listPage({
    db: ctx.db,
    table: auditoria,
    where,
    query: opts.query,
    // A log of millions of entries is not counted whole per search: up to RECUENTO_TOPE (ADR 0018).
    count: () => contar(ctx.db, { instanciaId: ctx.instancia.id, contador: null, table: auditoria, where }),
    rows: (limit, offset) =>
      ctx.db.select().from(auditoria).where(where).orderBy(desc(auditoria.fecha), desc(auditoria.id)).limit(limit).offset(offset),
    records: (rows) => rows.map((r) => pick(toRecord(r), opts.query.campos)),
  });
}

/** The entries of one record, newest first (the "Historial" tab of its page). */
export function historialDe(ctx: DomainContext, entidad: string, entidadId: number | string, query: ListQuery) {
  return listAuditoria(ctx, { query, filtros: { entidad, entidadId: String(entidadId) } });
}
