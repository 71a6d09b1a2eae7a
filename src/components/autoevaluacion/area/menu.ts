import type { SujetoArea } from '../../../domain/autoevaluacion/area.ts';
import type { Registro } from '../../../domain/permisos/registros.ts';
import { areaMenu as t } from '../../../i18n/autoevaluacion-area.ts';
import { mayOpenPage } from '../../../platform/page-guard.ts';
import { PAGE_ROUTES } from '../../../platform/page-routes.ts';

// The self-assessment area's menu, in the spec's order: home, resources (manual, summary
// table), team, progress (board, standards, evidences, improvement areas), planning (tasks,
// calendar), finish; communication (the project's threads with the agency) after the team.
// Each entry is a sub-route of /autoevaluacion/{AutoevaluacionId}; whether it shows is its
// PAGE_ROUTES entry checked against the user's permissions IN THE PROJECT (never the
// session's union), so the table names no permission itself; an entry that shows a record of
// the records' table (src/domain/permisos/registros.ts) also hides when the user's cell of it
// is none (the evaluation's verdicts to the centre before publication).

/** One entry: `sub` is the path under /autoevaluacion/{id} ('' = home); `also` are sub-routes that highlight it; `registro` the record it shows. */
interface AreaEntrada {
  label: string;
  sub: string;
  also?: readonly string[];
  registro?: Registro;
  /** Shows the caller's unread messages of the project next to it. */
  contador?: boolean;
}

export type AreaItem = ({ kind: 'link' } & AreaEntrada) | { kind: 'group'; label: string; links: readonly AreaEntrada[] };

const AREA_MENU: readonly AreaItem[] = [
  { kind: 'link', label: t.inicio, sub: '' },
  {
    kind: 'group',
    label: t.recursos,
    links: [
      { label: t.manual, sub: 'manual' },
      { label: t.tabla, sub: 'tabla' },
    ],
  },
  { kind: 'link', label: t.equipo, sub: 'equipo', also: ['usuario/{UsuarioId}', 'usuario/alta', 'usuario/sustitucion'] },
  { kind: 'link', label: t.comunicacion, sub: 'mensajes', also: ['mensaje', 'hilo/{HiloId}'], contador: true },
  {
    kind: 'group',
    label: t.progreso,
    links: [
      { label: t.tablero, sub: 'progreso', registro: 'estandares' },
      { label: t.estandares, sub: 'estandares', also: ['estandar/{EstandarId}'], registro: 'estandares' },
      { label: t.evidencias, sub: 'evidencias', also: ['evidencia/{EvidenciaId?}'], registro: 'evidencias' },
      { label: t.areasMejora, sub: 'areasMejora', registro: 'mejoras' },
    ],
  },
  {
    kind: 'group',
    label: t.planificacion,
    links: [
      { label: t.tareas, sub: 'tareas', also: ['tarea', 'tarea/{TareaId}'], registro: 'tareas' },
      { label: t.calendario, sub: 'calendario', also: ['calendario/mensual', 'calendario/semanal'], registro: 'tareas' },
    ],
  },
  // The correction round: the standards the evaluation returned, while a round exists.
  { kind: 'link', label: t.subsanacion, sub: 'subsanacion', registro: 'subsanacion' },
  { kind: 'link', label: t.fin, sub: 'fin' },
];

/** The root of an area's paths: the self-assessment area or the evaluation area (same sub-route pattern). */
export type RaizArea = 'autoevaluacion' | 'evaluacion';

/** The PAGE_ROUTES key of an area sub-route. */
const areaPattern = (sub: string, raiz: RaizArea = 'autoevaluacion') => `/${raiz}/{AutoevaluacionId}${sub ? `/${sub}` : ''}`;

/** The concrete path of an area sub-route of self-assessment `id`. */
const areaHref = (id: number, sub: string, raiz: RaizArea = 'autoevaluacion') => `/${raiz}/${id}${sub ? `/${sub}` : ''}`;

/** A menu link ready to render: its href and the PAGE_ROUTES keys that mark it current. */
export interface AreaLink {
  label: string;
  href: string;
  routes: string[];
  /** The project whose unread messages show next to it. */
  contadorProyecto?: number;
}

export type AreaMenuItem = ({ kind: 'link' } & AreaLink) | { kind: 'group'; label: string; links: AreaLink[] };

/** Whether `subject` (the user's permissions in the project) may open sub-route `sub`. */
export const puedeAbrir = (subject: SujetoArea | null, sub: string, raiz: RaizArea = 'autoevaluacion') =>
  mayOpenPage(PAGE_ROUTES[areaPattern(sub, raiz)], subject);

/** Whether the entry shows: its page opens and, when it shows a record, the user's cell of it is not none. */
const muestra = (subject: SujetoArea | null, e: AreaEntrada, raiz: RaizArea) =>
  puedeAbrir(subject, e.sub, raiz) && !(e.registro && subject?.registros?.[e.registro] === 'none');

const linkOf = (id: number, e: AreaEntrada, raiz: RaizArea, proyectoId?: number): AreaLink => ({
  label: e.label,
  href: areaHref(id, e.sub, raiz),
  routes: [e.sub, ...(e.also ?? [])].map((sub) => areaPattern(sub, raiz)),
  ...(e.contador && proyectoId ? { contadorProyecto: proyectoId } : {}),
});

/**
 * The menu table `menu` of area `raiz` for record `id` and `subject`: entries it may not open
 * left out, empty groups too. Both areas (self-assessment and evaluation) build theirs here.
 */
export function menuPara(
  menu: readonly AreaItem[],
  raiz: RaizArea,
  id: number,
  subject: SujetoArea | null,
  proyectoId?: number,
): AreaMenuItem[] {
  const out: AreaMenuItem[] = [];
  for (const item of menu) {
    if (item.kind === 'link') {
      if (muestra(subject, item, raiz)) out.push({ kind: 'link', ...linkOf(id, item, raiz, proyectoId) });
      continue;
    }
    const links = item.links.filter((e) => muestra(subject, e, raiz)).map((e) => linkOf(id, e, raiz, proyectoId));
    if (links.length > 0) out.push({ kind: 'group', label: item.label, links });
  }
  return out;
}

/** The menu of self-assessment `id` for `subject`; `proyectoId`: its project, whose unread messages the menu counts. */
export const areaMenuPara = (id: number, subject: SujetoArea | null, proyectoId?: number): AreaMenuItem[] =>
  menuPara(AREA_MENU, 'autoevaluacion', id, subject, proyectoId);
