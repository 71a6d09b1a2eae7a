import type { SujetoArea } from '../../../domain/autoevaluacion/area.ts';
import { evaluacionMenu as t } from '../../../i18n/evaluacion-area.ts';
import { type AreaItem, type AreaMenuItem, menuPara } from '../../autoevaluacion/area/menu.ts';

// The evaluation area's menu (home, team, progress (board,
// standards, evidences), evaluation result). Each entry is a sub-route of
// /evaluacion/{AutoevaluacionId}; whether it shows is its PAGE_ROUTES entry checked against the
// user's permissions in the project, exactly as in the self-assessment area (same builder).
// Other parts add their entries here (one line each): keep the spec's order.

const EVALUACION_MENU: readonly AreaItem[] = [
  { kind: 'link', label: t.inicio, sub: '' },
  { kind: 'link', label: t.equipo, sub: 'equipo', also: ['usuario/{UsuarioId}', 'usuario/alta'] },
  {
    kind: 'group',
    label: t.progreso,
    links: [
      { label: t.tablero, sub: 'progreso', registro: 'veredictos' },
      { label: t.estandares, sub: 'estandares', also: ['estandar/{EstandarId}'], registro: 'veredictos' },
      { label: t.evidencias, sub: 'evidencias', also: ['evidencia/{EvidenciaId?}'], registro: 'veredictos' },
    ],
  },
  {
    kind: 'group',
    label: t.resultado,
    links: [
      { label: t.resultadoPagina, sub: 'resultado', registro: 'resultado' },
      { label: t.subsanacion, sub: 'subsanacion' },
      { label: t.informe, sub: 'informe', registro: 'informe' },
      { label: t.plantilla, sub: 'plantilla-seguimiento' },
    ],
  },
];

/** The menu of evaluation `id` for `subject`: entries it may not open left out, empty groups too. */
export const evaluacionMenuPara = (id: number, subject: SujetoArea | null): AreaMenuItem[] =>
  menuPara(EVALUACION_MENU, 'evaluacion', id, subject);
