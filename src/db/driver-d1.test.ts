import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './driver-d1.ts';
import { usuarios } from './schema/index.ts';

/** A D1 binding that records what reaches it (the real one needs workerd: scripts/cf-smoke.ts). */
function fakeD1() {
  const batches: Array<Array<{ sql: string; params: unknown[] }>> = [];
  const statement = (query: string, params: unknown[] = []) => ({
    sql: query,
    params,
    bind: (...p: unknown[]) => statement(query, p),
    raw: async () => [],
    all: async () => ({ results: [], success: true, meta: {} }),
    run: async () => ({ results: [], success: true, meta: {} }),
  });
  const binding = {
    prepare: (query: string) => statement(query),
    batch: async (stmts: Array<{ sql: string; params: unknown[] }>) => {
      batches.push(stmts.map(({ sql, params }) => ({ sql, params })));
      return stmts.map(() => ({ results: [], success: true, meta: {} }));
    },
  };
  return { binding, batches };
}

describe('D1 driver batch', () => {
  it('sends raw statements with bound values beside query-builder ones (drizzle-orm #2277)', async () => {
    const { binding, batches } = fakeD1();
    const db = createDb({ DB: binding });
    await db.batch([
      db.update(usuarios).set({ nombre: 'Ana' }).where(sql`${usuarios.id} = ${7}`),
      db.run(sql`insert into proyectos (codigo) select ${'PRY-2026-0001'} where ${1} = 1`),
      db.run(sql`select 1`),
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((s) => s.params)).toEqual([['Ana', 7], ['PRY-2026-0001', 1], []]);
    expect(batches[0]?.[1]?.sql).toBe('insert into proyectos (codigo) select ? where ? = 1');
  });
});
