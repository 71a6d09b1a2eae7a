import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { ficheros } from './ficheros.ts';
import { proyectos } from './proyectos.ts';

// Accreditations (`acreditacion`): what a project that reached a result receives,
// shown in the public register while in force (publication ≤ today ≤ validity, no revocation,
// no suspension; the rule lives in src/domain/acreditaciones, never here).

export const acreditaciones = sqliteTable(
  'acreditaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    codigo: text('codigo').notNull(),
    proyectoId: integer('proyecto_id')
      .notNull()
      .references(() => proyectos.id),
    /** ISO dates (yyyy-mm-dd); validity defaults to publication + the process's months. */
    fechaPublicacion: text('fecha_publicacion'),
    fechaVigencia: text('fecha_vigencia'),
    fechaRevocacion: text('fecha_revocacion'),
    fechaSuspension: text('fecha_suspension'),
    /** PRE, VIG, REV, CAD (stored; the register still applies the in-force rule by date). */
    estadoClave: text('estado_clave').notNull().default('PRE'),
    /** Files of type CER_PUB (public certificate) and CER_PRV (private). */
    ficheroPublicoId: integer('fichero_publico_id').references(() => ficheros.id, { onDelete: 'set null' }),
    ficheroPrivadoId: integer('fichero_privado_id').references(() => ficheros.id, { onDelete: 'set null' }),
    /**
     * Verification code (CSV, "código seguro de verificación") printed on the certificate and
     * checked at /acreditacion/verificar: random, long enough not to be guessed, unique.
     */
    csv: text('csv').notNull(),
    /** The level reached when the accreditation was granted (a snapshot: levels may change later). */
    nivelClave: text('nivel_clave'),
    nivelNombre: text('nivel_nombre'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('acreditaciones_codigo_uq').on(t.instanciaId, t.codigo),
    uniqueIndex('acreditaciones_csv_uq').on(t.csv),
    index('acreditaciones_proyecto_idx').on(t.proyectoId),
    index('acreditaciones_estado_idx').on(t.instanciaId, t.estadoClave, t.codigo),
    index('acreditaciones_publicacion_idx').on(t.instanciaId, t.fechaPublicacion),
  ],
);

/** Staff observations on an accreditation (acreditaciones/{id}/observaciones). */
export const acreditacionObservaciones = sqliteTable(
  'acreditacion_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    acreditacionId: integer('acreditacion_id')
      .notNull()
      .references(() => acreditaciones.id, { onDelete: 'cascade' }),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('acreditacion_observaciones_idx').on(t.acreditacionId)],
);

export type Acreditacion = typeof acreditaciones.$inferSelect;
