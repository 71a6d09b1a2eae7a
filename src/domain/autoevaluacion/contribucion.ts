import { autoevaluacionContribucion as t } from '../../i18n/autoevaluacion.ts';
import { registrosLado as ladoTextos } from '../../i18n/registros.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import type { Registro } from '../permisos/registros.ts';
import type { Regla } from '../permisos/regla.ts';
import { type AccesoAutoevaluacion, requireEnAutoevaluacion } from './acceso.ts';
import type { AutoevaluacionBase } from './carga.ts';
import { requireLado } from './registros.ts';
import { ESTADO_ABIERTA } from './reglas.ts';
import { permisoEnRonda } from './subsanacion-ronda.ts';

// The one gate of every contribution to a self-assessment (verdicts, answers, tasks,
// improvement areas, team changes, finishing). Reads go through requireEnAutoevaluacion alone;
// writes come here, so "a finished self-assessment is read-only" is stated once and every
// write of the area answers the same 409 with the same Spanish text.

/** Why the self-assessment takes no more contributions, or null when it does. */
export function motivoSoloLectura(a: Pick<AutoevaluacionBase, 'estadoClave'>): string | null {
  if (a.estadoClave === ESTADO_ABIERTA) return null;
  if (a.estadoClave === 'FIN') return t.finalizada;
  if (a.estadoClave === 'EXP') return t.expirada;
  return t.noAbierta;
}

/** What a contribution writes: a record of the table (src/domain/permisos/registros.ts), or none for the process manager's acts. */
interface Contribucion {
  /** The area's rule within the project: AE_APORTACION by default, AE_EQUIPO for team changes, AE_FIN to finish. */
  regla?: Regla;
  /** Writes about one standard name it: the manual's standard id, or those a test serves. */
  estandarId?: number | readonly number[];
}

/**
 * Lets the actor contribute `registro` to self-assessment `autoevaluacionId`: the area's rule
 * within its project (404 for outsiders, 403 for a member without it; staff who follow
 * projects get through to be answered by the table), then the table of
 * src/domain/permisos/registros.ts for the record in the phase it is in: 403 when the record is
 * never the actor's side's (the evaluation team on the centre's self-assessment, the centre on
 * the evaluation), 409 when it is but not now. Then 409 once the self-assessment is no longer
 * open, except while a correction round (src/domain/subsanacion/) has returned it: a finished
 * self-assessment then takes contributions on the returned standards only. `registro` null is
 * for the process manager's own acts (team, finishing: src/domain/autoevaluacion/gestor.ts),
 * which decide who acts by the phase's managing profile.
 */
export async function requireContribucion(
  ctx: DomainContext,
  autoevaluacionId: number,
  registro: Registro | null,
  { regla = AUTOEVALUACION.aportacion, estandarId }: Contribucion = {},
): Promise<AccesoAutoevaluacion> {
  // Writes show nothing of the record: the table, right after, decides who writes on it.
  const acceso = await requireEnAutoevaluacion(ctx, autoevaluacionId, regla, { marco: true, gestion: PROYECTOS.gestiona });
  const a = acceso.autoevaluacion;
  const escribe = registro === null || requireLado(acceso.capacidades.nivel(registro));
  const motivo = motivoSoloLectura(a);
  if (escribe && !motivo) return acceso;
  const porRonda = a.estadoClave === 'FIN' ? await permisoEnRonda(ctx, autoevaluacionId, { regla, estandarId }) : null;
  if (escribe && porRonda === true) return acceso;
  throw new AppError(409, (porRonda === true ? null : porRonda) ?? motivo ?? ladoTextos.noEnEstaFase);
}
