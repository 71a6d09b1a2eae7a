import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';

/** Health: the database answers a query. Never throws; reports what failed. */
export async function comprobarSalud(db: Db, clock: { now(): Date }) {
  const started = Date.now();
  try {
    await db.run(sql`select 1`);
    return {
      estado: 'ok' as const,
      baseDeDatos: 'ok' as const,
      latenciaMs: Date.now() - started,
      fecha: clock.now().toISOString(),
    };
  } catch {
    return {
      estado: 'error' as const,
      baseDeDatos: 'error' as const,
      latenciaMs: Date.now() - started,
      fecha: clock.now().toISOString(),
    };
  }
}
