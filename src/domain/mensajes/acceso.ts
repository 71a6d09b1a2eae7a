import { and, eq } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { errores } from '../../i18n/errores.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import { type LadoMensajes, ladoEnMensajes } from '../permisos/mensajes-proyecto.ts';
import { MENSAJES_PROYECTO } from '../permisos/politicas.ts';
import { type Nivel, puede, requireRegla, SESION } from '../permisos/regla.ts';

// Who sees and writes a project's threads (the MENSAJES_PROYECTO policy): its centre team
// (a centre profile held for the project, with COMUNIC in it) and the agency's staff
// (GEST_COMUNIC). Anyone else who is not on the project gets 404, as if it did not exist; a
// member of the project outside the rule (an evaluator, a team member without COMUNIC) 403.

export type Lado = LadoMensajes;

export interface AccesoMensajes {
  actor: Actor;
  proyectoId: number;
  lado: Lado;
  /** Whether the person may write in the project's threads (at E on their side). */
  escribe: boolean;
}

/** Whether `actor` reads every project's threads (the agency's inbox). */
export const esAgencia = (actor: Actor | null, nivel: Nivel = 'L') =>
  actor !== null && puede(actor, nivel === 'E' ? MENSAJES_PROYECTO.agenciaEscribe : MENSAJES_PROYECTO.agencia);

/** The agency's inbox gate: GEST_COMUNIC (401/403). */
export const requireAgencia = (actor: Actor | null, nivel: Nivel): Actor =>
  requireRegla(actor, nivel === 'E' ? MENSAJES_PROYECTO.agenciaEscribe : MENSAJES_PROYECTO.agencia);

/** Lets the actor into project `proyectoId`'s threads at `nivel`, telling their side (permisos/mensajes-proyecto.ts). */
export async function requireMensajesProyecto(ctx: DomainContext, proyectoId: number, nivel: Nivel): Promise<AccesoMensajes> {
  const actor = requireRegla(ctx.actor, SESION);
  const [proyecto] = await ctx.db
    .select({ id: proyectos.id })
    .from(proyectos)
    .where(and(eq(proyectos.id, proyectoId), eq(proyectos.instanciaId, ctx.instancia.id)));
  if (!proyecto) throw new AppError(404, t.proyectoNoExiste);
  const standing = await perfilesEnProyecto(ctx, actor, proyectoId);
  const lado = ladoEnMensajes(actor, standing);
  if (lado) {
    if (nivel === 'E' && !lado.escribe) throw new AppError(403, errores.prohibido);
    return { actor, proyectoId, ...lado };
  }
  if (standing.miembro) throw new AppError(403, errores.prohibido);
  throw new AppError(404, t.proyectoNoExiste);
}
