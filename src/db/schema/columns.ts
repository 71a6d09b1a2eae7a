import { integer, text } from 'drizzle-orm/sqlite-core';

/**
 * Audit columns every domain table carries (spec: creation and last modification,
 * each with date, user id and user name). Dates are ISO-8601 strings in UTC.
 */
export const auditColumns = () => ({
  altaFecha: text('alta_fecha').notNull(),
  altaUsuarioId: integer('alta_usuario_id'),
  altaUsuarioNombre: text('alta_usuario_nombre'),
  modificacionFecha: text('modificacion_fecha'),
  modificacionUsuarioId: integer('modificacion_usuario_id'),
  modificacionUsuarioNombre: text('modificacion_usuario_nombre'),
});

/** The owning instance; every instance-scoped table has it. */
export const instanciaColumn = () => text('instancia_id').notNull();
