import { beforeAll, describe, expect, it } from 'vitest';
import { dominioDePrueba } from '../../../tests/fixtures/dominio.ts';
import type { DomainContext } from '../context.ts';
import { consultaHilos, consultaNoLeidos, type FiltrosHilos } from './lectura.ts';

// The inbox, a project's thread list and the unread counts read an index in the order they
// show, never the whole table (what keeps them fast at 100,000 messages): each statement's
// query plan (SQLite's EXPLAIN QUERY PLAN) names an index for the threads and sorts nothing
// in a temporary b-tree. No timings here: the bench measures those.

let ctx: DomainContext;
let plan: (q: { toSQL(): { sql: string; params: unknown[] } }) => Promise<string>;

beforeAll(async () => {
  const d = await dominioDePrueba();
  ctx = d.ctx(null);
  // biome-ignore lint/suspicious/noExplicitAny: the libSQL client behind the test's Drizzle database
  const client = (d.db as any).$client as { execute(q: { sql: string; args: unknown[] }): Promise<{ rows: unknown[] }> };
  plan = async (q) => {
    const { sql, params } = q.toSQL();
    const res = await client.execute({ sql: `explain query plan ${sql}`, args: params });
    return res.rows.map((r) => (r as { detail: string }).detail).join('\n');
  };
});

const filtros: [string, FiltrosHilos][] = [
  ['the inbox', {}],
  ["a project's threads", { proyectoId: 7 }],
  ["a centre's threads", { centroId: 3 }],
];

describe('threads lists: index-backed', () => {
  for (const [nombre, f] of filtros) {
    it(`${nombre}: the threads' index in order, no sort, no scan`, async () => {
      const p = await plan(consultaHilos(ctx, 1, f).filas.limit(20));
      expect(p).toMatch(/hilos USING (COVERING )?INDEX hilos_/);
      expect(p).not.toMatch(/TEMP B-TREE/);
      expect(p).not.toMatch(/SCAN hilos(?! USING)/);
      const total = await plan(consultaHilos(ctx, 1, f).total);
      expect(total).toMatch(/hilos USING (COVERING )?INDEX/);
    });
  }

  it("the unread threads: the inbox's order, one probe of the reader's own rows each; their count from those rows", async () => {
    const p = await plan(consultaHilos(ctx, 1, { noLeidos: true }).filas.limit(20));
    expect(p).toMatch(/hilos USING INDEX hilos_bandeja_idx/);
    expect(p).toMatch(/mensaje_pendientes USING COVERING INDEX mensaje_pendientes_hilo_idx/);
    expect(p).not.toMatch(/TEMP B-TREE/);
    const total = await plan(consultaHilos(ctx, 1, { noLeidos: true }).total);
    expect(total).toMatch(/SEARCH mensaje_pendientes USING COVERING INDEX mensaje_pendientes_instancia_idx/);
  });

  it('the unread counts read the reader’s own rows through an index', async () => {
    for (const opts of [{}, { proyectoId: 7 }]) {
      const p = await plan(consultaNoLeidos(ctx, 1, opts));
      expect(p).toMatch(/SEARCH mensaje_pendientes USING (COVERING )?INDEX/);
    }
  });
});
