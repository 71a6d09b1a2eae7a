import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';

// The in-force rule of vigencia.ts (`estaVigente`) as a SQL condition, for lists that must not
// read every row to apply it (the public register). vigencia-sql.test.ts checks that both forms
// agree on every combination of dates; change them together.

/** An optional date column counts as absent when NULL or empty, as `estaVigente`'s falsy test does. */
const presente = (col: SQLiteColumn) => sql`coalesce(${col}, '') <> ''`;
const ausente = (col: SQLiteColumn) => sql`coalesce(${col}, '') = ''`;

/** In force on `hoy` (ISO yyyy-mm-dd): publication ≤ today ≤ validity, neither revoked nor suspended. */
export function vigenteSql(hoy: string): SQL {
  const a = acreditaciones;
  return sql`(${presente(a.fechaPublicacion)} and ${presente(a.fechaVigencia)} and ${ausente(a.fechaRevocacion)} and ${ausente(a.fechaSuspension)} and ${a.fechaPublicacion} <= ${hoy} and ${hoy} <= ${a.fechaVigencia})`;
}
