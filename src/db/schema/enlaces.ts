import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';

/** Where a link shows: the public pages, management, the self-assessment area, the evaluation area. */
export const LUGARES_ENLACE = ['PUBLICO', 'GESTION', 'AUTOEVALUACION', 'EVALUACION'] as const;
export type LugarEnlace = (typeof LUGARES_ENLACE)[number];

/** Links the agency keeps (enlacesGestion) and shows in one place each, in its own order. */
export const enlaces = sqliteTable(
  'enlaces',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    titulo: text('titulo').notNull(),
    /** http or https only (src/domain/enlaces/schema.ts). */
    url: text('url').notNull(),
    descripcion: text('descripcion'),
    lugarClave: text('lugar_clave').$type<LugarEnlace>().notNull(),
    /** Position within its place, 1 first. */
    orden: integer('orden').notNull(),
    ...auditColumns(),
  },
  (t) => [index('enlaces_lugar_idx').on(t.instanciaId, t.lugarClave, t.orden)],
);
