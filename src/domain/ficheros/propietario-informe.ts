import { and, eq } from 'drizzle-orm';
import type { Fichero } from '../../db/schema/ficheros.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, EVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { loadPermisos } from '../permisos/usuario.ts';

// Who reads an evaluation's report (file type INF): "the report becomes visible to the
// applicant only on publication". Staff who follow projects (HISTORICO)
// and the evaluation team (INF_EVAL within the project) always; the centre's team (AE within
// the project) once the evaluation is published; nobody else. The file owner of INF files:
// src/domain/ficheros/ficheros.ts asks here for every one.

/** Whether the caller may read the report file `fichero`. */
export async function puedeLeerInforme(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'actor'>,
  fichero: Fichero,
): Promise<boolean> {
  const actor = ctx.actor;
  if (!actor) return false;
  if (actor.esSuperAdmin) return true;
  const [ev] = await ctx.db
    .select({ proyectoId: autoevaluaciones.proyectoId, fechaPublicacion: autoevaluaciones.fechaPublicacion })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.ficheroInformeId, fichero.id), eq(autoevaluaciones.instanciaId, ctx.instancia.id)))
    .limit(1);
  // A report no evaluation points at (being replaced): only whoever uploaded it.
  if (!ev) return fichero.altaUsuarioId === actor.usuarioId;
  if (puede(actor, PROYECTOS.gestiona)) return true;
  const { todos: permisos } = await loadPermisos(
    ctx.db,
    { id: actor.usuarioId, tipoPerfil: actor.tipoPerfil },
    { proyectoId: ev.proyectoId },
  );
  const enProyecto = { esSuperAdmin: false, permisos };
  if (puede(enProyecto, EVALUACION.informe)) return true;
  return ev.fechaPublicacion !== null && puede(enProyecto, AUTOEVALUACION.acceso);
}
