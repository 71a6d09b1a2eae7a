import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Last run of each scheduled job (cron on Workers, a timer on Node): for health and audits. */
export const ejecucionesProgramadas = sqliteTable('ejecuciones_programadas', {
  tarea: text('tarea').primaryKey(),
  ultimaEjecucion: text('ultima_ejecucion').notNull(),
  duracionMs: integer('duracion_ms').notNull(),
  resultado: text('resultado', { enum: ['ok', 'error'] }).notNull(),
  detalle: text('detalle'),
  ejecuciones: integer('ejecuciones').notNull().default(0),
});

/**
 * Change stamps. Triggers (migration 0010) add 1 to a stamp in the same transaction as any
 * write to the tables it covers, whatever code wrote: `identidad` (users, their profiles, the
 * profiles' permissions) and `catalogo` (manuals and everything a public manual shows). A
 * process may then keep data derived from those tables in memory and check it with one read
 * of the stamp per request (docs/decisions/0017-change-stamps.md); several processes or
 * Worker isolates stay right because every one of them reads the stamp from the database.
 */
export const versiones = sqliteTable('versiones', {
  clave: text('clave').primaryKey(),
  valor: integer('valor').notNull().default(0),
});
