import type { PermissionSubject } from '../../../domain/permisos/levels.ts';
import { areaMenu as t } from '../../../i18n/autoevaluacion-area.ts';
import { mayOpenPage } from '../../../platform/page-guard.ts';
import { PAGE_ROUTES } from '../../../platform/page-routes.ts';

// The self-assessment area's menu, in the spec's order: home, resources (manual, summary
// table), team, progress (board, standards, evidences, improvement areas), planning (tasks,
// calendar), finish. Communication (mensajes, hilo) joins when the communication work does.
// Each entry is a sub-route of /autoevaluacion/{AutoevaluacionId}; whether it shows is its
// PAGE_ROUTES entry checked against the user's permissions IN THE PROJECT (never the
// session's union), so the table names no permission itself.

/** One entry: `sub` is the path under /autoevaluacion/{id} ('' = home); `also` are sub-routes that highlight it. */
export interface AreaEntrada {
  label: string;
  sub: string;
  also?: readonly string[];
}

export type AreaItem = ({ kind: 'link' } & AreaEntrada) | { kind: 'group'; label: string; links: readonly AreaEntrada[] };

export const AREA_MENU: readonly AreaItem[] = [
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
  {
    kind: 'group',
    label: t.progreso,
    links: [
      { label: t.tablero, sub: 'progreso' },
      { label: t.estandares, sub: 'estandares', also: ['estandar/{EstandarId}'] },
      { label: t.evidencias, sub: 'evidencias', also: ['evidencia/{EvidenciaId?}'] },
      { label: t.areasMejora, sub: 'areasMejora' },
    ],
  },
  {
    kind: 'group',
    label: t.planificacion,
    links: [
      { label: t.tareas, sub: 'tareas', also: ['tarea', 'tarea/{TareaId}'] },
      { label: t.calendario, sub: 'calendario', also: ['calendario/mensual', 'calendario/semanal'] },
    ],
  },
  { kind: 'link', label: t.fin, sub: 'fin' },
];

/** The PAGE_ROUTES key of an area sub-route. */
export const areaPattern = (sub: string) => `/autoevaluacion/{AutoevaluacionId}${sub ? `/${sub}` : ''}`;

/** The concrete path of an area sub-route of self-assessment `id`. */
export const areaHref = (id: number, sub: string) => `/autoevaluacion/${id}${sub ? `/${sub}` : ''}`;

/** A menu link ready to render: its href and the PAGE_ROUTES keys that mark it current. */
export interface AreaLink {
  label: string;
  href: string;
  routes: string[];
}

export type AreaMenuItem = ({ kind: 'link' } & AreaLink) | { kind: 'group'; label: string; links: AreaLink[] };

/** Whether `subject` (the user's permissions in the project) may open sub-route `sub`. */
export const puedeAbrir = (subject: PermissionSubject | null, sub: string) => mayOpenPage(PAGE_ROUTES[areaPattern(sub)], subject);

const linkOf = (id: number, e: AreaEntrada): AreaLink => ({
  label: e.label,
  href: areaHref(id, e.sub),
  routes: [e.sub, ...(e.also ?? [])].map(areaPattern),
});

/** The menu of self-assessment `id` for `subject`: entries it may not open left out, empty groups too. */
export function areaMenuPara(id: number, subject: PermissionSubject | null): AreaMenuItem[] {
  const out: AreaMenuItem[] = [];
  for (const item of AREA_MENU) {
    if (item.kind === 'link') {
      if (puedeAbrir(subject, item.sub)) out.push({ kind: 'link', ...linkOf(id, item) });
      continue;
    }
    const links = item.links.filter((e) => puedeAbrir(subject, e.sub)).map((e) => linkOf(id, e));
    if (links.length > 0) out.push({ kind: 'group', label: item.label, links });
  }
  return out;
}
