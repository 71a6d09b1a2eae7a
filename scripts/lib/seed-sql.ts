import { drizzle } from 'drizzle-orm/sqlite-proxy';
import type { SeedBatch } from '../../src/db/seed/index.ts';

const CHUNK = 200; // D1 caps statement size; 200 short rows stay well under it.

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Drizzle renders "?" placeholders; D1's --file wants plain SQL, so values are inlined. */
function inline(sql: string, params: unknown[]): string {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
}

/**
 * The seed as SQL statements (INSERT … ON CONFLICT DO NOTHING, so it can run again), for
 * `wrangler d1 execute --file`, built with the same rows and Drizzle schema as the libSQL seed.
 */
export function seedToSql(batches: SeedBatch[]): string {
  const db = drizzle(async () => ({ rows: [] }));
  const statements: string[] = [];
  for (const { table, rows } of batches) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const query = db
        .insert(table)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .toSQL();
      statements.push(`${inline(query.sql, query.params as unknown[])};`);
    }
  }
  return `${statements.join('\n')}\n`;
}
