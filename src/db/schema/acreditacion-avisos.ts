import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { acreditaciones } from './acreditaciones.ts';

/**
 * One row per renewal reminder sent for an accreditation (90 and 30 days before its validity
 * ends): the unique key makes the scheduled job idempotent. The validity date is part of the
 * key, so an accreditation whose validity is extended is reminded again for the new date.
 * `dias` 0 is the notice that the certificate is issued (src/domain/acreditaciones/emision.ts),
 * keyed by the publication date it announced.
 */
export const acreditacionAvisos = sqliteTable(
  'acreditacion_avisos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    acreditacionId: integer('acreditacion_id')
      .notNull()
      .references(() => acreditaciones.id, { onDelete: 'cascade' }),
    /** Days before the validity end the reminder is about: 90 or 30; 0 for the issue notice. */
    dias: integer('dias').notNull(),
    /** ISO date of the validity end it was computed from (the issue notice: the publication date). */
    fechaVigencia: text('fecha_vigencia').notNull(),
    enviadoEn: text('enviado_en').notNull(),
  },
  (t) => [uniqueIndex('acreditacion_avisos_uq').on(t.acreditacionId, t.dias, t.fechaVigencia)],
);
