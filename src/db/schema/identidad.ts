import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';

/** People who sign in (the spec's aspNetUsers/usuarios). E-mail and user name are unique per instance. */
export const usuarios = sqliteTable(
  'usuarios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    userName: text('user_name').notNull(),
    /** Stored lower-case: sign-in and uniqueness ignore case. */
    email: text('email').notNull(),
    nombre: text('nombre').notNull().default(''),
    apellido1: text('apellido1').notNull(),
    apellido2: text('apellido2'),
    tipoDocumentoIdentidadClave: text('tipo_documento_identidad_clave').notNull(),
    documentoIdentidad: text('documento_identidad'),
    sexoId: integer('sexo_id'),
    telefono: text('telefono'),
    provinciaId: integer('provincia_id'),
    esPersona: integer('es_persona', { mode: 'boolean' }).notNull().default(true),
    activo: integer('activo', { mode: 'boolean' }).notNull().default(true),
    esSuperAdmin: integer('es_super_admin', { mode: 'boolean' }).notNull().default(false),
    /** scrypt hash (see src/domain/identidad/password.ts); null until the person sets one. */
    passwordHash: text('password_hash'),
    /** The profile type the user works as now (PUT yo/tiposPerfil). */
    tipoPerfil: text('tipo_perfil'),
    ficheroAvatarId: integer('fichero_avatar_id'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('usuarios_email_uq').on(t.instanciaId, t.email),
    uniqueIndex('usuarios_user_name_uq').on(t.instanciaId, t.userName),
    index('usuarios_activo_idx').on(t.instanciaId, t.activo),
  ],
);

/** Permission keys of the spec. */
export const permisos = sqliteTable('permisos', {
  clave: text('clave').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** Profiles (REPRE, AUTOEVAL, …); TipoClave groups them into the profile types a user switches between. */
export const perfiles = sqliteTable(
  'perfiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    clave: text('clave').notNull(),
    nombrePublico: text('nombre_publico').notNull(),
    tipoClave: text('tipo_clave').notNull(),
    /** Can be held for the whole system (true) or only for one project (false). */
    general: integer('general', { mode: 'boolean' }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('perfiles_clave_uq').on(t.instanciaId, t.clave)],
);

export const perfilPermisos = sqliteTable(
  'perfil_permisos',
  {
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    permisoClave: text('permiso_clave')
      .notNull()
      .references(() => permisos.clave),
    /** true: E (write); false: L (read). */
    escritura: integer('escritura', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.permisoClave] })],
);

/**
 * Profiles a user holds: globally (proyectoId null) or for one project. The projects table
 * arrives with its issue; until then proyectoId is a plain integer.
 */
export const usuarioPerfiles = sqliteTable(
  'usuario_perfiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id),
    proyectoId: integer('proyecto_id'),
    ...auditColumns(),
  },
  (t) => [
    // NULL (global) counts as one value here: SQLite treats NULLs in a unique index as distinct.
    uniqueIndex('usuario_perfiles_uq').on(t.usuarioId, t.perfilId, sql`coalesce(${t.proyectoId}, 0)`),
    index('usuario_perfiles_proyecto_idx').on(t.proyectoId),
  ],
);

/**
 * Sessions: only the SHA-256 of the token is stored, never the token.
 * The refresh token is stored the same way.
 */
export const sesiones = sqliteTable(
  'sesiones',
  {
    id: text('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    refrescoHash: text('refresco_hash').notNull(),
    creadaEn: text('creada_en').notNull(),
    expiraEn: text('expira_en').notNull(),
    ultimoUso: text('ultimo_uso').notNull(),
    /** Post-login path the client is sent to (the spec's `redireccion`). */
    redireccion: text('redireccion'),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId), uniqueIndex('sesiones_refresco_uq').on(t.refrescoHash)],
);

/** Failed sign-in attempts per account and per IP (rate limiting without process memory). */
export const intentosAcceso = sqliteTable('intentos_acceso', {
  /** "cuenta:<email>" or "ip:<address>". */
  clave: text('clave').primaryKey(),
  fallos: integer('fallos').notNull(),
  primerFallo: text('primer_fallo').notNull(),
  bloqueadoHasta: text('bloqueado_hasta'),
});

/** Single-use password reset links (hash of the token only). */
export const restablecimientos = sqliteTable(
  'restablecimientos',
  {
    id: text('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    creadoEn: text('creado_en').notNull(),
    expiraEn: text('expira_en').notNull(),
    usadoEn: text('usado_en'),
  },
  (t) => [index('restablecimientos_usuario_idx').on(t.usuarioId)],
);

/**
 * Single-use tickets of a certificate sign-in (hash of the ticket only): the certificate host
 * hands one over and the main host exchanges it for the session within a couple of minutes.
 */
export const ticketsCertificado = sqliteTable(
  'tickets_certificado',
  {
    id: text('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    creadoEn: text('creado_en').notNull(),
    expiraEn: text('expira_en').notNull(),
    usadoEn: text('usado_en'),
  },
  (t) => [index('tickets_certificado_usuario_idx').on(t.usuarioId)],
);

/** Invitations to join as a team member or replacement manager; expire after 48 h. */
export const invitaciones = sqliteTable(
  'invitaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    /** SHA-256 of the token sent in the link. */
    tokenHash: text('token_hash').notNull(),
    direccionEmail: text('direccion_email').notNull(),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfiles.id),
    proyectoId: integer('proyecto_id'),
    incluirRemitente: integer('incluir_remitente', { mode: 'boolean' }).notNull().default(false),
    remitenteId: integer('remitente_id').references(() => usuarios.id),
    /** PTE pending, ACE accepted, CAD expired, CAN cancelled. */
    estado: text('estado').notNull(),
    expiraEn: text('expira_en').notNull(),
    aceptadaEn: text('aceptada_en'),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    // What the inviter already knows of the person (a request's profile entry, the project's
    // invite form): the acceptance page offers it so the invitee only completes what is missing.
    nombre: text('nombre'),
    apellido1: text('apellido1'),
    apellido2: text('apellido2'),
    sexoId: integer('sexo_id'),
    tipoDocumentoIdentidadClave: text('tipo_documento_identidad_clave'),
    documentoIdentidad: text('documento_identidad'),
    telefono: text('telefono'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('invitaciones_token_uq').on(t.tokenHash),
    index('invitaciones_estado_idx').on(t.instanciaId, t.estado, t.expiraEn),
    // A project's Equipo tab lists its invitations.
    index('invitaciones_proyecto_idx').on(t.proyectoId),
  ],
);

/** Tags (the spec's etiquetas). */
export const etiquetas = sqliteTable(
  'etiquetas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    nombre: text('nombre').notNull(),
    color: text('color').notNull(),
    /** Kind of record it tags: USU users, CON consultations, PRY projects, … */
    tipoClave: text('tipo_clave').notNull(),
    ...auditColumns(),
  },
  (t) => [index('etiquetas_tipo_idx').on(t.instanciaId, t.tipoClave)],
);

export const usuarioEtiquetas = sqliteTable(
  'usuario_etiquetas',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.etiquetaId] })],
);

export type Usuario = typeof usuarios.$inferSelect;
export type Perfil = typeof perfiles.$inferSelect;
