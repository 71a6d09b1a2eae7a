import { autoevaluacionContribucion as t } from '../../i18n/autoevaluacion.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { exigeEquipoDeLaFase } from '../evaluacion/equipo.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import type { Regla } from '../permisos/regla.ts';
import { permisoEnRonda } from '../subsanacion/ronda.ts';
import { type AccesoAutoevaluacion, exigeEnAutoevaluacion } from './acceso.ts';
import type { AutoevaluacionBase } from './carga.ts';

// The one gate of every contribution to a self-assessment (verdicts, answers, files, tasks,
// improvement areas, team changes, finishing). Reads go through exigeEnAutoevaluacion alone;
// writes come here, so "a finished self-assessment is read-only" is stated once and every
// write of the area answers the same 409 with the same Spanish text.

/** Status of a self-assessment the team can still work on (catalogue entity Autoevaluacion). */
export const ESTADO_ABIERTA = 'CURSO';

/** Why the self-assessment takes no more contributions, or null when it does. */
export function motivoSoloLectura(a: Pick<AutoevaluacionBase, 'estadoClave'>): string | null {
  if (a.estadoClave === ESTADO_ABIERTA) return null;
  if (a.estadoClave === 'FIN') return t.finalizada;
  if (a.estadoClave === 'EXP') return t.expirada;
  return t.noAbierta;
}

/**
 * Lets the actor contribute to self-assessment `autoevaluacionId`: the area's `regla` within its
 * project (default AE_APORTACION; AE_EQUIPO for team changes, AE_FIN to finish), then 409 when
 * the self-assessment is no longer open. Access is checked first, so an outsider still gets 404
 * and a member without the permission 403 whatever the status. On an evaluation (phase type
 * EVA) only its evaluation team contributes: others get 403 (src/domain/evaluacion/equipo.ts).
 * While the evaluation has returned it in a correction round (src/domain/subsanacion/), a
 * finished self-assessment takes contributions on the returned standards only: writes about
 * one standard name it in `estandarId` (the manual's standard id, or those a test serves).
 */
export async function exigeContribucion(
  ctx: DomainContext,
  autoevaluacionId: number,
  regla: Regla = AUTOEVALUACION.aportacion,
  estandarId?: number | readonly number[],
): Promise<AccesoAutoevaluacion> {
  // Writes on an evaluation are its team's alone, published or not: the stricter check right
  // after replaces the read rule's (and says so in its own words).
  const acceso = await exigeEnAutoevaluacion(ctx, autoevaluacionId, regla, { marco: true });
  await exigeEquipoDeLaFase(ctx, acceso.actor, acceso.autoevaluacion);
  const motivo = motivoSoloLectura(acceso.autoevaluacion);
  if (!motivo) return acceso;
  const enRonda =
    acceso.autoevaluacion.estadoClave === 'FIN' ? await permisoEnRonda(ctx, autoevaluacionId, { regla, estandarId }) : null;
  if (enRonda === true) return acceso;
  throw new AppError(409, enRonda ?? motivo);
}
