import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { auditColumns, instanciaColumn } from './columns.ts';
import { etiquetas, usuarios } from './identidad.ts';
import { proyectos } from './proyectos.ts';
import { centros } from './solicitudes.ts';

/**
 * The kinds of actuación an instance records (spec lookup `tiposActuacion`): visita, reunión,
 * llamada, formación, incidencia… Per instance, since each agency names its own.
 */
export const tiposActuacion = sqliteTable(
  'tipos_actuacion',
  {
    instanciaId: instanciaColumn(),
    clave: text('clave').notNull(),
    nombre: text('nombre').notNull(),
    orden: integer('orden').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanciaId, t.clave] })],
);

/** The agency's record of its activities (actuaciones): a visit, a meeting, a call… */
export const actuaciones = sqliteTable(
  'actuaciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    instanciaId: instanciaColumn(),
    titulo: text('titulo'),
    descripcion: text('descripcion').notNull(),
    /** Calendar days, yyyy-mm-dd. */
    fechaInicio: text('fecha_inicio'),
    fechaFin: text('fecha_fin'),
    tipoClave: text('tipo_clave').notNull(),
    proyectoId: integer('proyecto_id').references(() => proyectos.id),
    ...auditColumns(),
  },
  (t) => [
    // The list's default order (newest first) and a project's own list.
    index('actuaciones_fecha_idx').on(t.instanciaId, t.fechaInicio, t.id),
    index('actuaciones_proyecto_idx').on(t.proyectoId, t.fechaInicio),
  ],
);

/** The people an actuación involves (agency staff or the centre's people). */
export const actuacionUsuarios = sqliteTable(
  'actuacion_usuarios',
  {
    actuacionId: integer('actuacion_id')
      .notNull()
      .references(() => actuaciones.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      // Accounts are deactivated, not deleted; should one go, it leaves the actuaciones it was in.
      .references(() => usuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.actuacionId, t.usuarioId] }), index('actuacion_usuarios_usuario_idx').on(t.usuarioId)],
);

/** The centres an actuación concerns (a centre's page lists them). */
export const actuacionCentros = sqliteTable(
  'actuacion_centros',
  {
    actuacionId: integer('actuacion_id')
      .notNull()
      .references(() => actuaciones.id, { onDelete: 'cascade' }),
    centroId: integer('centro_id')
      .notNull()
      // A centre deleted leaves the actuaciones that named it (they are the agency's record).
      .references(() => centros.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.actuacionId, t.centroId] }), index('actuacion_centros_centro_idx').on(t.centroId)],
);

/** Tags of type ACT on actuaciones (actuaciones/{id}/etiquetas/reasignar). */
export const actuacionEtiquetas = sqliteTable(
  'actuacion_etiquetas',
  {
    actuacionId: integer('actuacion_id')
      .notNull()
      .references(() => actuaciones.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiquetas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.actuacionId, t.etiquetaId] }), index('actuacion_etiquetas_etiqueta_idx').on(t.etiquetaId)],
);
