import { type EquipoPagina, getEquipoPagina } from '../domain/autoevaluacion/equipo-pagina.ts';
import { loadTrabajoMiembro, type TrabajoMiembro } from '../domain/autoevaluacion/miembro-trabajo.ts';
import type { DomainContext } from '../domain/context.ts';
import type { Regla } from '../domain/permisos/regla.ts';
import { orNotFound } from './page-not-found.ts';

/**
 * The team of a self-assessment or evaluation for its team pages (`EquipoFrame`); null, a 404
 * page, for outsiders and unknown ids (403 hides the record as 404 does).
 */
export function loadEquipoPagina(ctx: DomainContext, autoevaluacionId: number, regla?: Regla): Promise<EquipoPagina | null> {
  return orNotFound(getEquipoPagina(ctx, autoevaluacionId, regla), [403, 404]);
}

/**
 * A member's page of the team: the team (its gate, as above) and, when `usuarioId` is one of
 * its members, their tasks and latest contributions; null for outsiders and unknown ids.
 */
export async function loadMiembroPagina(
  ctx: DomainContext,
  autoevaluacionId: number,
  usuarioId: number,
): Promise<{ datos: EquipoPagina; trabajo: TrabajoMiembro | null } | null> {
  const datos = await loadEquipoPagina(ctx, autoevaluacionId);
  if (!datos) return null;
  const miembro = datos.miembros.some((m) => m.Id === usuarioId);
  return { datos, trabajo: miembro ? await loadTrabajoMiembro(ctx, autoevaluacionId, usuarioId) : null };
}
