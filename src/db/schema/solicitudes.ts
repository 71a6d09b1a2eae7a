import { type SQL, sql } from 'drizzle-orm';
import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
  // Every sort key's index carries every filter, and every filter's index the other filters
  // (migration 0021), so any filters with any sort read one index, the table only for the page's
  // 20 rows: the planner (by sqlite_stat1) walks a sort key's order testing the filters on each
  // entry, or sorts a filter's matches. The selective filters (a province, a date range) also
  // carry every sort key, so their matches are sorted from the index entries (migration 0026);
  // the others match a large share of the rows, whose order is walked.
  (t) => {
    const filtros: SQLiteColumn[] = [t.estadoClave, t.provinciaId, t.procesoId, t.ambitoId];
    const claves = [t.referencia, t.provinciaOrden, t.municipioOrden, sql`lower(${t.nombre})`];
    /** A filter's index: its value, the default order (newest first, then id), the other filters (and the sort keys). */
    const filtro = (nombre: string, cols: SQLiteColumn[], conClaves: boolean) =>
      index(nombre).on(
        t.instanciaId,
        ...cols,
        t.altaFecha,
        t.id,
        ...filtros.filter((c) => !cols.includes(c)),
        ...(conClaves ? claves : []),
      );
    /** A sort key's index: the key, the tie-break (id), then every filter. */
    const orden = (nombre: string, clave: SQLiteColumn | SQL) =>
      index(nombre).on(t.instanciaId, clave, t.id, ...filtros.filter((c) => c !== clave), t.altaFecha);
    return [
      uniqueIndex('solicitudes_referencia_uq').on(t.instanciaId, t.referencia),
      index('solicitudes_proceso_idx').on(t.procesoId),
      index('solicitudes_centro_idx').on(t.centroId),
      filtro('solicitudes_estado_idx', [t.estadoClave], true),
      filtro('solicitudes_provincia_idx', [t.provinciaId], true),
      // The staff's work queue, a province's requests in one status ("pending in Madrid"): the
      // pair's own index, so its count and any order read only the pair's matches (a third of
      // the province's at 100,000 requests), the default order walked (migration 0028).
      filtro('solicitudes_provincia_estado_idx', [t.provinciaId, t.estadoClave], true),
      filtro('solicitudes_ambito_idx', [t.ambitoId], false),
      filtro('solicitudes_proceso_alta_idx', [t.procesoId], false),
      // The default order and a date range (no filter column before the date).
      filtro('solicitudes_alta_idx', [], true),
      orden('solicitudes_referencia_idx', t.referencia),
      orden('solicitudes_nombre_idx', sql`lower(${t.nombre})`),
      orden('solicitudes_estado_orden_idx', t.estadoClave),
      // Sorting by Id.
      index('solicitudes_instancia_idx').on(t.instanciaId, t.id, ...filtros, t.altaFecha),
      orden('solicitudes_provincia_orden_idx', t.provinciaOrden),
      orden('solicitudes_municipio_orden_idx', t.municipioOrden),
    ];
  },
);

/**
 * The last reference number issued per instance and year (ADR 0072). It only ever grows:
 * deleting the newest request must not free its number, because the applicant was already
 * told it. Written in the same batch as the request that takes the number.
 */
export const referenciasSolicitud = sqliteTable(
  'referencias_solicitud',
  {
    instanciaId: instanciaColumn(),
    anio: integer('anio').notNull(),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanciaId, t.anio] })],
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
