import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  combos,
  estados,
  fasesProyecto,
  mediosNotificacion,
  sexos,
  tiposDocumentoIdentidad,
  tiposHito,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { type FieldMap, type ListQuery, pagedSelect } from '../listing.ts';

// Reference lists of the spec. Read-only; the seed writes them.

type ReferenciaOpts = { db: Db; query: ListQuery };

/** A reference list the seed writes, projected to `fields`, in its own order (the `orden` column). */
export function listReferencia(table: SQLiteTable & { orden: SQLiteColumn }, fields: FieldMap, opts: ReferenciaOpts) {
  return pagedSelect({ db: opts.db, table, fields, defaultOrder: [asc(table.orden)], query: opts.query });
}

/** A reference list of key and name. */
const listClaveNombre = (
  table: typeof tiposDocumentoIdentidad | typeof tiposHito | typeof mediosNotificacion,
  opts: ReferenciaOpts,
) => listReferencia(table, { Clave: table.clave, Nombre: table.nombre }, opts);

export const listSexos = (opts: ReferenciaOpts) =>
  listReferencia(sexos, { Id: sexos.id, Nombre: sexos.nombre, Tratamiento: sexos.tratamiento }, opts);

/** The treatment (D., Dña.; empty when not stated) of each sexo, for the mails' greeting. */
export async function tratamientosPorSexo(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: sexos.id, tratamiento: sexos.tratamiento }).from(sexos);
  return new Map(rows.map((r) => [r.id, r.tratamiento]));
}

export const listTiposDocumentoIdentidad = (opts: ReferenciaOpts) => listClaveNombre(tiposDocumentoIdentidad, opts);

/** Status values; `entidad` matches case-insensitively ("solicitud" = "Solicitud"). */
export function listEstados(opts: { db: Db; query: ListQuery; entidad?: string }) {
  return pagedSelect({
    db: opts.db,
    table: estados,
    fields: {
      Clave: estados.clave,
      Nombre: estados.nombre,
      Entidad: estados.entidad,
      Orden: estados.orden,
      Color: estados.color,
    },
    where: opts.entidad ? sql`lower(${estados.entidad}) = ${opts.entidad.toLowerCase()}` : undefined,
    defaultOrder: [asc(estados.entidad), asc(estados.orden)],
    query: opts.query,
  });
}

export function listFasesProyecto(opts: { db: Db; query: ListQuery; tipoClave?: string }) {
  return pagedSelect({
    db: opts.db,
    table: fasesProyecto,
    fields: {
      Clave: fasesProyecto.clave,
      Nombre: fasesProyecto.nombre,
      TipoClave: fasesProyecto.tipoClave,
      Ciclo: fasesProyecto.ciclo,
      Orden: fasesProyecto.orden,
    },
    where: opts.tipoClave ? eq(fasesProyecto.tipoClave, opts.tipoClave.toUpperCase()) : undefined,
    defaultOrder: [asc(fasesProyecto.orden)],
    query: opts.query,
  });
}

export const listTiposHito = (opts: ReferenciaOpts) => listClaveNombre(tiposHito, opts);

export const listMediosNotificacion = (opts: ReferenciaOpts) => listClaveNombre(mediosNotificacion, opts);

export function listCombos(opts: { db: Db; query: ListQuery; instanciaId: string; tipo: string }) {
  return pagedSelect({
    db: opts.db,
    table: combos,
    fields: { Indice: combos.indice, Valor: combos.valor },
    where: and(eq(combos.instanciaId, opts.instanciaId), eq(combos.tipo, opts.tipo.toUpperCase())),
    defaultOrder: [asc(combos.indice)],
    query: opts.query,
  });
}
