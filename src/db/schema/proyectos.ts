import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ambitos } from './catalogo.ts';
import { auditColumns, instanciaColumn } from './columns.ts';
import { etiquetas, usuarios } from './identidad.ts';
import { fasesProyecto } from './lookups.ts';
import { plantillasNotificacion, procesos } from './procesos.ts';
import { centros, solicitudes } from './solicitudes.ts';

// Projects: what an accepted request becomes. The self-assessment issue
// extends autoevaluaciones with its contents; here it holds what accepting a request creates.

export const proyectos = sqliteTable(
  'proyectos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    codigo: text('codigo').notNull(),
    // One project per request: accepting twice cannot create a second one.
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id),
    centroId: integer('centro_id')
      .notNull()
      .references(() => centros.id),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id),
    ambitoId: integer('ambito_id').references(() => ambitos.id),
    /** CURSO, FIN, CANCEL. */
    estadoClave: text('estado_clave').notNull().default('CURSO'),
    faseClave: text('fase_clave')
      .notNull()
      .references(() => fasesProyecto.clave),
    /** PTE, ACR, NO_ACR. */
    resultadoClave: text('resultado_clave').notNull().default('PTE'),
    usuarioTutorId: integer('usuario_tutor_id').references(() => usuarios.id),
    usuarioAdministrativoId: integer('usuario_administrativo_id').references(() => usuarios.id),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    /** Sort key of the list (ADR 0018): the centre's name in lower case, kept by triggers. */
    centroOrden: text('centro_orden'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('proyectos_solicitud_uq').on(t.solicitudId),
    uniqueIndex('proyectos_codigo_uq').on(t.instanciaId, t.codigo),
    // A status and a phase (the list's usual pair) with the centre and code sort keys: their
    // matches sorted by either are read from the index entries (migration 0026).
    index('proyectos_estado_idx').on(t.instanciaId, t.estadoClave, t.faseClave, t.centroOrden, t.codigo),
    // One index per filter of the list, ending in its default order (code), so a filtered page
    // reads its 20 rows in order; Fase and Estado sort by these too (tie-break: code, id).
    index('proyectos_fase_codigo_idx').on(t.instanciaId, t.faseClave, t.codigo),
    index('proyectos_estado_codigo_idx').on(t.instanciaId, t.estadoClave, t.codigo),
    index('proyectos_demo_codigo_idx').on(t.instanciaId, t.demo, t.codigo),
    index('proyectos_proceso_codigo_idx').on(t.instanciaId, t.procesoId, t.codigo),
    index('proyectos_ambito_codigo_idx').on(t.instanciaId, t.ambitoId, t.codigo),
    index('proyectos_instancia_idx').on(t.instanciaId),
    index('proyectos_centro_orden_idx').on(t.instanciaId, t.centroOrden, t.codigo),
  ],
);

/** Tags of type PRY on projects (proyectos/{id}/etiquetas/reasignar). */
export const proyectoEtiquetas = sqliteTable(
  'proyecto_etiquetas',
  {
    proyectoId: integer('proyecto_id')
      .notNull()
      .references(() => proyectos.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.proyectoId, t.etiquetaId] }), index('proyecto_etiquetas_etiqueta_idx').on(t.etiquetaId)],
);

/** Staff observations on a project (proyectoObservacion). */
export const proyectoObservaciones = sqliteTable(
  'proyecto_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    proyectoId: integer('proyecto_id')
      .notNull()
      .references(() => proyectos.id, { onDelete: 'cascade' }),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('proyecto_observaciones_idx').on(t.proyectoId)],
);

/** Self-assessments (phase type AUT) and evaluations (EVA) of a project, one per phase. */
export const autoevaluaciones = sqliteTable(
  'autoevaluaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    proyectoId: integer('proyecto_id')
      .notNull()
      .references(() => proyectos.id, { onDelete: 'cascade' }),
    faseClave: text('fase_clave')
      .notNull()
      .references(() => fasesProyecto.clave),
    /** PTE-EST, CURSO, FIN, EXP. */
    estadoClave: text('estado_clave').notNull().default('CURSO'),
    /** ISO dates. */
    fechaApertura: text('fecha_apertura'),
    fechaInicio: text('fecha_inicio').notNull(),
    fechaLimite: text('fecha_limite'),
    fechaFin: text('fecha_fin'),
    fechaVisita: text('fecha_visita'),
    // The self-assessment team's member responsible for it (PUT autoevaluaciones/{id}, responsable).
    usuarioResponsableId: integer('usuario_responsable_id').references(() => usuarios.id),
    // Evaluation, on the EVA record: the report (file of type INF, visible to the
    // centre's team only once published), the result and level fixed at publication, and when.
    ficheroInformeId: integer('fichero_informe_id'),
    /** PTE, ACR, NO_ACR (spec `resultado`). */
    resultadoClave: text('resultado_clave').notNull().default('PTE'),
    nivelClave: text('nivel_clave'),
    nivelNombre: text('nivel_nombre'),
    fechaPublicacion: text('fecha_publicacion'),
    /** Follow-up (spec `fechaLimiteSiguiente`, must be after today): the next cycle's deadline. */
    fechaLimiteSiguiente: text('fecha_limite_siguiente'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('autoevaluaciones_fase_uq').on(t.proyectoId, t.faseClave),
    // The management index's deadlines at risk: the records under way due within a range of days.
    index('autoevaluaciones_plazo_idx').on(t.instanciaId, t.estadoClave, t.fechaLimite),
  ],
);

/**
 * One row per reminder sent: a template, what it was about and the milestone date it was
 * computed from. The unique key makes the scheduled job idempotent.
 */
export const notificacionesEnviadas = sqliteTable(
  'notificaciones_enviadas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantillaId: integer('plantilla_id')
      .notNull()
      .references(() => plantillasNotificacion.id, { onDelete: 'cascade' }),
    /**
     * What it was sent about: 'PRY:<id>' or 'SOL:<id>'. One text column rather than two nullable
     * ids, because SQLite treats NULLs as distinct in a unique index.
     */
    destino: text('destino').notNull(),
    /** The milestone date (ISO) the reminder refers to. */
    hitoFecha: text('hito_fecha').notNull(),
    enviadaEn: text('enviada_en').notNull(),
  },
  (t) => [uniqueIndex('notificaciones_enviadas_uq').on(t.plantillaId, t.destino, t.hitoFecha)],
);
