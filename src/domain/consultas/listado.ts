import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { consultaEtiquetas, consultas } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { eqIf, textSearch } from '../shared/comun.ts';
import { altaEntre } from '../shared/dias-alta.ts';
import { listPage, orderByKey, pick, resolveCampos } from '../shared/listado.ts';
import { requireConsultas } from './acceso.ts';
import { CAMPOS_CONSULTA, type ConsultaRecord, recordsDe, selectConsultas } from './lectura.ts';
import { responsablePorTexto } from './responsables.ts';

// GET consultas: the enquiries list of staff, newest first, with its filters. The text is
// searched on the row itself (reference, name, e-mail, document and question): enquiries are
// hundreds a year, not the hundred thousand requests that need a search index.

/** `sin`: enquiries whose status, or responsible, was cleared. */
export const SIN = 'sin';

export interface ConsultasFiltros {
  /** Every word must appear (accent/case-insensitive) in the reference, name, e-mail, document or question. */
  texto?: string;
  /** Arrival day range in Spain's calendar, yyyy-mm-dd or dd/mm/yyyy, both inclusive. */
  fechaDesde?: string;
  fechaHasta?: string;
  /** pendiente, resuelta, or `sin` (none). */
  estadoClave?: string;
  /** A user's id, or `sin` (none). */
  usuarioResponsableId?: number | typeof SIN;
  /** Words of the responsible's name (the typed field past the drop-down's limit); with the id, both must hold. */
  responsableTexto?: string;
  /** A tag of type CON. */
  etiquetaId?: number;
}

const HAYSTACK = sql`${consultas.referencia} || ' ' || ${consultas.nombre} || ' ' || ${consultas.direccionEmail} || ' ' || ${consultas.documentoIdentidad} || ' ' || ${consultas.texto}`;

/** The filters as one condition on the enquiries table; 422 for a malformed date or range. */
export function filtroConsultas(ctx: DomainContext, f: ConsultasFiltros): SQL | undefined {
  return and(
    eq(consultas.instanciaId, ctx.instancia.id),
    ...altaEntre(consultas.altaFecha, f, t),
    f.estadoClave === SIN ? sql`${consultas.estadoClave} is null` : eqIf(consultas.estadoClave, f.estadoClave),
    f.usuarioResponsableId === SIN
      ? sql`${consultas.usuarioResponsableId} is null`
      : eqIf(consultas.usuarioResponsableId, f.usuarioResponsableId),
    responsablePorTexto(ctx, consultas.usuarioResponsableId, f.responsableTexto),
    f.etiquetaId === undefined
      ? undefined
      : sql`${consultas.id} in (select ${consultaEtiquetas.consultaId} from ${consultaEtiquetas} where ${consultaEtiquetas.etiquetaId} = ${f.etiquetaId})`,
    ...textSearch(HAYSTACK, f.texto),
  );
}

/** GET consultas: a page of the instance's enquiries under the filters. */
export async function listConsultas(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: ConsultasFiltros },
): Promise<Page<Partial<ConsultaRecord>>> {
  requireConsultas(ctx.actor, 'L');
  const where = filtroConsultas(ctx, opts.filtros ?? {});
  // Unknown campos and orders are refused before any read.
  resolveCampos(CAMPOS_CONSULTA, opts.query.campos);
  const order = orderByKey(
    {
      Id: consultas.id,
      Referencia: consultas.referencia,
      FechaAlta: consultas.altaFecha,
      Nombre: sql`lower(${consultas.nombre})`,
      Estado: consultas.estadoClave,
      FechaResolucion: consultas.fechaResolucion,
    },
    opts.query.orden,
    [desc(consultas.altaFecha), desc(consultas.id)],
    [consultas.id],
    [consultas.id],
  );
  return listPage({
    db: ctx.db,
    table: consultas,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      selectConsultas(ctx)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: async (rows) => (await recordsDe(ctx, rows)).map((r) => pick(r, opts.query.campos)),
  });
}
