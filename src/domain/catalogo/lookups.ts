import { mapas, tiposPregunta, tiposPrueba } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import type { ListQuery } from '../listing.ts';
import { listReferencia } from '../lookups/catalogos.ts';

// Catalogue lookups: public, read-only, written by the seed.

type Opts = { db: Db; query: ListQuery };

export const listMapas = (opts: Opts) =>
  listReferencia(mapas, { Id: mapas.id, Clave: mapas.clave, Nombre: mapas.nombre, Orden: mapas.orden }, opts);

export const listTiposPrueba = (opts: Opts) =>
  listReferencia(tiposPrueba, { Clave: tiposPrueba.clave, Nombre: tiposPrueba.nombre, Orden: tiposPrueba.orden }, opts);

export const listTiposPregunta = (opts: Opts) =>
  listReferencia(
    tiposPregunta,
    {
      Clave: tiposPregunta.clave,
      Nombre: tiposPregunta.nombre,
      ConRespuestas: tiposPregunta.conRespuestas,
      Orden: tiposPregunta.orden,
    },
    opts,
  );
