import { type EquipoPagina, getEquipoPagina } from '../domain/autoevaluacion/equipo-pagina.ts';
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
