import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { instanciaColumn } from './columns.ts';

/**
 * The audit log (ADR 0015): one row per change or refused access, written in the same batch
 * as the change. `hash` chains the rows in id order; it is written once, by the sealer, after
 * the row is committed (the chain cannot be computed inside a D1 batch). The application
 * never updates or deletes a row otherwise; retention moves sealed rows to monthly archives.
 */
export const auditoria = sqliteTable(
  'auditoria',
  {
    // AUTOINCREMENT: ids never reused, so the chain order (id) is the commit order.
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    fecha: text('fecha').notNull(),
    usuarioId: integer('usuario_id'),
    usuarioNombre: text('usuario_nombre'),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    /** The record's id (or key) as text; null for actions on no single record. */
    entidadId: text('entidad_id'),
    /** JSON array of { Campo, Antes, Despues }; secrets never stored. */
    cambios: text('cambios'),
    direccion: text('direccion'),
    requestId: text('request_id'),
    /** Refused accesses: the bucket key, so that a bucket is written to the chain once. */
    clave: text('clave'),
    hash: text('hash'),
  },
  (t) => [
    // Each filter's index ends in the search's order (fecha, then the row id SQLite appends to
    // every index entry), so a filtered page reads its 20 rows in order instead of fetching
    // and sorting every matching row (a user's 2,000 entries of 1,000,000: ~40 ms → ~1 ms).
    index('auditoria_fecha_idx').on(t.instanciaId, t.fecha),
    index('auditoria_entidad_idx').on(t.instanciaId, t.entidad, t.entidadId, t.fecha),
    index('auditoria_entidad_fecha_idx').on(t.instanciaId, t.entidad, t.fecha),
    index('auditoria_entidad_id_idx').on(t.instanciaId, t.entidadId, t.fecha),
    index('auditoria_usuario_idx').on(t.instanciaId, t.usuarioId, t.fecha),
    index('auditoria_accion_idx').on(t.instanciaId, t.accion, t.fecha),
    // Only refusal buckets carry a key: the other entries stay out of this index.
    uniqueIndex('auditoria_clave_idx').on(t.clave).where(sql`${t.clave} is not null`),
    // The sealer looks for the first unsealed rows; sealed ones leave this index.
    index('auditoria_sin_sellar_idx').on(t.id).where(sql`${t.hash} is null`),
  ],
);

/**
 * Refusals of the current minute, counted per address, route and minute (ADR 0015): a flood
 * updates one counter here; the bucket goes to the chain as one entry once its minute closes.
 */
export const auditoriaRechazos = sqliteTable(
  'auditoria_rechazos',
  {
    clave: text('clave').primaryKey(),
    instanciaId: instanciaColumn(),
    minuto: text('minuto').notNull(),
    /** First refusal's instant. */
    fecha: text('fecha').notNull(),
    usuarioId: integer('usuario_id'),
    usuarioNombre: text('usuario_nombre'),
    /** ACCESO_DENEGADO (403) or NO_AUTENTICADO (401). */
    accion: text('accion').notNull(),
    /** What was tried: "GET /api/usuarios" or "/usuarios". */
    ruta: text('ruta').notNull(),
    direccion: text('direccion'),
    requestId: text('request_id'),
    veces: integer('veces').notNull().default(1),
  },
  (t) => [index('auditoria_rechazos_minuto_idx').on(t.minuto)],
);

/** Monthly archives retention wrote to the file storage: where the chain continues. */
export const auditoriaArchivos = sqliteTable('auditoria_archivos', {
  mes: text('mes').primaryKey(),
  claveFichero: text('clave_fichero').notNull(),
  desdeId: integer('desde_id').notNull(),
  hastaId: integer('hasta_id').notNull(),
  numero: integer('numero').notNull(),
  /** Hash of the last entry in the file: the next archive or the table continues from it. */
  ultimoHash: text('ultimo_hash').notNull(),
  fecha: text('fecha').notNull(),
});
