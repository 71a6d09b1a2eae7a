import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { perfiles, perfilPermisos, type Usuario, usuarioPerfiles } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Permiso } from './levels.ts';

export interface PermisosUsuario {
  /** From profiles held for the whole system. */
  generales: Permiso[];
  /** Every permission the user holds anywhere (global and per project): drives menus. */
  todos: Permiso[];
  /** Profile types the user can switch between (PUT yo/tiposPerfil). */
  tiposPerfil: string[];
}

/** One entry per key; write wins when two profiles grant the same key. */
function merge(rows: readonly Permiso[]): Permiso[] {
  const byKey = new Map<string, Permiso>();
  for (const p of rows) {
    const key = p.clave.toUpperCase();
    const prev = byKey.get(key);
    if (!prev || (!prev.escritura && p.escritura)) byKey.set(key, { clave: p.clave, escritura: p.escritura });
  }
  return [...byKey.values()].sort((a, b) => a.clave.localeCompare(b.clave));
}

/**
 * The profile type whose profiles count now: the one the user chose, when they still hold a
 * profile of it; null means every type counts (none chosen, or no longer held).
 */
export async function tipoPerfilActivo(db: Db, usuario: Pick<Usuario, 'id' | 'tipoPerfil'>): Promise<string | null> {
  if (!usuario.tipoPerfil) return null;
  const [row] = await db
    .select({ id: usuarioPerfiles.id })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(and(eq(usuarioPerfiles.usuarioId, usuario.id), eq(perfiles.tipoClave, usuario.tipoPerfil)))
    .limit(1);
  return row ? usuario.tipoPerfil : null;
}

/**
 * The user's permissions under the profile type they work as now (all types when none is
 * chosen). With `proyectoId`, only system-wide profiles held globally and the profiles held
 * for that project count.
 */
/**
 * The profiles that count within a project: those held for it, and general profiles held for
 * the whole system. A project profile held for the whole system (how accounts were seeded
 * before projects existed) opens no project.
 */
export function perfilCuentaEnProyecto(proyectoId: number) {
  return perfilCuentaEnProyectos([proyectoId]);
}

/** perfilCuentaEnProyecto for several projects at once: a profile held for any of them, or a global one. */
export function perfilCuentaEnProyectos(proyectoIds: readonly number[]) {
  return or(
    proyectoIds.length === 1
      ? eq(usuarioPerfiles.proyectoId, proyectoIds[0] as number)
      : inArray(usuarioPerfiles.proyectoId, [...proyectoIds]),
    and(isNull(usuarioPerfiles.proyectoId), eq(perfiles.general, true)),
  );
}

export async function loadPermisos(db: Db, usuario: Pick<Usuario, 'id' | 'tipoPerfil'>, opts: { proyectoId?: number } = {}) {
  const rows = await db
    .select({
      clave: perfilPermisos.permisoClave,
      escritura: perfilPermisos.escritura,
      proyectoId: usuarioPerfiles.proyectoId,
      tipoClave: perfiles.tipoClave,
    })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .innerJoin(perfilPermisos, eq(perfilPermisos.perfilId, perfiles.id))
    .where(
      and(
        eq(usuarioPerfiles.usuarioId, usuario.id),
        // Within a project, a project profile counts only when held for that project: one held
        // for the whole system (how accounts were seeded before projects existed) opens none.
        opts.proyectoId !== undefined ? perfilCuentaEnProyecto(opts.proyectoId) : undefined,
      ),
    );
  return permisosDeFilas(rows, usuario.tipoPerfil);
}

/** A granted permission as loadPermisos reads it: the key, its level, and the profile holding it. */
export interface FilaPermiso extends Permiso {
  proyectoId: number | null;
  tipoClave: string;
}

/** The permissions of these rows under profile type `tipoPerfil` (every type when none is chosen or none of its rows is here). */
export function permisosDeFilas(rows: readonly FilaPermiso[], tipoPerfil: string | null): PermisosUsuario {
  const tiposPerfil = [...new Set(rows.map((r) => r.tipoClave))].sort();
  const active = tipoPerfil && tiposPerfil.includes(tipoPerfil) ? rows.filter((r) => r.tipoClave === tipoPerfil) : rows;
  return {
    generales: merge(active.filter((r) => r.proyectoId === null)),
    todos: merge(active),
    tiposPerfil,
  };
}
