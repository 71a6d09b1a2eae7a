import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { instanciaColumn } from './columns.ts';

// Geography uses INE codes as ids: province 28, municipality 28079,
// locality 280790001. The prefix rule of the spec compares these numbers.

export const provincias = sqliteTable('provincias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  /** Lower-case, accent-free name for text search. */
  busqueda: text('busqueda').notNull(),
  comunidadId: integer('comunidad_id').notNull(),
});

export const municipios = sqliteTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
    busqueda: text('busqueda').notNull(),
    provinciaId: integer('provincia_id')
      .notNull()
      .references(() => provincias.id),
  },
  (t) => [index('municipios_provincia_idx').on(t.provinciaId, t.busqueda), index('municipios_busqueda_idx').on(t.busqueda)],
);

export const localidades = sqliteTable(
  'localidades',
  {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
    busqueda: text('busqueda').notNull(),
    municipioId: integer('municipio_id')
      .notNull()
      .references(() => municipios.id),
    provinciaId: integer('provincia_id')
      .notNull()
      .references(() => provincias.id),
  },
  (t) => [
    index('localidades_municipio_idx').on(t.municipioId, t.busqueda),
    index('localidades_provincia_idx').on(t.provinciaId, t.busqueda),
  ],
);

/** Form of address of a person (the spec's "tratamiento", field sexoId). */
export const sexos = sqliteTable('sexos', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  tratamiento: text('tratamiento').notNull(),
  orden: integer('orden').notNull(),
});

export const tiposDocumentoIdentidad = sqliteTable('tipos_documento_identidad', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

/** Status values of every entity, keyed by entity and key. */
export const estados = sqliteTable(
  'estados',
  {
    entidad: text('entidad').notNull(),
    clave: text('clave').notNull(),
    nombre: text('nombre').notNull(),
    orden: integer('orden').notNull(),
    /** Palette role: positivo, progreso, pendiente, negativo, neutro. */
    color: text('color').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entidad, t.clave] })],
);

export const fasesProyecto = sqliteTable('fases_proyecto', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  /** AUT: self-assessment area, EVA: evaluation area, FIN: end of a cycle. */
  tipoClave: text('tipo_clave').notNull(),
  ciclo: text('ciclo').notNull(),
  orden: integer('orden').notNull(),
});

export const tiposHito = sqliteTable('tipos_hito', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

export const mediosNotificacion = sqliteTable('medios_notificacion', {
  clave: text('clave').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull(),
});

/** Instance-specific value lists (ENTID: kind of entity, ESPEC: speciality). */
export const combos = sqliteTable(
  'combos',
  {
    instanciaId: instanciaColumn(),
    tipo: text('tipo').notNull(),
    indice: integer('indice').notNull(),
    valor: text('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanciaId, t.tipo, t.indice] })],
);
