'use client';

import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useState } from 'react';
import type { Vista } from './periodo.ts';

// FullCalendar (MIT, maintained, React 19 peer) draws the month and week grids. Navigation is
// the page's own links (the URL carries the view and the day, and the server renders the
// same events as a list for screen readers), so the grid's own toolbar is off. Events are all
// day: a task on its deadline, a milestone on its date.

interface EventoVista {
  id: string;
  title: string;
  start: string;
  clase: string;
  url?: string;
}

/** Colours per class, dark text on light fill (WCAG AA); the class names are the spec's. */
const COLORES: Record<string, { fondo: string; texto: string }> = {
  'tarea-conseguida': { fondo: '#d1fae5', texto: '#064e3b' },
  'tarea-pendiente': { fondo: '#e0f2fe', texto: '#0c4a6e' },
};
const HITO = { fondo: '#fef3c7', texto: '#78350f' };

// FullCalendar's default theme dims days outside the month (opacity) and greys its texts
// below AA contrast: keep every text at full contrast inside our calendar.
const CONTRASTE = `.calendario-plan .fc{color:#0f172a}
.calendario-plan .fc .fc-daygrid-day-top,.calendario-plan .fc .fc-day-other .fc-daygrid-day-top{opacity:1}
.calendario-plan .fc .fc-day-other{background:#f8fafc}
.calendario-plan .fc a{color:inherit}`;

export function CalendarioVista(props: { vista: Vista; fecha: string; eventos: EventoVista[]; etiqueta: string }) {
  // Rendered in the browser only: the grid measures the page; the server sends the list below it.
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  if (!montado) return <div className="min-h-64" aria-hidden="true" />;
  return (
    <section aria-label={props.etiqueta} className="calendario-plan overflow-x-auto">
      <style>{CONTRASTE}</style>
      <FullCalendar
        plugins={[dayGridPlugin]}
        initialView={props.vista === 'mensual' ? 'dayGridMonth' : 'dayGridWeek'}
        initialDate={props.fecha}
        locale={esLocale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        eventDisplay="block"
        // A day cell is named by its day number only, which hides the events it shows
        // (WCAG 2.5.3, label in name): let its contents name it.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        events={props.eventos.map((e) => {
          const c = COLORES[e.clase] ?? HITO;
          return {
            id: e.id,
            title: e.title,
            start: e.start,
            allDay: true,
            // A milestone has no page: FullCalendar turns a present but undefined `url` into
            // href="undefined", so the key is left out instead.
            ...(e.url ? { url: e.url } : {}),
            classNames: [e.clase],
            backgroundColor: c.fondo,
            borderColor: c.texto,
            textColor: c.texto,
          };
        })}
      />
    </section>
  );
}
