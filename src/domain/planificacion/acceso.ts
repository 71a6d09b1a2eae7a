import { type AccesoAutoevaluacion, requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { requireContribucion } from '../autoevaluacion/contribucion.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';

/** The plan's reads: the team with AE_APORTACION, or staff with HISTORICO. */
export const requireLecturaPlan = (ctx: DomainContext, autoevaluacionId: number): Promise<AccesoAutoevaluacion> =>
  requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.aportacion, { gestion: PROYECTOS.gestiona });

/** The plan's writes: the side that owns the tasks' record (src/domain/permisos/registros.ts). */
export const requireEscrituraPlan = (ctx: DomainContext, autoevaluacionId: number): Promise<AccesoAutoevaluacion> =>
  requireContribucion(ctx, autoevaluacionId, 'tareas');
