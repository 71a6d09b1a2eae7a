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
