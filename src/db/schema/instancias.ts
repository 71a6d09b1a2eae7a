import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { auditColumns } from './columns.ts';

/**
 * An instance of the product: its own branding, terminology and data. Terminology and
 * branding are stored as JSON so a new instance needs no migration.
 */
export const instancias = sqliteTable('instancias', {
  id: text('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion'),
  colorPrimario: text('color_primario').notNull(),
  colorSecundario: text('color_secundario').notNull(),
  colorAcento: text('color_acento').notNull(),
  /** Path (under /public) or absolute URL of the logo image. */
  logo: text('logo'),
  /** Labels that replace the generic domain terms, e.g. { bloque: "dimensión" }. */
  terminologia: text('terminologia', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  emailContacto: text('email_contacto'),
  activo: integer('activo', { mode: 'boolean' }).notNull().default(true),
  ...auditColumns(),
});

export type Instancia = typeof instancias.$inferSelect;
