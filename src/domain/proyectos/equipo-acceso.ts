import { and, eq } from 'drizzle-orm';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { equipoProyectoApi as t } from '../../i18n/equipo-proyecto.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { EQUIPO_PROYECTO } from '../permisos/politicas.ts';
import { puede, requireRegla, SESION } from '../permisos/regla.ts';
import { proyectoDeInstancia, proyectosConCentro } from '../shared/uniones.ts';
import { loadPerfil } from '../usuarios/perfil-lectura.ts';

// The gate of the calls that give people a profile in a project (invitations from the project,
// resending them, staffing the evaluation): the EQUIPO_PROYECTO policy applied to one project.
// Outsiders get 404 as for any project-scoped call (ids cannot be probed); staff who only read
// projects and members of the project without the right get 403.

/** A project as these calls need it: what names it to people, and who its tutor is. */
interface ProyectoEquipo {
  id: number;
  codigo: string;
  centro: string;
  tutorId: number | null;
  faseClave: string;
}

/** Who gives: the agency (writers of projects, the project's tutor) or the project's head of evaluation. */
type Dador = keyof typeof EQUIPO_PROYECTO.da;

export interface AccesoEquipo {
  actor: Actor;
  proyecto: ProyectoEquipo;
  dador: Dador;
  /** The profile keys this caller may give in this project. */
  perfiles: readonly string[];
}

/** The project of this instance (code, centre, tutor, phase); null when there is none. */
export async function loadProyectoEquipo(ctx: DomainContext, id: number): Promise<ProyectoEquipo | null> {
  const [row] = await proyectosConCentro(ctx.db, {
    id: proyectos.id,
    codigo: proyectos.codigo,
    centro: centros.nombre,
    tutorId: proyectos.usuarioTutorId,
    faseClave: proyectos.faseClave,
  }).where(proyectoDeInstancia(ctx, id));
  return row ?? null;
}

/** Whether the actor gives profiles in the project as the agency: they write projects, or are its tutor. */
export function daComoAgencia(actor: Actor | null, proyecto: Pick<ProyectoEquipo, 'tutorId'>): boolean {
  if (!actor) return false;
  return puede(actor, EQUIPO_PROYECTO.escribe) || (proyecto.tutorId !== null && proyecto.tutorId === actor.usuarioId);
}

/** The profile keys `usuarioId` holds in the project. */
async function perfilesEnProyecto(ctx: DomainContext, usuarioId: number, proyectoId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ clave: perfiles.clave })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(and(eq(usuarioPerfiles.usuarioId, usuarioId), eq(usuarioPerfiles.proyectoId, proyectoId)));
  return rows.map((r) => r.clave);
}

/**
 * Lets the caller give profiles in project `proyectoId` as the agency, or (with
 * `jefeEvaluacion`) as the project's head of evaluation. 401 without a session, 404 for a
 * project that is not there or not theirs, 403 for staff who only read projects and for
 * members without the right.
 */
export async function requireDarPerfiles(
  ctx: DomainContext,
  proyectoId: number,
  opts: { jefeEvaluacion?: boolean } = {},
): Promise<AccesoEquipo> {
  const actor = requireRegla(ctx.actor, SESION);
  const proyecto = await loadProyectoEquipo(ctx, proyectoId);
  if (!proyecto) throw new AppError(404, proyectosApi.proyectoNoExiste);
  if (daComoAgencia(actor, proyecto)) return { actor, proyecto, dador: 'agencia', perfiles: EQUIPO_PROYECTO.da.agencia };
  const propios = await perfilesEnProyecto(ctx, actor.usuarioId, proyectoId);
  if (opts.jefeEvaluacion && propios.includes('JEFE_EVACN') && puede(actor, EQUIPO_PROYECTO.puerta)) {
    return { actor, proyecto, dador: 'jefeEvaluacion', perfiles: EQUIPO_PROYECTO.da.jefeEvaluacion };
  }
  if (propios.length > 0 || puede(actor, EQUIPO_PROYECTO.lee)) throw new AppError(403, errores.prohibido);
  throw new AppError(404, proyectosApi.proyectoNoExiste);
}

/** 403 unless the caller may give profile `clave` in the project (a head of evaluation gives only evaluators). */
export function requirePerfilQueDa(acceso: AccesoEquipo, clave: string, nombrePublico: string): void {
  if (!acceso.perfiles.includes(clave))
    throw new AppError(403, t.perfilNoQueDa(nombrePublico), { perfilId: [t.perfilNoQueDa(nombrePublico)] });
}

/**
 * Profile `perfilId` of this instance, of the kind the call gives (`claves`), that the caller
 * may give here: 422 when there is none or it is of another kind (`otraClase`), 403 when it is
 * not theirs to give.
 */
export async function perfilQueDa(
  ctx: DomainContext,
  acceso: AccesoEquipo,
  perfilId: number,
  claves: readonly string[],
  otraClase: string,
) {
  const perfil = await loadPerfil(ctx.db, ctx.instancia.id, perfilId);
  if (!perfil) throw new AppError(422, t.perfilNoExiste, { perfilId: [t.perfilNoExiste] });
  if (!claves.includes(perfil.clave)) throw new AppError(422, otraClase, { perfilId: [otraClase] });
  requirePerfilQueDa(acceso, perfil.clave, perfil.nombrePublico);
  return perfil;
}
