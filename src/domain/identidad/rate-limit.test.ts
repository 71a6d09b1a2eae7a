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
  identifierKey,
  ipKey,
  isLocked,
  lockedFor,
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
  it('keys known accounts by id, unknown identifiers by what was typed (case and outer spaces aside)', () => {
    expect(accountKey({ id: 7 })).toBe('cuenta:7');
    expect(identifierKey('  Nadie@Soludable.demo ')).toBe('identificador:nadie@soludable.demo');
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7');
  });

  it('says how long the longest lock among the keys still lasts', async () => {
    const key = identifierKey('admin');
    expect(await lockedFor(db, [key], clock)).toBe(0);
    await fail(key, 10);
    expect(await lockedFor(db, [key, ipKey('198.51.100.9')], clock)).toBe(15 * 60);
    t += 10 * MINUTE + 500;
    expect(await lockedFor(db, [key], clock)).toBe(5 * 60);
  });

  it('locks an account at the 10th failure within 15 minutes, for 15 minutes', async () => {
    const key = identifierKey('admin');
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
    const key = identifierKey('lento');
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
    expect(await isLocked(db, [identifierKey('x'), ip], clock)).toBe(false);
    await fail(ip, 1, IP_LIMIT);
    expect(await isLocked(db, [identifierKey('x'), ip], clock)).toBe(true);
    expect(await isLocked(db, [identifierKey('x')], clock)).toBe(false);
    expect(await isLocked(db, [], clock)).toBe(false);
  });

  it('counts parallel failures without losing any', async () => {
    const key = identifierKey('paralelo');
    await Promise.all(Array.from({ length: 10 }, () => recordFailure(db, key, ACCOUNT_LIMIT, clock)));
    expect(await isLocked(db, [key], clock)).toBe(true);
  });

  it('clears counters and purges the ones that can no longer lock', async () => {
    await fail(identifierKey('a'), 10);
    await fail(identifierKey('b'), 3);
    await fail(identifierKey('c'), 3);
    await clearFailures(db, [identifierKey('c')]);
    expect((await db.select().from(intentosAcceso)).map((r) => r.clave).sort()).toEqual(['identificador:a', 'identificador:b']);
    t += 15 * MINUTE;
    await fail(identifierKey('d'), 1);
    await purgeStaleAttempts(db, clock);
    // Fifteen minutes on, a's lock has ended and b's window has passed: only d's counter stays.
    expect((await db.select().from(intentosAcceso)).map((r) => r.clave)).toEqual(['identificador:d']);
  });
});
