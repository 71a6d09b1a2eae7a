import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { intentosAcceso } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import type { Clock } from '../context.ts';
import { AppError } from '../errors.ts';

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

/**
 * A known account counts under its id, whatever identifier was typed (e-mail or user name,
 * in any case): ten guesses are ten for the account, not ten per way of naming it.
 */
export const accountKey = (usuario: { id: number }) => `cuenta:${usuario.id}`;
/**
 * An identifier that names no account counts under what was typed (case and outer spaces
 * aside), so guesses at unknown names are throttled like guesses at real ones and the
 * replies never tell the two apart.
 */
export const identifierKey = (typed: string) => `identificador:${typed.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Whole seconds until the last lock among `keys` ends; 0 when none is locked now. */
export async function lockedFor(db: Db, keys: string[], clock: Clock): Promise<number> {
  if (keys.length === 0) return 0;
  const now = clock.now();
  const rows = await db
    .select({ bloqueadoHasta: intentosAcceso.bloqueadoHasta })
    .from(intentosAcceso)
    .where(inArray(intentosAcceso.clave, keys));
  const until = Math.max(0, ...rows.map((r) => (r.bloqueadoHasta ? Date.parse(r.bloqueadoHasta) : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** True when any of the keys is locked now. */
export async function isLocked(db: Db, keys: string[], clock: Clock): Promise<boolean> {
  return (await lockedFor(db, keys, clock)) > 0;
}

/** 429 with `message` and how long to wait (Retry-After) when any of the keys is locked now. */
export async function requireNotLocked(db: Db, keys: string[], clock: Clock, message: string = errores.demasiadosIntentos) {
  const seconds = await lockedFor(db, keys, clock);
  if (seconds > 0) throw new AppError(429, message, undefined, { retryAfterSeconds: seconds });
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
  // auditoria: técnica (sign-in attempt counters; the failed sign-in has its own entry)
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
  // auditoria: técnica (attempt counters)
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
  // auditoria: técnica (attempt counters)
  await db
    .delete(intentosAcceso)
    .where(
      and(
        lte(intentosAcceso.primerFallo, oldest),
        or(isNull(intentosAcceso.bloqueadoHasta), lte(intentosAcceso.bloqueadoHasta, nowIso)),
      ),
    );
}
