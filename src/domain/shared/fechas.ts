import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';

// Calendar days (manual dates, process dates, milestones) as ISO yyyy-mm-dd, in Spain's time zone.

// The one date parser: every date field and query reads its value through toIsoDate.
// ISO 8601 dates and date-times (the calendar date as written; the time must be a real one),
// and the spec's dd/mm/yyyy and dd-mm-yyyy (both separators the same).
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/i;
const ES = /^(\d{2})([/-])(\d{2})\2(\d{4})$/;

const isLeapYear = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** The fields of an ISO date-time's time and offset are in range (24:00 and leap seconds are not accepted). */
const validTime = (parts: (string | undefined)[]): boolean => {
  const [h = 0, min = 0, sec = 0, oh = 0, om = 0] = parts.map((x) => Number(x ?? 0));
  return h <= 23 && min <= 59 && sec <= 59 && oh <= 23 && om <= 59;
};

/**
 * A date as ISO yyyy-mm-dd: from yyyy-mm-dd, an ISO date-time, dd/mm/yyyy or dd-mm-yyyy;
 * null for empty, undefined when not a real calendar date (year 0000 does not exist).
 */
export function toIsoDate(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return null;
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO.exec(v);
  const es = ES.exec(v);
  if (iso) {
    if (!validTime(iso.slice(4, 9))) return undefined;
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (es) [d, m, y] = [Number(es[1]), Number(es[3]), Number(es[4])];
  else return undefined;
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Spain's peninsular time zone: its calendar defines "today" and the times users read. */
export const SPAIN_TIME_ZONE = 'Europe/Madrid';

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and the
// public register reads today's date on every request (its replies are kept per day).
const MADRID_DIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPAIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Spain as yyyy-mm-dd. */
export function todayIso(now: Date): string {
  return MADRID_DIA.format(now);
}

/**
 * The ISO day `days` after `iso` (negative = before); month and year ends roll over. formatISO,
 * not format: this module reaches the browser with every date field, and format carries a
 * locale and its whole pattern language (~5 KB gzip) to write one fixed shape.
 */
export function sumarDias(iso: string, days: number): string {
  return formatISO(addDays(parseISO(iso), days), { representation: 'date' });
}

/** Whole calendar days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return differenceInCalendarDays(parseISO(hasta), parseISO(desde));
}

// In its own file so a client catalogue that shows a date does not bring date-fns with it.
export { fechaEs } from './fecha-es.ts';
