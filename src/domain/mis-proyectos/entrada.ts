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

type DestinoEntrada = { ir: string } | { motivo: MotivoEntrada } | { elegir: true };

type Registro = MiProyecto['Autoevaluacion'];

/**
 * The area a project's current self-assessment opens in: AUT → self-assessment, EVA →
 * evaluation, else the root. A project past its evaluation (FIN phases) has no record of its
 * own phase: its latest, the evaluation, opens where its result is read.
 */
export function areaDe(a: NonNullable<Registro>): string {
  if (a.Fase.TipoClave === 'AUT') return `/autoevaluacion/${a.Id}`;
  if (a.Fase.TipoClave === 'EVA') return `/evaluacion/${a.Id}`;
  return '/';
}

/**
 * The entry's decision from how many projects the user holds (`total`) and the first of them
 * (code order): end the session, open that project, or show the chooser.
 */
export function destinoEntrada(total: number, primero: Pick<MiProyecto, 'Autoevaluacion'> | undefined): DestinoEntrada {
  if (total > 1) return { elegir: true };
  if (!primero) return { motivo: 'sin-autoevaluacion' };
  const a = primero.Autoevaluacion;
  if (!a) return { motivo: 'sin-proyecto' };
  return { ir: areaDe(a) };
}
