import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { estandares, evidencias, preguntas, pruebas, respuestas } from './catalogo.ts';
import { auditColumns, instanciaColumn } from './columns.ts';
import { ficheros } from './ficheros.ts';
import { invitaciones, usuarios } from './identidad.ts';
import { autoevaluaciones } from './proyectos.ts';

// What a team records while it self-assesses against the manual. A standard or evidence
// without a row here is pending (PTE) and applies: rows are written on the first change, so a
// self-assessment needs no copy of the manual when it opens and a standard added later shows.

const bool = (name: string, dflt = false) => integer(name, { mode: 'boolean' }).notNull().default(dflt);

/** The team's verdict on a standard: C, CUR, PTE, NC; `aplica` false is "not applicable". */
export const autoevaluacionEstandares = sqliteTable(
  'autoevaluacion_estandares',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    estadoClave: text('estado_clave').notNull().default('PTE'),
    aplica: bool('aplica', true),
    justificacion: text('justificacion'),
    /** Bumped on every change: a write that names an older version is refused (409), so no change is lost silently. */
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('autoevaluacion_estandares_uq').on(t.autoevaluacionId, t.estandarId),
    index('autoevaluacion_estandares_estado_idx').on(t.autoevaluacionId, t.estadoClave),
  ],
);

/** Who is assigned a standard (any member may still work on any standard). */
export const autoevaluacionEstandarUsuarios = sqliteTable(
  'autoevaluacion_estandar_usuarios',
  {
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.autoevaluacionId, t.estandarId, t.usuarioId] }),
    index('autoevaluacion_estandar_usuarios_usuario_idx').on(t.autoevaluacionId, t.usuarioId),
  ],
);

/** The self-assessment's own tags (autoevaluacionEtiqueta), for its standards (EST) and tasks (TAR). */
export const autoevaluacionEtiquetas = sqliteTable(
  'autoevaluacion_etiquetas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    /** #rrggbb */
    color: text('color').notNull(),
    tipoClave: text('tipo_clave').notNull().default('EST'),
    ...auditColumns(),
  },
  (t) => [index('autoevaluacion_etiquetas_idx').on(t.autoevaluacionId, t.tipoClave)],
);

export const autoevaluacionEstandarEtiquetas = sqliteTable(
  'autoevaluacion_estandar_etiquetas',
  {
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => autoevaluacionEtiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.autoevaluacionId, t.estandarId, t.etiquetaId] })],
);

export const autoevaluacionEstandarObservaciones = sqliteTable(
  'autoevaluacion_estandar_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('autoevaluacion_estandar_observaciones_idx').on(t.autoevaluacionId, t.estandarId)],
);

/** The team's verdict on an evidence: C, PTE, NC; `aplica` false is "not applicable"; `bloqueado` locks it. */
export const autoevaluacionEvidencias = sqliteTable(
  'autoevaluacion_evidencias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    evidenciaId: integer('evidencia_id')
      .notNull()
      .references(() => evidencias.id, { onDelete: 'cascade' }),
    estadoClave: text('estado_clave').notNull().default('PTE'),
    aplica: bool('aplica', true),
    bloqueado: bool('bloqueado'),
    justificacion: text('justificacion'),
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('autoevaluacion_evidencias_uq').on(t.autoevaluacionId, t.evidenciaId)],
);

/** A test (prueba) answered in a self-assessment; a test shared by evidences is answered once. */
export const autoevaluacionPruebas = sqliteTable(
  'autoevaluacion_pruebas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    pruebaId: integer('prueba_id')
      .notNull()
      .references(() => pruebas.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('autoevaluacion_pruebas_uq').on(t.autoevaluacionId, t.pruebaId)],
);

/** Files attached to the answered test as a whole (type PRY). */
export const autoevaluacionPruebaFicheros = sqliteTable(
  'autoevaluacion_prueba_ficheros',
  {
    autoevaluacionPruebaId: integer('autoevaluacion_prueba_id')
      .notNull()
      .references(() => autoevaluacionPruebas.id, { onDelete: 'cascade' }),
    ficheroId: integer('fichero_id')
      .notNull()
      .references(() => ficheros.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.autoevaluacionPruebaId, t.ficheroId] })],
);

/** One answered question: its free answer (text, number, date, S/N), the answers marked and its files. */
export const autoevaluacionPreguntas = sqliteTable(
  'autoevaluacion_preguntas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionPruebaId: integer('autoevaluacion_prueba_id')
      .notNull()
      .references(() => autoevaluacionPruebas.id, { onDelete: 'cascade' }),
    preguntaId: integer('pregunta_id')
      .notNull()
      .references(() => preguntas.id, { onDelete: 'cascade' }),
    respuesta: text('respuesta'),
  },
  (t) => [uniqueIndex('autoevaluacion_preguntas_uq').on(t.autoevaluacionPruebaId, t.preguntaId)],
);

export const autoevaluacionPreguntaMarcadas = sqliteTable(
  'autoevaluacion_pregunta_marcadas',
  {
    autoevaluacionPreguntaId: integer('autoevaluacion_pregunta_id')
      .notNull()
      .references(() => autoevaluacionPreguntas.id, { onDelete: 'cascade' }),
    respuestaId: integer('respuesta_id')
      .notNull()
      .references(() => respuestas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.autoevaluacionPreguntaId, t.respuestaId] })],
);

/** Files answering a question (autoevaluacionPreguntaFichero, type PRY). */
export const autoevaluacionPreguntaFicheros = sqliteTable(
  'autoevaluacion_pregunta_ficheros',
  {
    autoevaluacionPreguntaId: integer('autoevaluacion_pregunta_id')
      .notNull()
      .references(() => autoevaluacionPreguntas.id, { onDelete: 'cascade' }),
    ficheroId: integer('fichero_id')
      .notNull()
      .references(() => ficheros.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.autoevaluacionPreguntaId, t.ficheroId] })],
);

/** Improvement areas, optionally about one standard or evidence (the evidences list counts them). */
export const autoevaluacionAreasMejora = sqliteTable(
  'autoevaluacion_areas_mejora',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id').references(() => estandares.id, { onDelete: 'set null' }),
    evidenciaId: integer('evidencia_id').references(() => evidencias.id, { onDelete: 'set null' }),
    codigo: text('codigo'),
    descripcion: text('descripcion').notNull(),
    implantacion: bool('implantacion'),
    /** Bumped on every change: a write that names an older version is refused (409), so no change is lost silently. */
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('autoevaluacion_areas_mejora_idx').on(t.autoevaluacionId),
    index('autoevaluacion_areas_mejora_evidencia_idx').on(t.autoevaluacionId, t.evidenciaId),
  ],
);

export const autoevaluacionFortalezas = sqliteTable(
  'autoevaluacion_fortalezas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id').references(() => estandares.id, { onDelete: 'set null' }),
    evidenciaId: integer('evidencia_id').references(() => evidencias.id, { onDelete: 'set null' }),
    codigo: text('codigo'),
    descripcion: text('descripcion').notNull(),
    /** Bumped on every change: a write that names an older version is refused (409), so no change is lost silently. */
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('autoevaluacion_fortalezas_idx').on(t.autoevaluacionId),
    index('autoevaluacion_fortalezas_evidencia_idx').on(t.autoevaluacionId, t.evidenciaId),
  ],
);

/** Planning tasks: one responsible, a deadline, PTE/FIN/RET and a completed flag (conseguido). */
export const tareas = sqliteTable(
  'tareas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    autoevaluacionId: integer('autoevaluacion_id')
      .notNull()
      .references(() => autoevaluaciones.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion'),
    /** ISO date. */
    fechaLimite: text('fecha_limite'),
    estandarId: integer('estandar_id').references(() => estandares.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    conseguido: bool('conseguido'),
    estadoClave: text('estado_clave').notNull().default('PTE'),
    /** Bumped on every change: a write that names an older version is refused (409), so no change is lost silently. */
    version: integer('version').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('tareas_autoevaluacion_idx').on(t.autoevaluacionId, t.fechaLimite),
    index('tareas_usuario_idx').on(t.usuarioId, t.fechaLimite),
  ],
);

export const tareaEtiquetas = sqliteTable(
  'tarea_etiquetas',
  {
    tareaId: integer('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => autoevaluacionEtiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tareaId, t.etiquetaId] })],
);

export const tareaObservaciones = sqliteTable(
  'tarea_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tareaId: integer('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('tarea_observaciones_idx').on(t.tareaId)],
);

// ── Team ───────────────────────────────────────────────────────────────────────

/**
 * An invitation that replaces a project's manager (usuario/sustitucion): when it is accepted,
 * the replaced user loses the invited profile in that project, in the acceptance's batch.
 */
export const invitacionSustituciones = sqliteTable('invitacion_sustituciones', {
  invitacionId: integer('invitacion_id')
    .primaryKey()
    .references(() => invitaciones.id, { onDelete: 'cascade' }),
  proyectoId: integer('proyecto_id').notNull(),
  usuarioSustituidoId: integer('usuario_sustituido_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
});
