import { addMonths, format, parseISO } from 'date-fns';
import { subsanacionApi as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { diasEntre, fechaEs } from '../shared/fechas.ts';

// The correction round's rules, pure so they are tested without a database. While a round is
// open the team's finished self-assessment takes changes again, but only on the standards the
// evaluation returned and only until the deadline (the last day counts, in Spain's calendar).

export { ESTADO_RONDA } from '../shared/estados.ts';

/** Months the team gets when the head of evaluation names no deadline. */
const MESES_POR_DEFECTO = 2;

/** Days before the deadline on which the team is reminded (each once per round). */
export const DIAS_AVISO = [7, 1] as const;

/** What the gate needs of an open round. */
export interface RondaAbierta {
  id: number;
  numero: number;
  fechaLimite: string;
  estandarIds: number[];
}

/** The default deadline: two months after `hoy` (ISO yyyy-mm-dd; month ends roll back, 31/12 → 28/02). */
export function fechaLimitePorDefecto(hoy: string): string {
  return format(addMonths(parseISO(hoy), MESES_POR_DEFECTO), 'yyyy-MM-dd');
}

/** Whether the round's deadline has passed on `hoy` (its last day still counts). */
export function vencida(ronda: Pick<RondaAbierta, 'fechaLimite'>, hoy: string): boolean {
  return diasEntre(hoy, ronda.fechaLimite) < 0;
}

/**
 * Why the team may not make a change during an open round, or null when it may: only
 * contributions (not team changes or finishing), only on a returned standard, only until the
 * deadline. `estandarIds` are the manual's standards the write concerns (an evidence's test may
 * serve several: one returned is enough); none when the write concerns no single standard
 * (tasks, tags, improvement areas...). `codigo` names the first one in the message.
 */
export function motivoEnRonda(
  ronda: RondaAbierta,
  hoy: string,
  cambio: { esAportacion: boolean; estandarIds?: readonly number[]; codigo?: string },
): string | null {
  if (vencida(ronda, hoy)) return t.plazoVencido(fechaEs(ronda.fechaLimite));
  const ids = cambio.estandarIds ?? [];
  if (!cambio.esAportacion || ids.length === 0) return t.soloDevueltos(ronda.numero, fechaEs(ronda.fechaLimite));
  if (!ids.some((id) => ronda.estandarIds.includes(id))) return t.estandarNoDevuelto(cambio.codigo ?? String(ids[0]));
  return null;
}

/**
 * The reminder due on `hoy`, as the threshold of DIAS_AVISO it answers (the smallest one not
 * below the days left), or null: none before 7 days are left, none after the deadline. A
 * reminder missed while the job was down is sent once when the job runs again, under the
 * threshold it then falls in, so the team never gets two for the same threshold.
 */
export function avisoDebido(fechaLimite: string, hoy: string): number | null {
  const quedan = diasEntre(hoy, fechaLimite);
  if (quedan < 0) return null;
  const umbrales = [...DIAS_AVISO].sort((a, b) => a - b);
  return umbrales.find((d) => quedan <= d) ?? null;
}
