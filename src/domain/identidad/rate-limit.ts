import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { intentosAcceso } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';

/**
 * Brute-force protection for sign-in. Counters live in `intentos_acceso`,
 * never in process memory, so every server and Worker isolate sees the same count.
 */
export interface Limit {
  /** Failures allowed within the window; the one that reaches it locks the key. */
  max: number;
  windowMs: number;
  lockMs: number;
}

const QUARTER_HOUR = 15 * 60 * 1000;

/** 10 failures in a row within 15 minutes lock an account for 15 minutes. */
export const ACCOUNT_LIMIT: Limit = { max: 10, windowMs: QUARTER_HOUR, lockMs: QUARTER_HOUR };
/** Higher for an address: offices and schools share one behind their router. */
export const IP_LIMIT: Limit = { max: 50, windowMs: QUARTER_HOUR, lockMs: QUARTER_HOUR };

/** The account counter is keyed by what was typed, so unknown names are throttled like real ones. */
export const accountKey = (username: string) => `cuenta:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** True when any of the keys is locked now. */
export async function isLocked(db: Db, keys: string[], clock: Clock): Promise<boolean> {
  if (keys.length === 0) return false;
  const now = clock.now().toISOString();
  const rows = await db
    .select({ bloqueadoHasta: intentosAcceso.bloqueadoHasta })
    .from(intentosAcceso)
    .where(inArray(intentosAcceso.clave, keys));
  return rows.some((r) => r.bloqueadoHasta !== null && r.bloqueadoHasta > now);
}

/**
 * Counts one failure against `key` in a single upsert (no read-then-write, so parallel
 * attempts cannot slip through between a read and a write). A failure after the window
 * has passed starts a new count; reaching `limit.max` sets the lock.
 */
export async function recordFailure(db: Db, key: string, limit: Limit, clock: Clock): Promise<void> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + limit.lockMs).toISOString();
  // SQLite evaluates every right-hand side against the old row, so these may refer to each other's columns.
  const restart = sql`${intentosAcceso.primerFallo} <= ${windowStart}`;
  const count = sql`case when ${restart} then 1 else ${intentosAcceso.fallos} + 1 end`;
  await db
    .insert(intentosAcceso)
    .values({ clave: key, fallos: 1, primerFallo: nowIso, bloqueadoHasta: limit.max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: intentosAcceso.clave,
      set: {
        fallos: count,
        primerFallo: sql`case when ${restart} then ${nowIso} else ${intentosAcceso.primerFallo} end`,
        bloqueadoHasta: sql`case when ${count} >= ${limit.max} then ${lockUntil} when ${restart} then null else ${intentosAcceso.bloqueadoHasta} end`,
      },
    });
}

/** Forgets the counters (a successful sign-in or password reset clears the account's). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(intentosAcceso).where(inArray(intentosAcceso.clave, keys));
}

/**
 * Deletes counters that can no longer lock anything (window over, no lock pending), so
 * names typed by attackers do not pile up. Meant for the scheduled jobs.
 */
export async function purgeStaleAttempts(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const oldest = new Date(now.getTime() - Math.max(ACCOUNT_LIMIT.windowMs, IP_LIMIT.windowMs)).toISOString();
  await db
    .delete(intentosAcceso)
    .where(
      and(
        lte(intentosAcceso.primerFallo, oldest),
        or(isNull(intentosAcceso.bloqueadoHasta), lte(intentosAcceso.bloqueadoHasta, nowIso)),
      ),
    );
}
