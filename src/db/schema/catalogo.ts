import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { etiquetas } from './identidad.ts';

// The standards catalogue: manuals → blocks → standards →
// evidences → tests (built from forms → questions → answers), plus examples, evaluation
// guides, packages, scopes and tags. Content tables hang off a manual and are deleted with
// it; forms and examples are shared and may be linked from several manuals.

const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/** Lookup: how a manual is drawn (mapaId of the manual form). */
export const mapas = sqliteTable('mapas', {
  id: integer('id').primaryKey(),
  clave: text('clave').notNull().unique(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

/** Lookup: kinds of test (tipoPrueba) and of question (tipoPregunta). */
export const tiposPrueba = sqliteTable('tipos_prueba', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

export const tiposPregunta = sqliteTable('tipos_pregunta', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  /** Whether the question offers answers (respuestas) to choose from. */
  conRespuestas: bool('con_respuestas'),
  orden: integer('orden').notNull(),
});

/** Scopes (ámbitos): the sectors a manual, block, standard or process applies to. */
export const ambitos = sqliteTable(
  'ambitos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    nombre: text('nombre').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('ambitos_nombre_uq').on(t.instanciaId, t.nombre)],
);

/** Packages group standards so a team can hand out a set at once (autoevaluacionPaquete). */
export const paquetes = sqliteTable(
  'paquetes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    nombre: text('nombre').notNull(),
    ...auditColumns(),
  },
  (t) => [index('paquetes_instancia_idx').on(t.instanciaId, t.nombre)],
);

export const ESTADOS_MANUAL = ['edicion', 'vigente', 'obsoleto'] as const;
type EstadoManual = (typeof ESTADOS_MANUAL)[number];

/**
 * Manuals. Its file (tipo MAN) is the `ficheros` row with this manual_id and tipo_clave MAN.
 * fechaPublicacion ends the editing period (set by the publish step); fechaCierre ends validity.
 */
export const manuales = sqliteTable(
  'manuales',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    version: text('version').notNull(),
    estadoClave: text('estado_clave').$type<EstadoManual>().notNull().default('edicion'),
    mapaId: integer('mapa_id')
      .notNull()
      .references(() => mapas.id),
    descripcion: text('descripcion'),
    enlace: text('enlace'),
    /** ISO dates (yyyy-mm-dd). */
    fechaCierre: text('fecha_cierre'),
    fechaPublicacion: text('fecha_publicacion'),
    publico: bool('publico'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('manuales_codigo_version_uq').on(t.instanciaId, t.codigo, t.version),
    index('manuales_estado_idx').on(t.instanciaId, t.estadoClave),
    index('manuales_publico_idx').on(t.instanciaId, t.publico),
  ],
);

export const manualEtiquetas = sqliteTable(
  'manual_etiquetas',
  {
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.manualId, t.etiquetaId] })],
);

export const manualAmbitos = sqliteTable(
  'manual_ambitos',
  {
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    ambitoId: integer('ambito_id')
      .notNull()
      .references(() => ambitos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.manualId, t.ambitoId] })],
);

/** Blocks (the instance may call them "dimensiones"). */
export const bloques = sqliteTable(
  'bloques',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    codigo: text('codigo'),
    nombre: text('nombre'),
    descripcion: text('descripcion'),
    claseCss: text('clase_css'),
    /** #rrggbb */
    color: text('color'),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('bloques_manual_idx').on(t.manualId, t.orden)],
);

export const bloqueAmbitos = sqliteTable(
  'bloque_ambitos',
  {
    bloqueId: integer('bloque_id')
      .notNull()
      .references(() => bloques.id, { onDelete: 'cascade' }),
    ambitoId: integer('ambito_id')
      .notNull()
      .references(() => ambitos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bloqueId, t.ambitoId] })],
);

export const estandares = sqliteTable(
  'estandares',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    bloqueId: integer('bloque_id')
      .notNull()
      .references(() => bloques.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    esencial: bool('esencial'),
    proposito: text('proposito'),
    observaciones: text('observaciones'),
    paqueteId: integer('paquete_id').references(() => paquetes.id, { onDelete: 'set null' }),
    /** Evidences required to meet the standard. */
    minimo: integer('minimo').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('estandares_manual_idx').on(t.manualId, t.orden),
    index('estandares_bloque_idx').on(t.bloqueId, t.orden),
    index('estandares_paquete_idx').on(t.paqueteId),
  ],
);

export const estandarEtiquetas = sqliteTable(
  'estandar_etiquetas',
  {
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.estandarId, t.etiquetaId] })],
);

export const estandarAmbitos = sqliteTable(
  'estandar_ambitos',
  {
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    ambitoId: integer('ambito_id')
      .notNull()
      .references(() => ambitos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.estandarId, t.ambitoId] })],
);

export const evidencias = sqliteTable(
  'evidencias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    esencial: bool('esencial'),
    observaciones: text('observaciones'),
    /** Tests required to meet the evidence. */
    minimo: integer('minimo').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('evidencias_estandar_idx').on(t.estandarId, t.orden), index('evidencias_manual_idx').on(t.manualId)],
);

/** Examples of good practice (rich-text descripcion, sanitised HTML), shared between manuals. */
export const ejemplos = sqliteTable(
  'ejemplos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    titulo: text('titulo').notNull(),
    autor: text('autor'),
    referencia: text('referencia'),
    descripcion: text('descripcion'),
    texto: text('texto'),
    ...auditColumns(),
  },
  (t) => [index('ejemplos_instancia_idx').on(t.instanciaId, t.titulo)],
);

export const estandarEjemplos = sqliteTable(
  'estandar_ejemplos',
  {
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    ejemploId: integer('ejemplo_id')
      .notNull()
      .references(() => ejemplos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.estandarId, t.ejemploId] }), index('estandar_ejemplos_ejemplo_idx').on(t.ejemploId)],
);

export const evidenciaEjemplos = sqliteTable(
  'evidencia_ejemplos',
  {
    evidenciaId: integer('evidencia_id')
      .notNull()
      .references(() => evidencias.id, { onDelete: 'cascade' }),
    ejemploId: integer('ejemplo_id')
      .notNull()
      .references(() => ejemplos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.evidenciaId, t.ejemploId] }), index('evidencia_ejemplos_ejemplo_idx').on(t.ejemploId)],
);

/** Questionnaires; shared, so a test of any manual may use one. */
export const formularios = sqliteTable(
  'formularios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    titulo: text('titulo').notNull(),
    aclaraciones: text('aclaraciones'),
    /** Questions that must be answered. */
    minimo: integer('minimo').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('formularios_instancia_idx').on(t.instanciaId, t.titulo)],
);

export const preguntas = sqliteTable(
  'preguntas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    formularioId: integer('formulario_id')
      .notNull()
      .references(() => formularios.id, { onDelete: 'cascade' }),
    enunciado: text('enunciado').notNull(),
    aclaraciones: text('aclaraciones'),
    esencial: bool('esencial'),
    minimo: integer('minimo'),
    maximo: integer('maximo'),
    orden: integer('orden').notNull().default(0),
    tipoClave: text('tipo_clave')
      .notNull()
      .references(() => tiposPregunta.clave),
    ...auditColumns(),
  },
  (t) => [index('preguntas_formulario_idx').on(t.formularioId, t.orden)],
);

export const respuestas = sqliteTable(
  'respuestas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    preguntaId: integer('pregunta_id')
      .notNull()
      .references(() => preguntas.id, { onDelete: 'cascade' }),
    enunciado: text('enunciado'),
    esencial: bool('esencial'),
    correcta: bool('correcta'),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('respuestas_pregunta_idx').on(t.preguntaId, t.orden)],
);

/** Tests (pruebas): a form applied to one or more evidences of a manual. */
export const pruebas = sqliteTable(
  'pruebas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    // A form in use by a test cannot be deleted out from under it.
    formularioId: integer('formulario_id')
      .notNull()
      .references(() => formularios.id, { onDelete: 'restrict' }),
    descripcion: text('descripcion').notNull(),
    aclaraciones: text('aclaraciones'),
    tipoClave: text('tipo_clave').references(() => tiposPrueba.clave),
    activo: integer('activo', { mode: 'boolean' }).notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('pruebas_manual_idx').on(t.manualId), index('pruebas_formulario_idx').on(t.formularioId)],
);

export const evidenciaPruebas = sqliteTable(
  'evidencia_pruebas',
  {
    evidenciaId: integer('evidencia_id')
      .notNull()
      .references(() => evidencias.id, { onDelete: 'cascade' }),
    pruebaId: integer('prueba_id')
      .notNull()
      .references(() => pruebas.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.evidenciaId, t.pruebaId] }), index('evidencia_pruebas_prueba_idx').on(t.pruebaId)],
);

/** Evaluation guide items of a standard; the flags make evaluators' findings improvement areas or strengths. */
export const guiasEvaluacion = sqliteTable(
  'guias_evaluacion',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id, { onDelete: 'cascade' }),
    estandarId: integer('estandar_id')
      .notNull()
      .references(() => estandares.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    generaAreaMejora: bool('genera_area_mejora'),
    generaFortaleza: bool('genera_fortaleza'),
    orden: integer('orden').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('guias_evaluacion_estandar_idx').on(t.estandarId, t.orden)],
);
