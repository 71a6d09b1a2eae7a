import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { intentosAcceso } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';
import {
  ACCOUNT_LIMIT,
  accountKey,
  clearFailures,
  IP_LIMIT,
  ipKey,
  isLocked,
  purgeStaleAttempts,
  recordFailure,
} from './rate-limit.ts';

const MINUTE = 60 * 1000;
let db: Db;
let t: number;
const clock: Clock = { now: () => new Date(t) };
const fail = async (key: string, times: number, limit = ACCOUNT_LIMIT) => {
  for (let i = 0; i < times; i++) await recordFailure(db, key, limit, clock);
};

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  t = Date.parse('2026-03-01T10:00:00Z');
});

describe('sign-in rate limit', () => {
  it('keys accounts by what was typed, ignoring case and surrounding spaces', () => {
    expect(accountKey('  Admin@Soludable.demo ')).toBe('cuenta:admin@soludable.demo');
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7');
  });

  it('locks an account at the 10th failure within 15 minutes, for 15 minutes', async () => {
    const key = accountKey('admin');
    await fail(key, 9);
    expect(await isLocked(db, [key], clock)).toBe(false);
    t += 5 * MINUTE;
    await fail(key, 1);
    expect(await isLocked(db, [key], clock)).toBe(true);
    t += 15 * MINUTE - 1;
    expect(await isLocked(db, [key], clock)).toBe(true);
    t += 1;
    expect(await isLocked(db, [key], clock)).toBe(false);
    // After the lock the count starts again: one more failure does not lock.
    await fail(key, 1);
    expect(await isLocked(db, [key], clock)).toBe(false);
    const [row] = await db.select().from(intentosAcceso);
    expect(row).toMatchObject({ clave: key, fallos: 1, bloqueadoHasta: null });
  });

  it('starts a new count when the window has passed', async () => {
    const key = accountKey('lento');
    await fail(key, 9);
    t += 16 * MINUTE;
    await fail(key, 9);
    expect(await isLocked(db, [key], clock)).toBe(false);
    await fail(key, 1);
    expect(await isLocked(db, [key], clock)).toBe(true);
  });

  it('locks an address at 50 failures and reports a lock on any of several keys', async () => {
    const ip = ipKey('198.51.100.1');
    await fail(ip, 49, IP_LIMIT);
    expect(await isLocked(db, [accountKey('x'), ip], clock)).toBe(false);
    await fail(ip, 1, IP_LIMIT);
    expect(await isLocked(db, [accountKey('x'), ip], clock)).toBe(true);
    expect(await isLocked(db, [accountKey('x')], clock)).toBe(false);
    expect(await isLocked(db, [], clock)).toBe(false);
  });

  it('counts parallel failures without losing any', async () => {
    const key = accountKey('paralelo');
    await Promise.all(Array.from({ length: 10 }, () => recordFailure(db, key, ACCOUNT_LIMIT, clock)));
    expect(await isLocked(db, [key], clock)).toBe(true);
  });

  it('clears counters and purges the ones that can no longer lock', async () => {
    await fail(accountKey('a'), 10);
    await fail(accountKey('b'), 3);
    await fail(accountKey('c'), 3);
    await clearFailures(db, [accountKey('c')]);
    expect((await db.select().from(intentosAcceso)).map((r) => r.clave).sort()).toEqual(['cuenta:a', 'cuenta:b']);
    t += 15 * MINUTE;
    await fail(accountKey('d'), 1);
    await purgeStaleAttempts(db, clock);
    // Fifteen minutes on, a's lock has ended and b's window has passed: only d's counter stays.
    expect((await db.select().from(intentosAcceso)).map((r) => r.clave)).toEqual(['cuenta:d']);
  });
});
