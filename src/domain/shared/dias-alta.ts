import { gte, lt } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { unprocessable } from './comun.ts';
import { todayIso, toIsoDate } from './fechas.ts';

// Registration dates are stored as UTC instants; the list filters them by calendar days in
// Spain. A day's bounds are found as instants, so the filter uses the index on alta_fecha.

/** The first instant (ISO, UTC) of Madrid's calendar day `iso` (yyyy-mm-dd). */
export function inicioDiaMadrid(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // Madrid is UTC+1 or UTC+2: the day starts 1 or 2 hours before UTC midnight.
  for (const hours of [2, 1]) {
    const start = new Date(midnightUtc - hours * 3_600_000);
    if (todayIso(start) === iso && todayIso(new Date(start.getTime() - 1)) !== iso) return start.toISOString();
  }
  return new Date(midnightUtc).toISOString();
}

/** The first instant of the day after `iso` (the exclusive upper bound of "hasta"). */
export function inicioDiaSiguienteMadrid(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return inicioDiaMadrid(next);
}

/** A filter date (yyyy-mm-dd or dd/mm/yyyy) as ISO; undefined when empty, null when invalid. */
export function fechaFiltro(value: string | undefined): string | undefined | null {
  if (value === undefined || value.trim() === '') return undefined;
  return toIsoDate(value) ?? null;
}

/**
 * The conditions "registered from `fechaDesde` to `fechaHasta`" (Madrid days, both inclusive) on
 * an ISO timestamp column; 422 for a malformed date or a reversed range.
 */
export function altaEntre(
  column: SQLiteColumn,
  filtros: { fechaDesde?: string; fechaHasta?: string },
  textos: { fechaNoValida: string; rangoFechas: string },
) {
  const desde = fechaFiltro(filtros.fechaDesde);
  const hasta = fechaFiltro(filtros.fechaHasta);
  const errors: Record<string, string[]> = {};
  if (desde === null) errors.fechaDesde = [textos.fechaNoValida];
  if (hasta === null) errors.fechaHasta = [textos.fechaNoValida];
  if (desde && hasta && desde > hasta) errors.fechaHasta = [textos.rangoFechas];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return [
    desde ? gte(column, inicioDiaMadrid(desde)) : undefined,
    hasta ? lt(column, inicioDiaSiguienteMadrid(hasta)) : undefined,
  ];
}
