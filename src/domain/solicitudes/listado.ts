import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ambitos } from '../../db/schema/catalogo.ts';
import { procesoAmbitos, procesos } from '../../db/schema/procesos.ts';
import { type EstadoSolicitud, solicitudes } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { procesoPorTexto } from '../procesos/filtro.ts';
import { eqIf } from '../shared/comun.ts';
import { altaEntre } from '../shared/dias-alta.ts';
import { listPage, orderByKey, project, resolveCampos } from '../shared/listado.ts';
import { contadorDe } from '../shared/recuentos.ts';
import { filtroDeLista, searchTerms } from '../shared/search.ts';
import { requireSolicitudes } from './acceso.ts';
import type { SolicitudResumen } from './lectura.ts';
import { resumenDeFila, selectResumenes } from './listado-select.ts';

export interface SolicitudesFiltros {
  /** Centre name, CIF or reference; every word must appear (accent/case-insensitive). */
  texto?: string;
  /** Registration day range in Spain's calendar (yyyy-mm-dd or dd/mm/yyyy), both inclusive. */
  fechaDesde?: string;
  fechaHasta?: string;
  provinciaId?: number;
  estadoClave?: EstadoSolicitud;
  procesoId?: number;
  /** Words of the process's code or name: the process filter typed when there are too many to list (procesos/filtro.ts). */
  procesoTexto?: string;
  ambitoId?: number;
}

const CAMPOS: (keyof SolicitudResumen)[] = [
  'Id',
  'Referencia',
  'Fecha',
  'Solicitante',
  'Demo',
  'Ambito',
  'Provincia',
  'Municipio',
  'Estado',
  'Proceso',
  'Proyecto',
];

/** GET /solicitudes: the requests list, newest first. */
export async function listSolicitudes(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: SolicitudesFiltros },
): Promise<Page<Partial<SolicitudResumen>>> {
  requireSolicitudes(ctx.actor, 'L');
  const f = opts.filtros ?? {};
  // Every condition is on the requests table itself, so the count needs no join.
  const fechas = altaEntre(solicitudes.altaFecha, f, t);
  const filtro = await filtroDeLista(ctx, { table: solicitudes, index: 'solicitudes_busqueda' }, f.texto, [
    eqIf(solicitudes.provinciaId, f.provinciaId),
    eqIf(solicitudes.estadoClave, f.estadoClave),
    eqIf(solicitudes.procesoId, f.procesoId),
    procesoPorTexto(ctx, solicitudes.procesoId, f.procesoTexto),
    eqIf(solicitudes.ambitoId, f.ambitoId),
    ...fechas,
  ]);
  const order = orderByKey(
    {
      Id: solicitudes.id,
      Referencia: solicitudes.referencia,
      Fecha: solicitudes.altaFecha,
      Solicitante: sql`lower(${solicitudes.nombre})`,
      // Copies of the names kept on the row (ADR 0018), so an index gives the order.
      Provincia: solicitudes.provinciaOrden,
      Municipio: solicitudes.municipioOrden,
      Estado: solicitudes.estadoClave,
    },
    opts.query.orden,
    [desc(solicitudes.altaFecha), desc(solicitudes.id)],
    [solicitudes.id],
    [solicitudes.id],
  );
  const campos = resolveCampos(CAMPOS, opts.query.campos);
  const contador = contadorDe(
    'solicitudes',
    { provincia_id: f.provinciaId, estado_clave: f.estadoClave, proceso_id: f.procesoId, ambito_id: f.ambitoId },
    fechas.some(Boolean) || searchTerms(f.texto).length > 0 || searchTerms(f.procesoTexto).length > 0,
  );
  return listPage({
    db: ctx.db,
    table: solicitudes,
    where: filtro.where,
    query: opts.query,
    count: () => filtro.count(contador),
    rows: (limit, offset) =>
      selectResumenes(ctx, campos)
        .where(filtro.where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => rows.map((r) => project(resumenDeFila(r), campos)),
  });
}

/**
 * The scopes some process of the instance offers: the scope filter of the requests list.
 * Request staff may lack MANUALES (which GET /ambitos needs), so this narrow read serves them.
 */
export async function ambitosDeProcesos(ctx: DomainContext): Promise<Array<{ id: number; nombre: string }>> {
  requireSolicitudes(ctx.actor, 'L');
  return ctx.db
    .selectDistinct({ id: ambitos.id, nombre: ambitos.nombre })
    .from(ambitos)
    .innerJoin(procesoAmbitos, eq(procesoAmbitos.ambitoId, ambitos.id))
    .innerJoin(procesos, eq(procesos.id, procesoAmbitos.procesoId))
    .where(and(eq(ambitos.instanciaId, ctx.instancia.id), eq(procesos.instanciaId, ctx.instancia.id)))
    .orderBy(asc(ambitos.nombre));
}
