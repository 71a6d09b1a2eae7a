import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { localidades, municipios, provincias } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import { ubicacion as t } from '../../i18n/ubicacion.ts';
import { AppError } from '../errors.ts';
import { localidadBelongsToMunicipio, municipioBelongsToProvincia } from '../geografia/codigos.ts';
import { type ListQuery, normalizeSearch, type Page, pagedSelect } from '../listing.ts';

const textFilter = (column: SQLiteColumn, text?: string): SQL | undefined =>
  text ? like(column, `%${normalizeSearch(text).replace(/[%_]/g, '')}%`) : undefined;

/**
 * Pages of provinces already read, per database: the 52 provinces are the INE list in the code
 * (seeded, never edited while a deploy runs), so a page once read stays right in every process
 * and on Workers. Bounded, since `texto` and paging are the caller's; a failed read is not kept.
 */
const provinciasLeidas = new WeakMap<Db, Map<string, Promise<Page<Record<string, unknown>>>>>();
const MAX_PAGINAS_PROVINCIAS = 500;

export function listProvincias(opts: { db: Db; query: ListQuery; texto?: string }) {
  let leidas = provinciasLeidas.get(opts.db);
  if (!leidas) {
    leidas = new Map();
    provinciasLeidas.set(opts.db, leidas);
  }
  const key = JSON.stringify([opts.query, opts.texto ?? null]);
  const hit = leidas.get(key);
  if (hit) return hit;
  const page = pagedSelect({
    db: opts.db,
    table: provincias,
    fields: { Id: provincias.id, Nombre: provincias.nombre, ComunidadId: provincias.comunidadId },
    where: textFilter(provincias.busqueda, opts.texto),
    defaultOrder: [asc(provincias.busqueda)],
    sortAs: { Nombre: provincias.busqueda },
    query: opts.query,
  });
  if (leidas.size < MAX_PAGINAS_PROVINCIAS) {
    leidas.set(key, page);
    page.catch(() => leidas.delete(key));
  }
  return page;
}

/** Filters that cannot both hold are a caller error, not an empty list. */
function requireConsistentFilters(provinciaId?: number, municipioId?: number) {
  if (provinciaId !== undefined && municipioId !== undefined && !municipioBelongsToProvincia(municipioId, provinciaId)) {
    throw new AppError(422, t.municipioNoCorresponde, { municipioId: [t.municipioNoCorresponde] });
  }
}

export function listMunicipios(opts: { db: Db; query: ListQuery; provinciaId?: number; texto?: string }) {
  const where = and(
    opts.provinciaId !== undefined ? eq(municipios.provinciaId, opts.provinciaId) : undefined,
    textFilter(municipios.busqueda, opts.texto),
  );
  return pagedSelect({
    db: opts.db,
    table: municipios,
    fields: { Id: municipios.id, Nombre: municipios.nombre, ProvinciaId: municipios.provinciaId },
    where,
    defaultOrder: [asc(municipios.busqueda)],
    sortAs: { Nombre: municipios.busqueda },
    query: opts.query,
  });
}

export function listLocalidades(opts: { db: Db; query: ListQuery; provinciaId?: number; municipioId?: number; texto?: string }) {
  requireConsistentFilters(opts.provinciaId, opts.municipioId);
  const where = and(
    opts.provinciaId !== undefined ? eq(localidades.provinciaId, opts.provinciaId) : undefined,
    opts.municipioId !== undefined ? eq(localidades.municipioId, opts.municipioId) : undefined,
    textFilter(localidades.busqueda, opts.texto),
  );
  return pagedSelect({
    db: opts.db,
    table: localidades,
    fields: {
      Id: localidades.id,
      Nombre: localidades.nombre,
      MunicipioId: localidades.municipioId,
      ProvinciaId: localidades.provinciaId,
    },
    where,
    defaultOrder: [asc(localidades.busqueda)],
    sortAs: { Nombre: localidades.busqueda },
    query: opts.query,
  });
}

export interface Ubicacion {
  provinciaId: number;
  municipioId: number;
  localidadId?: number | null;
}

interface ResolvedUbicacion {
  Provincia: { Id: number; Nombre: string };
  Municipio: { Id: number; Nombre: string };
  Localidad: { Id: number; Nombre: string } | null;
}

/**
 * The server-side location rule every saved location goes through: the codes must be
 * consistent (prefix rule of the spec) and exist. Throws 422 with per-field messages.
 */
export async function validateUbicacion(db: Db, u: Ubicacion): Promise<ResolvedUbicacion> {
  const errors: Record<string, string[]> = {};
  if (!municipioBelongsToProvincia(u.municipioId, u.provinciaId)) errors.municipioId = [t.municipioNoCorresponde];
  if (u.localidadId != null && !localidadBelongsToMunicipio(u.localidadId, u.municipioId)) {
    errors.localidadId = [t.localidadNoCorresponde];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);

  const [provincia] = await db
    .select({ Id: provincias.id, Nombre: provincias.nombre })
    .from(provincias)
    .where(eq(provincias.id, u.provinciaId));
  const [municipio] = await db
    .select({ Id: municipios.id, Nombre: municipios.nombre })
    .from(municipios)
    .where(eq(municipios.id, u.municipioId));
  const [localidad] =
    u.localidadId != null
      ? await db
          .select({ Id: localidades.id, Nombre: localidades.nombre })
          .from(localidades)
          .where(eq(localidades.id, u.localidadId))
      : [];
  if (!provincia) errors.provinciaId = [t.provinciaNoExiste];
  if (!municipio) errors.municipioId = [t.municipioNoExiste];
  if (u.localidadId != null && !localidad) errors.localidadId = [t.localidadNoExiste];
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
  return {
    Provincia: provincia as ResolvedUbicacion['Provincia'],
    Municipio: municipio as ResolvedUbicacion['Municipio'],
    Localidad: localidad ?? null,
  };
}
