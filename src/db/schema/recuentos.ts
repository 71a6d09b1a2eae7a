import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Row counts of the large lists (ADR 0018), kept by triggers of the counted tables (migration
 * 0011), so each count changes in the same statement as the row it counts and stays exact on
 * libSQL and D1 alike. `campo` '' with `valor` '' is the instance's total; otherwise the count
 * of rows whose column `campo` holds `valor` (as text; '' for NULL).
 */
export const recuentos = sqliteTable(
  'recuentos',
  {
    instanciaId: text('instancia_id').notNull(),
    tabla: text('tabla').notNull(),
    campo: text('campo').notNull(),
    valor: text('valor').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instanciaId, t.tabla, t.campo, t.valor] })],
);
