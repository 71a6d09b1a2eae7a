import { type Usuario, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Actor } from '../context.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import type { Identidad } from './identidad.ts';

export function nombreCompleto(u: Pick<Usuario, 'nombre' | 'apellido1' | 'apellido2'>): string {
  return [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ');
}

/** The columns `nombreCompleto` reads, for a select that names people: spread them, never list them again. */
export const columnasNombre = {
  nombre: usuarios.nombre,
  apellido1: usuarios.apellido1,
  apellido2: usuarios.apellido2,
};

/** The acting user of a validated session, with the permissions of their active profile type. */
export async function actorFor(db: Db, usuario: Usuario): Promise<Actor> {
  return actorDe({ usuario, permisos: await loadPermisos(db, usuario), perfiles: [] });
}

/** The acting user of an identity, with the permissions of their active profile type. */
export function actorDe({ usuario, permisos }: Identidad): Actor {
  return {
    usuarioId: usuario.id,
    nombre: nombreCompleto(usuario),
    esSuperAdmin: usuario.esSuperAdmin,
    tipoPerfil: usuario.tipoPerfil,
    permisos: permisos.todos,
    permisosGenerales: permisos.generales,
    tiposPerfil: permisos.tiposPerfil,
  };
}
