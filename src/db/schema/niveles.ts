import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns } from './columns.ts';
import { procesos } from './procesos.ts';

// Levels of a process: the named results a self-assessment or evaluation can reach,
// each with the share (whole percent, 0–100) of the applicable essential standards and of the
// applicable non-essential standards that must be met. The rule that reads them is
// src/domain/autoevaluacion/reglas.ts (`nivelAlcanzado`); higher `orden` is a higher level.

export const procesoNiveles = sqliteTable(
  'proceso_niveles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    nombre: text('nombre').notNull(),
    /** Whole percent (0–100) of applicable essential standards to meet. */
    porcentajeEsenciales: integer('porcentaje_esenciales').notNull(),
    /** Whole percent (0–100) of applicable non-essential standards to meet. */
    porcentajeNoEsenciales: integer('porcentaje_no_esenciales').notNull(),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('proceso_niveles_clave_uq').on(t.procesoId, t.clave),
    // Two levels with the same thresholds would be indistinguishable; refused here too.
    uniqueIndex('proceso_niveles_umbral_uq').on(t.procesoId, t.porcentajeEsenciales, t.porcentajeNoEsenciales),
    index('proceso_niveles_proceso_idx').on(t.procesoId, t.orden),
  ],
);
