import { eq } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Regla } from '../permisos/regla.ts';
import type { AccesoAutoevaluacion } from './acceso.ts';
import { PERFIL_GESTOR } from './capacidades.ts';
import { requireContribucion } from './contribucion.ts';

// Only the process manager adds team members, assigns standards and finishes the phase; the
// rule is stated once here. AE_EQUIPO and AE_FIN say which profiles may manage a team at
// all; a project can hold several of them (the evaluation team's head also holds AE_EQUIPO),
// so the manager of a self-assessment is the holder of its phase's managing profile in that
// project: the representative (REPRE) in a self-assessment phase (AUT), the head of
// evaluation (JEFE_EVACN) in an evaluation phase (EVA). A super administrator acts as anyone.

/** The managing profile of the self-assessment's phase (REPRE for AUT). */
export async function perfilGestorDe(ctx: DomainContext, faseClave: string): Promise<string> {
  const [fase] = await ctx.db
    .select({ tipo: fasesProyecto.tipoClave })
    .from(fasesProyecto)
    .where(eq(fasesProyecto.clave, faseClave));
  return PERFIL_GESTOR[fase?.tipo ?? 'AUT'] ?? 'REPRE';
}

/** Whether the acting user may manage this self-assessment's team (for the buttons a page shows). */
export function puedeGestionar(acceso: AccesoAutoevaluacion): boolean {
  return acceso.capacidades.gestiona;
}

/**
 * The gate of the process manager's writes (team, assignments, dates, finishing): the area's
 * `regla` through requireContribucion (404 outsiders, 403 without it, 409 once not CURSO), then
 * 403 unless the actor is the phase's manager.
 */
export async function requireGestorProceso(
  ctx: DomainContext,
  autoevaluacionId: number,
  regla: Regla,
): Promise<AccesoAutoevaluacion> {
  const acceso = await requireContribucion(ctx, autoevaluacionId, null, { regla });
  if (!puedeGestionar(acceso)) throw new AppError(403, t.soloGestor);
  return acceso;
}
