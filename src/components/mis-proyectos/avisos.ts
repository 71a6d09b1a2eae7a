import type { EnlaceArea } from '../../domain/mis-proyectos/enlace-area.ts';
import type { MiProyecto } from '../../domain/mis-proyectos/mios.ts';
import type { Pendientes } from '../../domain/mis-proyectos/pendientes.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { pendientesProyecto as t } from '../../i18n/mis-proyectos.ts';

/** One thing that needs the person, as the chooser lists it: its text, where to act on it, and how urgent it reads. */
export interface Aviso {
  clave: string;
  texto: string;
  href: string | null;
  tono: 'urgente' | 'pendiente' | 'listo';
}

type Proyecto = Pick<MiProyecto, 'Autoevaluacion'>;

/**
 * The lines of "what needs you" for a project, each linked to the page where it is done: the
 * assigned standards (the standards list filtered to the person), the tasks (the tasks page of
 * a self-assessment), what is left to value, the correction round (the team's side or the
 * evaluation's), and the result to publish. Each link goes into a record's area only where its
 * gate let the user in: `enlaces` holds the page's answers (getEnlaceArea, by record id; null or
 * missing: refused, so the line stays without a link); `puedeAbrir` drops a link the page guard
 * would refuse (it ends the session).
 */
export function avisosDe(
  p: Proyecto,
  n: Pendientes,
  usuarioId: number,
  puedeAbrir: (href: string) => boolean,
  enlaces: ReadonlyMap<number, EnlaceArea | null>,
): Aviso[] {
  const a = p.Autoevaluacion;
  if (!a) return [];
  const areaDe = (id: number) => enlaces.get(id)?.ir ?? null;
  const area = areaDe(a.Id);
  const link = (href: string | null) => (href && puedeAbrir(href) ? href : null);
  const en = (base: string | null, resto: string) => (base ? `${base}${resto}` : null);
  const out: Aviso[] = [];
  if (n.EstandaresAsignados > 0)
    out.push({
      clave: 'estandares',
      texto: t.estandaresAsignados(n.EstandaresAsignados),
      href: link(en(area, `/estandares?usuarioId=${usuarioId}`)),
      tono: 'pendiente',
    });
  if (n.Tareas.Abiertas > 0) {
    const partes = [t.tareas(n.Tareas.Abiertas)];
    if (n.Tareas.Vencidas > 0) partes.push(t.tareasVencidas(n.Tareas.Vencidas));
    const texto = `${partes.join(', ')}${n.Tareas.ProximaFecha ? `; ${t.tareaProxima(fechaEs(n.Tareas.ProximaFecha))}` : ''}`;
    out.push({
      clave: 'tareas',
      texto,
      href: link(a.Fase.TipoClave === 'AUT' ? en(area, '/tareas') : null),
      tono: n.Tareas.Vencidas > 0 ? 'urgente' : 'pendiente',
    });
  }
  if (n.SinValorar !== null)
    out.push(
      n.SinValorar > 0
        ? { clave: 'valorar', texto: t.sinValorar(n.SinValorar), href: link(en(area, '/estandares')), tono: 'pendiente' }
        : { clave: 'valorar', texto: t.todoValorado, href: null, tono: 'listo' },
    );
  const s = n.Subsanacion;
  if (s)
    out.push(
      n.EquipoEvaluacion
        ? {
            clave: 'subsanacion',
            texto: t.subsanacionEvaluacion(s.Numero, fechaEs(s.FechaLimite), s.SinResponder),
            href: link(en(area, '/subsanacion')),
            tono: 'pendiente',
          }
        : {
            clave: 'subsanacion',
            texto: t.subsanacionCentro(s.Numero, fechaEs(s.FechaLimite), s.SinResponder),
            href: link(en(areaDe(s.AutoevaluacionId), '/subsanacion')),
            tono: s.SinResponder > 0 ? 'urgente' : 'pendiente',
          },
    );
  if (n.Publicacion)
    out.push({
      clave: 'publicacion',
      texto: n.Publicacion.Lista ? t.listaParaPublicar : n.Publicacion.FaltaInforme ? t.sinPublicarFaltaInforme : t.sinPublicar,
      href: link(en(area, '/resultado')),
      tono: n.Publicacion.Lista ? 'listo' : 'pendiente',
    });
  return out;
}
