import type { MiProyecto } from '../proyectos/mios.ts';

// Where the /autoevaluacion entry sends the signed-in user (behaviour.md, navigation): it
// reads the user's own projects, one record (yo/proyectos?registrosPorPagina=1, the first in
// code order). No project: "no self-assessment" and the session ends. A project without a
// self-assessment: "no active project" and the session ends. Otherwise by the phase type of
// that self-assessment: AUT opens the self-assessment area, EVA the evaluation area, any
// other (FIN) the root. With several projects the first one is taken, as the spec's one-
// record read does; a chooser is not in the spec.

/** Why the entry ends the session: keys of the /respuesta page's messages. */
export type MotivoEntrada = 'sin-autoevaluacion' | 'sin-proyecto';

export type DestinoEntrada = { ir: string } | { motivo: MotivoEntrada };

export function destinoEntrada(primero: Pick<MiProyecto, 'Autoevaluacion'> | undefined): DestinoEntrada {
  if (!primero) return { motivo: 'sin-autoevaluacion' };
  const a = primero.Autoevaluacion;
  if (!a) return { motivo: 'sin-proyecto' };
  if (a.Fase.TipoClave === 'AUT') return { ir: `/autoevaluacion/${a.Id}` };
  if (a.Fase.TipoClave === 'EVA') return { ir: `/evaluacion/${a.Id}` };
  return { ir: '/' };
}
