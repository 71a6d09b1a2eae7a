import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

/**
 * The scheduled `PRAGMA optimize` on an embedded SQLite file (libSQL), and the statistics it
 * would otherwise miss for good.
 *
 * SQLite's ANALYZE writes no `sqlite_stat1` row for a partial index that holds no entries, and
 * `PRAGMA optimize` (SQLite 3.45, libSQL's) re-analyses any table with an index lacking
 * statistics, every time it runs. Two partial indexes of the audit log are empty most of the
 * time (`auditoria_sin_sellar_idx` right after each sealing, `auditoria_clave_idx` until the
 * first refused access), so each tick read the whole log again: 1.4–3.3 s per minute over
 * 1,000,000 entries, and up to 13 s on a loaded machine, with the event loop held, since the
 * embedded driver runs on it.
 *
 * After optimizing, each such index gets a one-entry estimate, which is what it holds (none or
 * few); SQLite documents that applications may write `sqlite_stat1`. `ANALYZE sqlite_schema`
 * makes the connection read it. A real ANALYZE of the table (25× growth, a migration) replaces
 * the estimate, and the next tick writes it again if the index is still empty. Indexes that are
 * not partial are left to `PRAGMA optimize`: one without statistics is new and needs them.
 */
export async function optimizeDatabase(db: Db): Promise<string> {
  await db.run(sql`PRAGMA optimize`);
  const analysed = await db.all<{ n: number }>(
    sql`select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat1'`,
  );
  if (!analysed[0]?.n) return 'ok';
  const missing = await db.all<{ tabla: string; indice: string; columnas: number }>(sql`
    select i.tbl_name as tabla, i.name as indice, (select count(*) from pragma_index_info(i.name)) as columnas
    from sqlite_master i
    where i.type = 'index' and i.sql like '% where %'
      and exists (select 1 from sqlite_stat1 s where s.tbl = i.tbl_name)
      and not exists (select 1 from sqlite_stat1 s where s.idx = i.name)`);
  if (missing.length === 0) return 'ok';
  for (const { tabla, indice, columnas } of missing) {
    // "rows, then rows per distinct prefix of the key": one entry, unique at every prefix.
    const stat = Array.from({ length: columnas + 1 }, () => '1').join(' ');
    await db.run(sql`insert into sqlite_stat1 (tbl, idx, stat) values (${tabla}, ${indice}, ${stat})`);
  }
  await db.run(sql`ANALYZE sqlite_schema`);
  return `ok; estimación para ${missing.length} índice(s) parcial(es) vacío(s)`;
}
