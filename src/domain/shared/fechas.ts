import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

// Calendar days (manual dates, process dates, milestones) as ISO yyyy-mm-dd, in Spain's time zone.

/** A dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd date as ISO yyyy-mm-dd; null for empty, undefined if invalid. */
export function toIsoDate(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return null;
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const es = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(v);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (es) [d, m, y] = [Number(es[1]), Number(es[2]), Number(es[3])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
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

/** The ISO day `days` after `iso` (negative = before); month and year ends roll over. */
export function sumarDias(iso: string, days: number): string {
  return format(addDays(parseISO(iso), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `desde` to `hasta` (negative when `hasta` is earlier). */
export function diasEntre(desde: string, hasta: string): number {
  return differenceInCalendarDays(parseISO(hasta), parseISO(desde));
}

/** dd/mm/yyyy of an ISO date or date-time (how the spec shows dates); `vacio` for none or a malformed value. */
export function fechaEs(iso: string | null | undefined, vacio = '—'): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : vacio;
}
