import type { Instancia } from '../../../db/schema/index.ts';
import { term } from '../../../domain/instancias.ts';

/** The instance's word for a term, capitalised ("bloques" -> "Dimensiones"). */
export function termino(instancia: Pick<Instancia, 'terminologia'>, key: string): string {
  const word = term(instancia, key);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
