import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { ficheros } from './ficheros.ts';
import { usuarios } from './identidad.ts';
import { procesos } from './procesos.ts';

/** Signature statuses (estados Firma): pending, signed. */
export const ESTADOS_FIRMA = ['PTE', 'FIR'] as const;
export type EstadoFirma = (typeof ESTADOS_FIRMA)[number];

/**
 * A process setting: the files of type `tipo_fichero_clave` of its projects must be signed by a
 * holder of the profile `perfil_clave`, in `orden`. A process without rows uses the defaults of
 * src/domain/firmas/requisitos.ts.
 */
export const procesoFirmas = sqliteTable(
  'proceso_firmas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    procesoId: integer('proceso_id')
      .notNull()
      .references(() => procesos.id, { onDelete: 'cascade' }),
    tipoFicheroClave: text('tipo_fichero_clave').notNull(),
    perfilClave: text('perfil_clave').notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [uniqueIndex('proceso_firmas_uq').on(t.procesoId, t.tipoFicheroClave, t.perfilClave)],
);

/**
 * A signature made on a file by a holder of a profile (spec entity `firma`). The pending ones
 * (PTE) are the requirements without a row; a row is written when the file is signed (FIR).
 */
export const firmas = sqliteTable(
  'firmas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    ficheroId: integer('fichero_id')
      .notNull()
      .references(() => ficheros.id, { onDelete: 'cascade' }),
    tipoFicheroClave: text('tipo_fichero_clave').notNull(),
    perfilClave: text('perfil_clave').notNull(),
    estado: text('estado').$type<EstadoFirma>().notNull(),
    usuarioFirmaId: integer('usuario_firma_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuarioFirmaNombre: text('usuario_firma_nombre'),
    fechaFirma: text('fecha_firma'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('firmas_fichero_perfil_uq').on(t.ficheroId, t.perfilClave),
    index('firmas_instancia_idx').on(t.instanciaId),
  ],
);

export type Firma = typeof firmas.$inferSelect;
