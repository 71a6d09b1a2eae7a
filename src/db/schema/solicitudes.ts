import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ambitos } from './catalogo.ts';
import { auditColumns, instanciaColumn } from './columns.ts';
import { perfiles, usuarios } from './identidad.ts';
import { localidades, municipios, provincias, sexos, tiposDocumentoIdentidad } from './lookups.ts';
import { procesos } from './procesos.ts';

// Applicant centres and their requests.

/** Applicant centres (solicitantes). A request creates or reuses one by CIF. */
export const centros = sqliteTable(
  'centros',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    nombre: text('nombre').notNull(),
    cif: text('cif'),
    direccion: text('direccion'),
    codigoPostal: text('codigo_postal').notNull(),
    provinciaId: integer('provincia_id').references(() => provincias.id),
    municipioId: integer('municipio_id').references(() => municipios.id),
    localidadId: integer('localidad_id').references(() => localidades.id),
    /** Sort keys of the list (ADR 0018): the province's and municipality's `busqueda`, kept by triggers. */
    provinciaOrden: text('provincia_orden'),
    municipioOrden: text('municipio_orden'),
    ...auditColumns(),
  },
  // One index per filter and sort of the centres list (the default order is the newest first).
  (t) => [
    index('centros_cif_idx').on(t.instanciaId, t.cif),
    index('centros_alta_idx').on(t.instanciaId, t.altaFecha),
    index('centros_provincia_idx').on(t.instanciaId, t.provinciaId, t.altaFecha),
    index('centros_nombre_idx').on(t.instanciaId, sql`lower(${t.nombre})`),
    // A province's centres by name (the centres selector's order) without sorting them (migration 0021).
    index('centros_provincia_nombre_idx').on(t.instanciaId, t.provinciaId, sql`lower(${t.nombre})`),
    index('centros_codigo_postal_idx').on(t.instanciaId, t.codigoPostal),
    // Sorting by Id: the instance's rows in id order (the row id follows every index's columns).
    index('centros_instancia_idx').on(t.instanciaId),
    index('centros_provincia_orden_idx').on(t.instanciaId, t.provinciaOrden),
    index('centros_municipio_orden_idx').on(t.instanciaId, t.municipioOrden),
  ],
);

export const ESTADOS_SOLICITUD = ['PTE', 'ACE', 'NO_ACE'] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];

/**
 * Requests. The centre's data are kept as sent (a snapshot) beside the link to the centre, so
 * later edits of the centre do not rewrite what was applied for.
 */
export const solicitudes = sqliteTable(
  'solicitudes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    /** Reference number given to the applicant (e.g. SOL-2026-000042). */
    referencia: text('referencia').notNull(),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id),
    centroId: integer('centro_id')
      .notNull()
      .references(() => centros.id),
    estadoClave: text('estado_clave').$type<EstadoSolicitud>().notNull().default('PTE'),
    ambitoId: integer('ambito_id').references(() => ambitos.id),
    nombre: text('nombre').notNull(),
    cif: text('cif'),
    direccion: text('direccion'),
    codigoPostal: text('codigo_postal'),
    provinciaId: integer('provincia_id').references(() => provincias.id),
    municipioId: integer('municipio_id').references(() => municipios.id),
    localidadId: integer('localidad_id').references(() => localidades.id),
    /** ISO dates. */
    fechaInicio: text('fecha_inicio'),
    fechaLimite: text('fecha_limite'),
    fechaVisita: text('fecha_visita'),
    matricula: text('matricula'),
    observaciones: text('observaciones'),
    /** Annex I (Nice classification) classes, comma-separated. */
    nica: text('nica'),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    usuarioAdministrativoId: integer('usuario_administrativo_id').references(() => usuarios.id),
    usuarioTutorId: integer('usuario_tutor_id').references(() => usuarios.id),
    /** Where the acceptance/rejection was decided (ISO date-time). */
    fechaResolucion: text('fecha_resolucion'),
    /** Sort keys of the list (ADR 0018): the province's and municipality's `busqueda`, kept by triggers. */
    provinciaOrden: text('provincia_orden'),
    municipioOrden: text('municipio_orden'),
    ...auditColumns(),
  },
  // One index per filter and sort of the requests list (the default order is the newest first).
  (t) => [
    uniqueIndex('solicitudes_referencia_uq').on(t.instanciaId, t.referencia),
    // Each filter's index carries the other filters' columns after its own order (newest first,
    // then id: the tie-break, written out because the row id no longer ends the key): two filters
    // together are then tested inside the index, so their capped count reads no row of the table
    // and their default page reads only its 20 rows (migration 0021).
    index('solicitudes_estado_idx').on(t.instanciaId, t.estadoClave, t.altaFecha, t.id, t.provinciaId, t.procesoId, t.ambitoId),
    index('solicitudes_proceso_idx').on(t.procesoId),
    index('solicitudes_centro_idx').on(t.centroId),
    index('solicitudes_provincia_idx').on(
      t.instanciaId,
      t.provinciaId,
      t.altaFecha,
      t.id,
      t.estadoClave,
      t.procesoId,
      t.ambitoId,
    ),
    index('solicitudes_alta_idx').on(t.instanciaId, t.altaFecha),
    index('solicitudes_ambito_idx').on(t.instanciaId, t.ambitoId, t.altaFecha, t.id, t.estadoClave, t.provinciaId, t.procesoId),
    index('solicitudes_proceso_alta_idx').on(
      t.instanciaId,
      t.procesoId,
      t.altaFecha,
      t.id,
      t.estadoClave,
      t.provinciaId,
      t.ambitoId,
    ),
    index('solicitudes_nombre_idx').on(t.instanciaId, sql`lower(${t.nombre})`),
    // Sorting by Estado or Id: the row id after the key gives the tie-break (listing.ts).
    index('solicitudes_estado_orden_idx').on(t.instanciaId, t.estadoClave),
    index('solicitudes_instancia_idx').on(t.instanciaId),
    index('solicitudes_provincia_orden_idx').on(t.instanciaId, t.provinciaOrden),
    index('solicitudes_municipio_orden_idx').on(t.instanciaId, t.municipioOrden),
  ],
);

/** The people of a request, one per process profile (the applicant's profile entries). */
export const solicitudPerfiles = sqliteTable(
  'solicitud_perfiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id),
    nombre: text('nombre').notNull(),
    apellido1: text('apellido1').notNull(),
    apellido2: text('apellido2'),
    sexoId: integer('sexo_id')
      .notNull()
      .references(() => sexos.id),
    cargo: text('cargo').notNull(),
    tipoDocumentoIdentidadClave: text('tipo_documento_identidad_clave').references(() => tiposDocumentoIdentidad.clave),
    documentoIdentidad: text('documento_identidad'),
    direccionEmail: text('direccion_email'),
    telefono: text('telefono'),
  },
  (t) => [index('solicitud_perfiles_solicitud_idx').on(t.solicitudId)],
);

/** Observations and non-conformities of a request (same shape; a non-conformity blocks acceptance). */
export const solicitudObservaciones = sqliteTable(
  'solicitud_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** OBS observation, NC non-conformity. */
    tipoClave: text('tipo_clave').$type<'OBS' | 'NC'>().notNull(),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('solicitud_observaciones_idx').on(t.solicitudId, t.tipoClave)],
);
