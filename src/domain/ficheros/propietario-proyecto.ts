import { and, eq } from 'drizzle-orm';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import { ESTADO_ABIERTA } from '../autoevaluacion/contribucion.ts';
import type { Permiso } from '../permisos/levels.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import type { Propietario } from './propietarios.ts';

/**
 * A project's documents (type PRY): what its team attaches to the self-assessment's tests and
 * answers. Rights are decided within the project (ADR 0016), never from the session's union
 * of profiles: its team reads them (AE in the project) and, while a self-assessment of the
 * project is open (CURSO), contributors (AE_APORTACION) upload and delete them; staff who
 * follow projects read them (HISTORICO) and write them with HISTORICO at E. Anyone else,
 * another project's team included, gets nothing. A project takes up to 500 of them (the
 * spec's 10 files is per upload; a self-assessment attaches far more over its life).
 */
interface ProyectoPropietario {
  id: number;
  /** The actor's permissions within the project (global profiles plus those held for it). */
  permisos: Permiso[];
  esSuperAdmin: boolean;
  abierta: boolean;
}

export const PRY_MAX_POR_PROYECTO = 500;

export const proyecto: Propietario<ProyectoPropietario> = {
  tipos: { PRY: { max: PRY_MAX_POR_PROYECTO } },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: proyectos.id })
      .from(proyectos)
      .where(and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id)));
    if (!row) return null;
    const [abierta] = await ctx.db
      .select({ id: autoevaluaciones.id })
      .from(autoevaluaciones)
      .where(and(eq(autoevaluaciones.proyectoId, id), eq(autoevaluaciones.estadoClave, ESTADO_ABIERTA)))
      .limit(1);
    const actor = ctx.actor;
    const permisos = actor
      ? (await loadPermisos(ctx.db, { id: actor.usuarioId, tipoPerfil: actor.tipoPerfil }, { proyectoId: id })).todos
      : [];
    return { id: row.id, permisos, esSuperAdmin: actor?.esSuperAdmin ?? false, abierta: abierta !== undefined };
  },
  puedeEscribir: (actor, p) =>
    puede(actor, PROYECTOS.escribe) ||
    (p.abierta && puede({ esSuperAdmin: p.esSuperAdmin, permisos: p.permisos }, AUTOEVALUACION.aportacion)),
  puedeLeer: (actor, p) =>
    actor !== null &&
    (puede(actor, PROYECTOS.gestiona) || puede({ esSuperAdmin: p.esSuperAdmin, permisos: p.permisos }, AUTOEVALUACION.acceso)),
  noExiste: proyectosApi.proyectoNoExiste,
};
