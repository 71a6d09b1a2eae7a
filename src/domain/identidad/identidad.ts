import { eq } from 'drizzle-orm';
import { perfiles, type Usuario, usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { loadPermisos, type PermisosUsuario } from '../permisos/usuario.ts';
import { congelar, MemoPorSello } from '../shared/sellos.ts';

/** A profile the user holds; `proyectoId` null for one held for the whole system. */
interface PerfilTenido {
  Id: number;
  NombrePublico: string;
  Clave: string;
  TipoClave: string;
  proyectoId: number | null;
}

/** Who a signed-in user is: their row, their permissions and the profiles they hold. */
export interface Identidad {
  usuario: Usuario;
  permisos: PermisosUsuario;
  perfiles: PerfilTenido[];
}

// Every signed-in request needs this, and it changes rarely: kept per process under the
// `identidad` stamp (ADR 0017), which the session's own query reads, so a signed-in request
// costs one query and a change of profile, permission, password or account takes effect on
// the next request in every process.
const memo = new MemoPorSello<number, Identidad>(10_000);

async function loadIdentidad(db: Db, usuarioId: number): Promise<Identidad | null> {
  const [usuario] = await db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!usuario) return null;
  const [permisos, tenidos] = await Promise.all([
    loadPermisos(db, usuario),
    db
      .select({
        Id: perfiles.id,
        NombrePublico: perfiles.nombrePublico,
        Clave: perfiles.clave,
        TipoClave: perfiles.tipoClave,
        proyectoId: usuarioPerfiles.proyectoId,
      })
      .from(usuarioPerfiles)
      .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
      .where(eq(usuarioPerfiles.usuarioId, usuario.id))
      .orderBy(perfiles.id, usuarioPerfiles.proyectoId),
  ]);
  // Shared by every request of this user until the stamp moves: nobody may change it.
  return congelar({ usuario, permisos, perfiles: tenidos });
}

/** The identity of `usuarioId` as of stamp `sello` (read by the caller in its own query). */
export async function identidadDe(db: Db, usuarioId: number, sello: number): Promise<Identidad | null> {
  const hit = memo.get(db, usuarioId, sello);
  if (hit) return hit;
  const identidad = await loadIdentidad(db, usuarioId);
  // Stamp 0 means a database without stamps: nothing may be kept then.
  if (identidad && sello > 0) memo.set(db, usuarioId, sello, identidad);
  return identidad;
}
