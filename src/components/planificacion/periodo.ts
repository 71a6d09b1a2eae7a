import { addMonths, addWeeks, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { es } from 'date-fns/locale';

// The period a calendar page shows: a month or a week (Monday first, as in Spain) around
// the day in `?fecha=yyyy-mm-dd` (today when absent), and the days before and after for the
// page's own previous/next links.

export type Vista = 'mensual' | 'semanal';

interface Periodo {
  vista: Vista;
  /** The day the page centres on (ISO). */
  fecha: string;
  desde: string;
  hasta: string;
  anterior: string;
  siguiente: string;
  titulo: string;
}

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

export function periodoDe(vista: Vista, fecha: string): Periodo {
  const d = parseISO(fecha);
  if (vista === 'mensual') {
    return {
      vista,
      fecha,
      desde: iso(startOfMonth(d)),
      hasta: iso(endOfMonth(d)),
      anterior: iso(startOfMonth(addMonths(d, -1))),
      siguiente: iso(startOfMonth(addMonths(d, 1))),
      titulo: format(d, 'LLLL yyyy', { locale: es }),
    };
  }
  const desde = startOfWeek(d, { weekStartsOn: 1 });
  const hasta = endOfWeek(d, { weekStartsOn: 1 });
  return {
    vista,
    fecha,
    desde: iso(desde),
    hasta: iso(hasta),
    anterior: iso(addWeeks(desde, -1)),
    siguiente: iso(addWeeks(desde, 1)),
    titulo: `${format(desde, 'd MMM', { locale: es })} – ${format(hasta, 'd MMM yyyy', { locale: es })}`,
  };
}
