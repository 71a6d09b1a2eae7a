import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { calendarioUi } from '../../i18n/autoevaluacion-plan.ts';
import { sumarDias } from '../shared/fechas.ts';
import type { EventoCalendario } from './calendario.ts';

// The feed as iCalendar (RFC 5545) through the maintained `ics` package: one all-day event per
// calendar event (DTSTART;VALUE=DATE, DTEND the next day as the RFC asks), a stable UID per
// event so calendar programs update rather than duplicate, and links back to the app.

const t = calendarioUi.feed;

const dia = (iso: string): DateArray => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y as number, m as number, d as number];
};

function descripcion(e: EventoCalendario): string | undefined {
  if (!e.Tarea) return undefined;
  const partes = [
    e.Descripcion,
    e.Tarea.Responsable ? `${t.responsable}: ${e.Tarea.Responsable.NombreCompleto}` : null,
    `${t.estado}: ${e.Tarea.Estado.Nombre}`,
  ];
  return partes.filter(Boolean).join('\n');
}

/** The ICS text of `eventos`; `base` is the app's public URL (links in each event), `dominio` names the UIDs. */
export function icsDe(eventos: readonly EventoCalendario[], opts: { base: string; dominio: string }): string {
  const attrs: EventAttributes[] = eventos.map((e) => ({
    uid: `${e.Id}@${opts.dominio}`,
    start: dia(e.FechaInicio),
    end: dia(sumarDias(e.FechaFin, 1)),
    title: e.Hito ? e.Titulo : `${t.tarea}: ${e.Titulo}`,
    description: descripcion(e),
    categories: [e.Clase],
    transp: 'TRANSPARENT',
    url: e.Tarea
      ? `${opts.base}/autoevaluacion/${e.AutoevaluacionId}/tarea/${e.Tarea.Id}`
      : `${opts.base}/autoevaluacion/${e.AutoevaluacionId}/calendario`,
  }));
  const { error, value } = createEvents(attrs, { productId: 'acredita/planificacion', calName: t.nombre, method: 'PUBLISH' });
  if (error || value === null) throw error ?? new Error('ics');
  return value;
}
