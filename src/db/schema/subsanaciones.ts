import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { estandares } from './catalogo.ts';
import { auditColumns, instanciaColumn } from './columns.ts';
import { autoevaluaciones } from './proyectos.ts';

// Correction rounds (subsanación): before publishing, the head of evaluation returns
// the evaluation to the centre with some standards and a deadline. A round belongs to the EVA
// record (the evaluation) and names the AUT record the team edits (the self-assessment the
// evaluation judges), so the gate of the team's writes finds it with one indexed read.

/** A round: ABIERTA until the team resubmits (REENVIADA) or the deadline passes (CADUCADA). */
export const subsanaciones = sqliteTable(
  'subsanaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    evaluacionId: integer('evaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    /** 1, 2, ... within the evaluation. */
    numero: integer('numero').notNull(),
    /** ISO date: the last day the team may edit. */
    fechaLimite: text('fecha_limite').notNull(),
    /** ABIERTA, REENVIADA, CADUCADA. */
    estadoClave: text('estado_clave').notNull().default('ABIERTA'),
    cierreFecha: text('cierre_fecha'),
    cierreUsuarioId: integer('cierre_usuario_id'),
    cierreUsuarioNombre: text('cierre_usuario_nombre'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('subsanaciones_numero_uq').on(t.evaluacionId, t.numero),
    index('subsanaciones_autoevaluacion_idx').on(t.autoevaluacionId, t.estadoClave),
    index('subsanaciones_estado_idx').on(t.estadoClave, t.fechaLimite),
  ],
);

/** A standard returned in a round: the evaluator's comment and the team's answer, side by side. */
export const subsanacionEstandares = sqliteTable(
  'subsanacion_estandares',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subsanacionId: integer('subsanacion_id')
      .notNull()
      .references(() => subsanaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    comentario: text('comentario').notNull(),
    respuesta: text('respuesta'),
    respuestaFecha: text('respuesta_fecha'),
    respuestaUsuarioId: integer('respuesta_usuario_id'),
    respuestaUsuarioNombre: text('respuesta_usuario_nombre'),
    /** Bumped on every answer: a write naming an older one is refused (409), so no answer is lost silently. */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('subsanacion_estandares_uq').on(t.subsanacionId, t.estandarId)],
);

/**
 * Reminders sent for a round, one row per (round, days before the deadline): the unique key
 * makes the reminder job idempotent (a second run's batch fails on it and its mails roll back).
 */
export const subsanacionAvisos = sqliteTable(
  'subsanacion_avisos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subsanacionId: integer('subsanacion_id')
      .notNull()
      .references(() => subsanaciones.id, { onDelete: 'cascade' }),
    dias: integer('dias').notNull(),
    enviadoEn: text('enviado_en').notNull(),
  },
  (t) => [uniqueIndex('subsanacion_avisos_uq').on(t.subsanacionId, t.dias)],
);
