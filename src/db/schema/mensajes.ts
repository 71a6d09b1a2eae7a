import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { estandares } from './catalogo.ts';
import { instanciaColumn } from './columns.ts';
import { etiquetas, usuarios } from './identidad.ts';
import { proyectos } from './proyectos.ts';
import { centros } from './solicitudes.ts';

// Messages between a project's centre team and the agency (docs/decisions/0057-mensajes.md).
// A thread (hilo) is the first message and its replies; the thread row keeps what the lists
// sort and filter by (last message, project, centre) so the inbox reads an index in order.

export const hilos = sqliteTable(
  'hilos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    proyectoId: integer('proyecto_id')
      .notNull()
      .references(() => proyectos.id, { onDelete: 'cascade' }),
    /** The project's centre, kept so the inbox filters by centre without a join. */
    centroId: integer('centro_id')
      .notNull()
      .references(() => centros.id),
    asunto: text('asunto').notNull(),
    /** A question about a standard: shown on that standard's page in the self-assessment area. */
    estandarId: integer('estandar_id').references(() => estandares.id),
    /** ISO date-time of the last message: the lists' order. */
    ultimoEn: text('ultimo_en').notNull(),
    nMensajes: integer('n_mensajes').notNull().default(1),
    altaFecha: text('alta_fecha').notNull(),
    altaUsuarioId: integer('alta_usuario_id'),
  },
  (t) => [
    index('hilos_bandeja_idx').on(t.instanciaId, t.ultimoEn, t.id),
    index('hilos_proyecto_idx').on(t.proyectoId, t.ultimoEn, t.id),
    index('hilos_centro_idx').on(t.instanciaId, t.centroId, t.ultimoEn, t.id),
    index('hilos_estandar_idx').on(t.proyectoId, t.estandarId),
  ],
);

export const mensajes = sqliteTable(
  'mensajes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    hiloId: integer('hilo_id')
      .notNull()
      .references(() => hilos.id, { onDelete: 'cascade' }),
    proyectoId: integer('proyecto_id').notNull(),
    mensajePadreId: integer('mensaje_padre_id'),
    asunto: text('asunto').notNull(),
    /** Plain text, shown escaped everywhere (pages and mails). */
    cuerpo: text('cuerpo').notNull(),
    estandarId: integer('estandar_id'),
    tipoClave: text('tipo_clave'),
    /** The side that wrote it: CEN the centre's team, AGE the agency. */
    lado: text('lado').$type<'CEN' | 'AGE'>().notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuarioNombre: text('usuario_nombre'),
    fecha: text('fecha').notNull(),
  },
  (t) => [index('mensajes_hilo_idx').on(t.hiloId, t.id)],
);

/**
 * A message not yet read by a person who may see it, one row each, written with the message
 * and removed when they read it: the unread counts are an index range of the reader's own
 * rows, never a scan of the messages.
 */
export const mensajePendientes = sqliteTable(
  'mensaje_pendientes',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    mensajeId: integer('mensaje_id')
      .notNull()
      .references(() => mensajes.id, { onDelete: 'cascade' }),
    hiloId: integer('hilo_id').notNull(),
    proyectoId: integer('proyecto_id').notNull(),
    instanciaId: instanciaColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.mensajeId] }),
    index('mensaje_pendientes_hilo_idx').on(t.usuarioId, t.hiloId),
    index('mensaje_pendientes_proyecto_idx').on(t.usuarioId, t.proyectoId),
    index('mensaje_pendientes_instancia_idx').on(t.usuarioId, t.instanciaId, t.hiloId),
    index('mensaje_pendientes_mensaje_idx').on(t.mensajeId),
  ],
);

/** Who read a message and when (the message-reads dialog). */
export const mensajeLecturas = sqliteTable(
  'mensaje_lecturas',
  {
    mensajeId: integer('mensaje_id')
      .notNull()
      .references(() => mensajes.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    fecha: text('fecha').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mensajeId, t.usuarioId] })],
);

/** Tags of type MEN on messages (mensajes/{id}/etiquetas/reasignar). */
export const mensajeEtiquetas = sqliteTable(
  'mensaje_etiquetas',
  {
    mensajeId: integer('mensaje_id')
      .notNull()
      .references(() => mensajes.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mensajeId, t.etiquetaId] }), index('mensaje_etiquetas_etiqueta_idx').on(t.etiquetaId)],
);

/** A person's choice about the mail a new message sends them (no row: they get it). */
export const mensajeAvisos = sqliteTable('mensaje_avisos', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  correo: integer('correo', { mode: 'boolean' }).notNull(),
});
