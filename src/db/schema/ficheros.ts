import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { usuarios } from './identidad.ts';

/** File type keys of the spec (tipoFichero.clave) that the application itself uses. */
export const TIPOS_FICHERO = ['CER_PUB', 'CER_PRV', 'ACT', 'INF', 'PRY', 'MAN', 'ZC', 'AVATAR'] as const;
export type TipoFicheroClave = (typeof TIPOS_FICHERO)[number];
/** A stored file's type: one of the above, or a process's own file type key (a request's MEM, PLA…). */
export type TipoClaveFichero = TipoFicheroClave | (string & {});

/**
 * Metadata of stored files. The bytes live in the storage port
 * (src/platform/storage) under `clave_almacen`, a server-generated random key: the client's
 * file name is kept only for display and never reaches a path.
 *
 * The owner columns say what a file belongs to; at most one is usually set. Only usuario_id
 * has a foreign key now: projects, manuals, requests and accreditations arrive with their
 * issues, which add theirs.
 */
export const ficheros = sqliteTable(
  'ficheros',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    /** The client's file name, for display and downloads only. */
    nombreFisico: text('nombre_fisico').notNull(),
    claveAlmacen: text('clave_almacen').notNull(),
    /** MIME type sniffed from the content (src/domain/ficheros/sniff.ts), not the client's claim. */
    tipoContenido: text('tipo_contenido').notNull(),
    bytes: integer('bytes').notNull(),
    tipoClave: text('tipo_clave').$type<TipoClaveFichero>().notNull(),
    // Users are deactivated rather than deleted; should one be deleted, the metadata stays
    // (so the stored bytes can still be found and cleaned up) without blocking the delete.
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    proyectoId: integer('proyecto_id'),
    manualId: integer('manual_id'),
    solicitudId: integer('solicitud_id'),
    acreditacionId: integer('acreditacion_id'),
    actuacionId: integer('actuacion_id'),
    /** A message's attachment (type ZC). */
    mensajeId: integer('mensaje_id'),
    descripcion: text('descripcion'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('ficheros_clave_almacen_uq').on(t.claveAlmacen),
    index('ficheros_usuario_idx').on(t.instanciaId, t.usuarioId),
    index('ficheros_proyecto_idx').on(t.proyectoId),
    index('ficheros_manual_idx').on(t.manualId),
    index('ficheros_solicitud_idx').on(t.solicitudId),
    index('ficheros_acreditacion_idx').on(t.acreditacionId),
    index('ficheros_actuacion_idx').on(t.actuacionId),
    index('ficheros_mensaje_idx').on(t.mensajeId),
  ],
);

export type Fichero = typeof ficheros.$inferSelect;
