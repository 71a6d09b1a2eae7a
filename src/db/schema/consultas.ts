import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { etiquetas, usuarios } from './identidad.ts';
import { tiposDocumentoIdentidad } from './lookups.ts';

// Enquiries (consultas): a question sent through the public contact form, or recorded by staff,
// that staff answer. The enquirer has no account: the enquiry keeps who asked and how to reach them.

/** The ways an enquiry arrives (its `origen`): the public form, or staff recording one that came another way. */
export const ORIGENES_CONSULTA = ['contacto', 'correo', 'telefono', 'presencial', 'gestion'] as const;
export type OrigenConsulta = (typeof ORIGENES_CONSULTA)[number];

export const consultas = sqliteTable(
  'consultas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    /** The reference the acknowledgement mail gives the enquirer (e.g. CON-2026-7KD3MQ); unique in its instance. */
    referencia: text('referencia').notNull(),
    nombre: text('nombre').notNull(),
    tipoDocumentoIdentidadClave: text('tipo_documento_identidad_clave')
      .notNull()
      .references(() => tiposDocumentoIdentidad.clave),
    documentoIdentidad: text('documento_identidad').notNull(),
    /** Stored lower-case. */
    direccionEmail: text('direccion_email').notNull(),
    telefono: text('telefono').notNull(),
    texto: text('texto').notNull(),
    /** pendiente or resuelta; null when staff cleared it. */
    estadoClave: text('estado_clave'),
    /** The day it was resolved (yyyy-mm-dd); set, the enquiry is resolved. */
    fechaResolucion: text('fecha_resolucion'),
    respuesta: text('respuesta'),
    origen: text('origen', { enum: ORIGENES_CONSULTA }).notNull(),
    usuarioResponsableId: integer('usuario_responsable_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  // One index per filter of the list, each ending in its default order (newest first).
  (t) => [
    uniqueIndex('consultas_referencia_uq').on(t.instanciaId, t.referencia),
    index('consultas_alta_idx').on(t.instanciaId, t.altaFecha),
    index('consultas_estado_idx').on(t.instanciaId, t.estadoClave, t.altaFecha),
    index('consultas_responsable_idx').on(t.instanciaId, t.usuarioResponsableId, t.altaFecha),
  ],
);

/** Tags of type CON on an enquiry. */
export const consultaEtiquetas = sqliteTable(
  'consulta_etiquetas',
  {
    consultaId: integer('consulta_id')
      .notNull()
      .references(() => consultas.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.consultaId, t.etiquetaId] }), index('consulta_etiquetas_etiqueta_idx').on(t.etiquetaId)],
);

/** Staff observations on an enquiry (consultaObservacion). */
export const consultaObservaciones = sqliteTable(
  'consulta_observaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    consultaId: integer('consulta_id')
      .notNull()
      .references(() => consultas.id, { onDelete: 'cascade' }),
    observacion: text('observacion').notNull(),
    ...auditColumns(),
  },
  (t) => [index('consulta_observaciones_consulta_idx').on(t.consultaId)],
);

/**
 * The key the contact form's time stamps are signed with, one per instance, made on first use.
 * Held in the database (never in process memory) so every server and Worker isolate checks a
 * stamp another one signed.
 */
export const consultaClaves = sqliteTable('consulta_claves', {
  instanciaId: text('instancia_id').primaryKey(),
  clave: text('clave').notNull(),
});
