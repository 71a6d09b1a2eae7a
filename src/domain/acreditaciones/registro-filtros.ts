import { asc, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ambitos } from '../../db/schema/catalogo.ts';
import { municipios, provincias } from '../../db/schema/lookups.ts';
import type { DomainContext } from '../context.ts';
import { type Clave, type Ref, vigentes } from './registro.ts';
import { memorizado } from './registro-memo.ts';

// The choices of the register's filters: only the provinces, municipalities and scopes that
// have an accreditation in force today, so no choice leads to an empty page and none tells
// anything about accreditations that are not public.

export interface OpcionesRegistro {
  Provincias: Ref[];
  /** Those of the province chosen; empty without one. */
  Municipios: Ref[];
  Ambitos: Ref[];
}

export function opcionesRegistro(ctx: DomainContext, provinciaId?: number): Promise<OpcionesRegistro> {
  return memorizado(ctx, `opciones ${provinciaId ?? ''}`, () => loadOpciones(ctx, provinciaId));
}

/** The distinct non-null ids `campo` takes over the accreditations in force that pass `donde`, as a JSON array. */
function idsDe(claves: Clave[], campo: (c: Clave) => number | null, donde: (c: Clave) => boolean = () => true): string {
  const ids = new Set<number>();
  for (const c of claves) {
    const id = campo(c);
    if (id !== null && donde(c)) ids.add(id);
  }
  return JSON.stringify([...ids]);
}

/** `col` among a JSON array's values: one bound parameter whatever its length (D1 allows 100). */
const entre = (col: SQLiteColumn, json: string) => sql`${col} in (select value from json_each(${json}))`;

/**
 * From the register's one read of what is in force (registro.ts `vigentes`): only the few
 * lookup rows named are read, instead of three DISTINCT scans over every accreditation in force
 * per province chosen.
 */
async function loadOpciones(ctx: DomainContext, provinciaId?: number): Promise<OpcionesRegistro> {
  const claves = await vigentes(ctx);
  const [prov, mun, amb] = await Promise.all([
    ctx.db
      .select({ Id: provincias.id, Nombre: provincias.nombre })
      .from(provincias)
      .where(
        entre(
          provincias.id,
          idsDe(claves, (c) => c.provinciaId),
        ),
      )
      .orderBy(asc(provincias.busqueda)),
    provinciaId === undefined
      ? Promise.resolve([])
      : ctx.db
          .select({ Id: municipios.id, Nombre: municipios.nombre })
          .from(municipios)
          .where(
            entre(
              municipios.id,
              idsDe(
                claves,
                (c) => c.municipioId,
                (c) => c.provinciaId === provinciaId,
              ),
            ),
          )
          .orderBy(asc(municipios.busqueda)),
    ctx.db
      .select({ Id: ambitos.id, Nombre: ambitos.nombre })
      .from(ambitos)
      .where(
        entre(
          ambitos.id,
          idsDe(claves, (c) => c.ambitoId),
        ),
      )
      .orderBy(asc(sql`lower(${ambitos.nombre})`)),
  ]);
  const refs = (rows: unknown[]) => (rows as Ref[]).map((r) => ({ Id: Number(r.Id), Nombre: String(r.Nombre) }));
  return { Provincias: refs(prov), Municipios: refs(mun), Ambitos: refs(amb) };
}
