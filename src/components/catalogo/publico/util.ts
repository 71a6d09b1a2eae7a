import type { Instancia } from '../../../db/schema/index.ts';
import { fechaEs } from '../../../domain/catalogo/fechas.ts';
import { term } from '../../../domain/instancias.ts';

/** dd/mm/yyyy for an ISO date (yyyy-mm-dd…), as the spec shows dates. */
export const fecha = (iso: string | null | undefined): string => fechaEs(iso, '');

/** A route id from the URL: a positive integer, or 0 (which nothing has) for anything else. */
export const idParam = (value: string | undefined): number => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0);

/** The instance's word for a term, capitalised ("bloques" -> "Dimensiones"). */
export function termino(instancia: Pick<Instancia, 'terminologia'>, key: string): string {
  const word = term(instancia, key);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
