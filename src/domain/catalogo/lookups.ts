import { asc } from 'drizzle-orm';
import { mapas, tiposPregunta, tiposPrueba } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';

// Catalogue lookups: public, read-only, written by the seed.

export function listMapas(opts: { db: Db; query: ListQuery }) {
  return pagedSelect({
    db: opts.db,
    table: mapas,
    fields: { Id: mapas.id, Clave: mapas.clave, Nombre: mapas.nombre, Orden: mapas.orden },
    defaultOrder: [asc(mapas.orden)],
    query: opts.query,
  });
}

export function listTiposPrueba(opts: { db: Db; query: ListQuery }) {
  return pagedSelect({
    db: opts.db,
    table: tiposPrueba,
    fields: { Clave: tiposPrueba.clave, Nombre: tiposPrueba.nombre, Orden: tiposPrueba.orden },
    defaultOrder: [asc(tiposPrueba.orden)],
    query: opts.query,
  });
}

export function listTiposPregunta(opts: { db: Db; query: ListQuery }) {
  return pagedSelect({
    db: opts.db,
    table: tiposPregunta,
    fields: {
      Clave: tiposPregunta.clave,
      Nombre: tiposPregunta.nombre,
      ConRespuestas: tiposPregunta.conRespuestas,
      Orden: tiposPregunta.orden,
    },
    defaultOrder: [asc(tiposPregunta.orden)],
    query: opts.query,
  });
}
