import type { DomainContext } from '../context.ts';
import { todayIso } from '../shared/fechas.ts';
import { loadSello, MemoPorSello } from '../shared/sellos.ts';

// What the register's reads keep (ADR 0017): each value under the `acreditaciones` stamp it was
// read under, keyed by instance and day (the in-force rule depends on today) and the read's own
// key. The promise itself is kept, so requests that arrive together for a value not read yet
// share one read: a hundred visitors at a cold register ran the same query a hundred times and
// the process answered nothing for seconds.

const memo = new MemoPorSello<string, Promise<unknown>>(1000);

/** Never a stamp: a failed read is replaced by it, so the next request reads again. */
const FALLIDO = -1;

export async function memorizado<V>(ctx: DomainContext, key: string, leer: () => Promise<V>): Promise<V> {
  const sello = await loadSello(ctx.db, 'acreditaciones');
  if (sello <= 0) return leer();
  const k = `${ctx.instancia.id}|${todayIso(ctx.clock.now())}|${key}`;
  const hit = memo.get(ctx.db, k, sello) as Promise<V> | undefined;
  if (hit) return hit;
  // Frozen: the same object answers many requests.
  const valor = leer().then((v) => (v !== null && typeof v === 'object' ? Object.freeze(v) : v));
  memo.set(ctx.db, k, sello, valor);
  valor.catch(() => memo.set(ctx.db, k, FALLIDO, valor));
  return valor;
}
