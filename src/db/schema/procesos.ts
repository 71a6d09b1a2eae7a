import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ambitos, manuales } from './catalogo.ts';
import { auditColumns, instanciaColumn } from './columns.ts';
import { perfiles } from './identidad.ts';
import { fasesProyecto, mediosNotificacion, tiposHito } from './lookups.ts';

// Processes (procesos): the calls centres apply to. A process
// names its manual, when it is open, what a request must bring (people per profile, files per
// file type), the deadlines of each project phase, the scopes it covers and the reminder
// templates the scheduled job sends.

const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

export const procesos = sqliteTable(
  'procesos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    manualId: integer('manual_id')
      .notNull()
      .references(() => manuales.id),
    /** Standards a centre must meet. */
    minimo: integer('minimo').notNull().default(0),
    /** ISO dates (yyyy-mm-dd); open on a day d when fechaApertura <= d <= fechaCierre. */
    fechaApertura: text('fecha_apertura'),
    fechaCierre: text('fecha_cierre'),
    /** Months an accreditation granted under this process stays in force. */
    plazoVigenciaAcreditacion: integer('plazo_vigencia_acreditacion'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('procesos_codigo_uq').on(t.instanciaId, t.codigo),
    index('procesos_fechas_idx').on(t.instanciaId, t.fechaApertura, t.fechaCierre),
  ],
);

/** The people a request names, one entry per profile; `requiereDatos` asks for document, e-mail, phone. */
export const procesoPerfiles = sqliteTable(
  'proceso_perfiles',
  {
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id),
    requiereDatos: bool('requiere_datos'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.procesoId, t.perfilId] })],
);

/** File types of a process: each gives a required upload in the request (unless interno). */
export const procesoTiposFichero = sqliteTable(
  'proceso_tipos_fichero',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    /** Bytes (typed in KB in the form, 1 KB = 1000 bytes). */
    limiteTamano: integer('limite_tamano'),
    limiteFicheros: integer('limite_ficheros'),
    /** Comma-separated extensions without dots, e.g. "pdf,jpg". */
    extensiones: text('extensiones'),
    /** Internal types are for staff only and are not asked of the applicant. */
    interno: bool('interno'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [uniqueIndex('proceso_tipos_fichero_clave_uq').on(t.procesoId, t.clave)],
);

export const procesoTipoFicheroAmbitos = sqliteTable(
  'proceso_tipo_fichero_ambitos',
  {
    tipoFicheroId: integer('tipo_fichero_id')
      .notNull()
      .references(() => procesoTiposFichero.id, { onDelete: 'cascade' }),
    ambitoId: integer('ambito_id')
      .notNull()
      .references(() => ambitos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tipoFicheroId, t.ambitoId] })],
);

/** Deadline (days) and minimum of each project phase under this process. */
export const procesoFasesProyecto = sqliteTable(
  'proceso_fases_proyecto',
  {
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    faseClave: text('fase_clave')
      .notNull()
      .references(() => fasesProyecto.clave),
    plazo: integer('plazo'),
    minimo: integer('minimo'),
  },
  (t) => [primaryKey({ columns: [t.procesoId, t.faseClave] })],
);

/** Scopes a process covers, each with the standards required in it. */
export const procesoAmbitos = sqliteTable(
  'proceso_ambitos',
  {
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    ambitoId: integer('ambito_id')
      .notNull()
      .references(() => ambitos.id),
    minimo: integer('minimo'),
  },
  (t) => [primaryKey({ columns: [t.procesoId, t.ambitoId] })],
);

/** Reminder and notice templates: sent `dias` before (negative) or after a milestone. */
export const plantillasNotificacion = sqliteTable(
  'plantillas_notificacion',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    asunto: text('asunto'),
    /** Text with {placeholders} filled in when sent. */
    cuerpo: text('cuerpo'),
    tipoHitoClave: text('tipo_hito_clave').references(() => tiposHito.clave),
    medioNotificacionClave: text('medio_notificacion_clave')
      .notNull()
      .references(() => mediosNotificacion.clave),
    descripcion: text('descripcion'),
    /** Extra recipients, comma-separated. */
    direccionesEmail: text('direcciones_email'),
    dias: integer('dias'),
    perfilId: integer('perfil_id').references(() => perfiles.id),
    faseProyectoClave: text('fase_proyecto_clave').references(() => fasesProyecto.clave),
    activo: integer('activo', { mode: 'boolean' }).notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('plantillas_notificacion_proceso_idx').on(t.procesoId, t.activo)],
);
