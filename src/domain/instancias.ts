import { eq } from 'drizzle-orm';
import { type Instancia, instancias } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import { errores } from '../i18n/errores.ts';
import { AppError } from './errors.ts';

export async function getInstancia(db: Db, id: string): Promise<Instancia> {
  const [row] = await db.select().from(instancias).where(eq(instancias.id, id));
  if (!row?.activo) throw new AppError(404, errores.instanciaDesconocida(id));
  return row;
}

const TTL_MS = 10_000;
const cache = new WeakMap<Db, Map<string, { row: Instancia; until: number }>>();

/**
 * The instance row, read at most every 10 s per database: every API call needs it, and it
 * changes only when an administrator edits the branding. A change shows within 10 s on every
 * server; correctness never depends on the cache.
 */
export async function findInstanciaCached(db: Db, id: string, now = Date.now()): Promise<Instancia | undefined> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(id);
  if (hit && hit.until > now) return hit.row;
  const [row] = await db.select().from(instancias).where(eq(instancias.id, id));
  // Only real instances are kept, so made-up X-Instancia values cannot grow the cache.
  if (row) perDb.set(id, { row, until: now + TTL_MS });
  return row;
}

/** getInstancia through the 10 s cache: what every page render asks for. */
export async function getInstanciaCached(db: Db, id: string): Promise<Instancia> {
  const row = await findInstanciaCached(db, id);
  if (!row?.activo) throw new AppError(404, errores.instanciaDesconocida(id));
  return row;
}

/** The instance's word for a generic term ("bloque" -> "dimensión"), or the term itself. */
export function term(instancia: Pick<Instancia, 'terminologia'>, key: string): string {
  return instancia.terminologia[key] ?? key;
}
