import type { Actor } from '../context.ts';
import type { Permiso } from './levels.ts';
import { MENSAJES_PROYECTO } from './politicas.ts';
import { puede } from './regla.ts';

/** The side a person reads and writes a project's threads from: CEN the centre's team, AGE the agency. */
export type LadoMensajes = 'CEN' | 'AGE';

/**
 * Where `actor` stands in a project's threads by the MENSAJES_PROYECTO rule, given what they
 * hold in the project (`perfilesEnProyecto`): the centre's team (a team profile held for the
 * project, with COMUNIC in it), else the agency (GEST_COMUNIC), else nowhere (null). The
 * centre's side wins for someone on both: in its own project a person writes as the centre.
 */
export function ladoEnMensajes(
  actor: Actor,
  enProyecto: { permisos: Permiso[]; perfilesDelProyecto: ReadonlySet<string> },
): { lado: LadoMensajes; escribe: boolean } | null {
  const suyos = { esSuperAdmin: false, permisos: enProyecto.permisos };
  if (
    MENSAJES_PROYECTO.perfilesEquipo.some((p) => enProyecto.perfilesDelProyecto.has(p)) &&
    puede(suyos, MENSAJES_PROYECTO.equipo)
  )
    return { lado: 'CEN', escribe: puede(suyos, MENSAJES_PROYECTO.equipoEscribe) };
  if (puede(actor, MENSAJES_PROYECTO.agencia)) return { lado: 'AGE', escribe: puede(actor, MENSAJES_PROYECTO.agenciaEscribe) };
  return null;
}
