import { versiones } from '../../db/schema/sistema.ts';
import type { Db } from '../../db/types.ts';

// Change stamps (ADR 0017): triggers add 1 to a stamp with every write to the tables it covers,
// in the same transaction. Data derived from those tables may be kept in process memory as long
// as it is stored with the stamp it was read under and every use first reads the stamp again:
// one indexed read instead of the queries it spares, and right with several processes, on
// Workers, and whatever code (or person with a SQL shell) wrote.

/**
 * `identidad`: users, profiles, permissions. `catalogo`: manuals and all a public manual shows.
 * `acreditaciones`: accreditations and all the public register shows of them (migration 0017).
 * `autoevaluacion`: self-assessments and all their area's board and standards list show beside
 * identity and catalogue (migration 0023, ADR 0025). `solicitudes`: requests, applicant centres
 * and all the intake lists show of them beside identity (migration 0025, ADR 0028). `sesiones`:
 * the sessions' rows, except their last use (migration 0027, ADR 0030). `datos`: every table a
 * signed-in page can show, so every signed-in page kept per session (migration 0036, ADR 0067;
 * the tables left out, each with its reason: tests/api/sello-datos.test.ts).
 */
export type ClaveSello = 'identidad' | 'catalogo' | 'acreditaciones' | 'autoevaluacion' | 'solicitudes' | 'sesiones' | 'datos';

const selloSelect = (db: Db) => db.select({ clave: versiones.clave, valor: versiones.valor }).from(versiones).prepare();
const consultas = new WeakMap<Db, ReturnType<typeof selloSelect>>();

/** Stamp reads waiting to start, per database: every caller that arrives before one starts shares it. */
const pendientes = new WeakMap<Db, Promise<Map<string, number>>>();

/** After the I/O callbacks of this turn (every request parsed in it), before any timer. */
const despues: (f: () => void) => void =
  typeof globalThis.setImmediate === 'function' ? (f) => globalThis.setImmediate(f) : (f) => setTimeout(f, 0);

/**
 * The stamp now (0 when a database predates the stamps: nothing is then kept).
 *
 * Callers that arrive together share one read (all stamps, one prepared statement, a few rows):
 * the read is issued once the current turn's requests have all asked, and none that has asked
 * joins a read already under way. So a read always starts after its callers arrived and sees
 * every write committed before them, from any process (the guarantee one read per caller gave),
 * while 100 public requests parsed in one turn cost one read instead of 100 (~60-200 µs each).
 */
export function loadSello(db: Db, clave: ClaveSello): Promise<number> {
  let pendiente = pendientes.get(db);
  if (!pendiente) {
    pendiente = new Promise<Map<string, number>>((resolve, reject) => {
      despues(() => {
        // From here on, new callers start a new read.
        pendientes.delete(db);
        let q = consultas.get(db);
        if (!q) {
          q = selloSelect(db);
          consultas.set(db, q);
        }
        q.all().then((rows) => resolve(new Map(rows.map((r) => [r.clave, r.valor]))), reject);
      });
    });
    pendientes.set(db, pendiente);
  }
  return pendiente.then((m) => m.get(clave) ?? 0);
}

/**
 * Values derived from stamped tables, kept per database (tests open many) and per key, each
 * with the stamp it was read under. A value read under an older stamp is never returned.
 * Bounded: past `max` keys the oldest goes.
 */
export class MemoPorSello<K, V> {
  readonly #porDb = new WeakMap<Db, Map<K, { sello: number; valor: V }>>();
  constructor(private readonly max: number) {}

  get(db: Db, key: K, sello: number): V | undefined {
    const hit = this.#porDb.get(db)?.get(key);
    return hit && hit.sello === sello ? hit.valor : undefined;
  }

  set(db: Db, key: K, sello: number, valor: V): V {
    let m = this.#porDb.get(db);
    if (!m) {
      m = new Map();
      this.#porDb.set(db, m);
    }
    m.delete(key);
    m.set(key, { sello, valor });
    if (m.size > this.max) m.delete(m.keys().next().value as K);
    return valor;
  }
}

/** Freezes a plain value and everything in it: a value kept under a stamp is shared by every caller. */
export function congelar<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    for (const x of Object.values(v)) congelar(x);
    Object.freeze(v);
  }
  return v;
}
