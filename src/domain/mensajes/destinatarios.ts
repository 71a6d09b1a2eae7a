import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { perfiles, perfilPermisos, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { mensajeAvisos } from '../../db/schema/mensajes.ts';
import type { Db } from '../../db/types.ts';
import { MENSAJES_PROYECTO } from '../permisos/politicas.ts';
import { type DestinatarioProyecto, destinatariosProyecto } from '../proyectos/destinatarios.ts';
import type { Lado } from './acceso.ts';

// Who a new message concerns. Everyone who may see the project's threads gets it as unread
// (the same people the MENSAJES_PROYECTO policy lets in): the centre team (a team profile
// held for the project that carries COMUNIC) and the agency's staff (a general profile of the
// instance carrying GEST_COMUNIC), plus super administrators; never the author. Someone who
// joins the project later finds the earlier messages read.

/** The condition "user `u` may see project `proyectoId`'s threads", for the unread rows' INSERT … SELECT. */
export function veHilosDelProyecto(instanciaId: string, proyectoId: number): SQL {
  const conPermiso = (claves: readonly string[], extra: SQL) => sql`exists (
    select 1 from ${usuarioPerfiles}
    join ${perfiles} on ${perfiles.id} = ${usuarioPerfiles.perfilId}
    join ${perfilPermisos} on ${perfilPermisos.perfilId} = ${perfiles.id}
    where ${usuarioPerfiles.usuarioId} = ${usuarios.id}
      and ${perfilPermisos.permisoClave} in ${claves}
      and ${extra})`;
  const equipo = conPermiso(
    MENSAJES_PROYECTO.equipo.claves,
    sql`${usuarioPerfiles.proyectoId} = ${proyectoId} and ${perfiles.clave} in ${MENSAJES_PROYECTO.perfilesEquipo}`,
  );
  const agencia = conPermiso(
    MENSAJES_PROYECTO.agencia.claves,
    sql`${usuarioPerfiles.proyectoId} is null and ${perfiles.general} = 1 and ${perfiles.instanciaId} = ${instanciaId}`,
  );
  return sql`(${usuarios.esSuperAdmin} = 1 or ${equipo} or ${agencia})`;
}

/**
 * The people the new-message mail goes to: the other side of the thread (a centre's message
 * tells the project's tutor, the agency's tells the centre's team), minus the author and
 * anyone who turned the mail off.
 */
export async function destinatariosAviso(
  db: Db,
  proyectoId: number,
  lado: Lado,
  autorEmail: string,
): Promise<DestinatarioProyecto[]> {
  const otros = await destinatariosProyecto(db, proyectoId, lado === 'CEN' ? ['tutor'] : ['centro']);
  const candidatos = otros.filter((p) => p.email !== autorEmail.trim().toLowerCase());
  if (candidatos.length === 0) return [];
  const apagados = await db
    .select({ email: usuarios.email })
    .from(mensajeAvisos)
    .innerJoin(usuarios, eq(usuarios.id, mensajeAvisos.usuarioId))
    .where(
      and(
        eq(mensajeAvisos.correo, false),
        inArray(
          sql`lower(${usuarios.email})`,
          candidatos.map((c) => c.email),
        ),
      ),
    );
  const fuera = new Set(apagados.map((a) => a.email.trim().toLowerCase()));
  return candidatos.filter((c) => !fuera.has(c.email));
}
