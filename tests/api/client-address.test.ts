import { beforeAll, describe, expect, it } from 'vitest';
import { intentosAcceso } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { IP_LIMIT } from '../../src/domain/identidad/rate-limit.ts';
import { fromSocket } from './helpers.ts';
import { createIdentityTestApp } from './login-helpers.ts';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});

/** An address one failure short of its lock, so one more counted failure locks it. */
const nearlyLocked = (address: string) =>
  t.db
    .insert(intentosAcceso)
    .values({ clave: `ip:${address}`, fallos: IP_LIMIT.max - 1, primerFallo: t.clock.now().toISOString(), bloqueadoHasta: null });

const signIn = (password: string, headers: Record<string, string>, env: object) =>
  t.send('POST', '/api/login', { username: 'autoevaluador', password }, headers, env);

describe('the client address of the per-address sign-in lock', () => {
  it('comes from the socket without TRUST_PROXY: rotating X-Forwarded-For does not escape the lock', async () => {
    const socket = '198.51.100.20';
    await nearlyLocked(socket);
    expect((await signIn('Mala.1', { 'X-Forwarded-For': '203.0.113.1' }, fromSocket(socket))).status).toBe(401);
    const rotated = await signIn(DEMO_PASSWORD, { 'X-Forwarded-For': '203.0.113.2' }, fromSocket(socket));
    expect(rotated.status).toBe(429);
    await t.db.delete(intentosAcceso);
  });

  it('cannot be forged to lock someone else out, with X-Forwarded-For or CF-Connecting-IP', async () => {
    const victim = '198.51.100.30';
    await nearlyLocked(victim);
    const forged = { 'X-Forwarded-For': victim, 'CF-Connecting-IP': victim };
    expect((await signIn('Mala.1', forged, fromSocket('203.0.113.66'))).status).toBe(401);
    expect((await signIn(DEMO_PASSWORD, {}, fromSocket(victim))).status).toBe(200);
    await t.db.delete(intentosAcceso);
  });

  it('with TRUST_PROXY=n is the n-th X-Forwarded-For entry from the right: what the client wrote is not read', async () => {
    const client = '198.51.100.40';
    await nearlyLocked(client);
    // One proxy: it appended the client's address to whatever the client sent.
    const oneProxy = fromSocket('10.0.0.1', { TRUST_PROXY: '1' });
    expect((await signIn('Mala.1', { 'X-Forwarded-For': `203.0.113.9, ${client}` }, oneProxy)).status).toBe(401);
    expect((await signIn(DEMO_PASSWORD, { 'X-Forwarded-For': `203.0.113.10, ${client}` }, oneProxy)).status).toBe(429);
    // Two proxies: the second appended the first's address.
    const twoProxies = fromSocket('10.0.0.1', { TRUST_PROXY: '2' });
    const chain = { 'X-Forwarded-For': `203.0.113.11, ${client}, 10.0.0.2` };
    expect((await signIn(DEMO_PASSWORD, chain, twoProxies)).status).toBe(429);
    // A request that reached the server without the proxy counts by its socket.
    expect((await signIn(DEMO_PASSWORD, {}, fromSocket('198.51.100.41', { TRUST_PROXY: '1' }))).status).toBe(200);
    await t.db.delete(intentosAcceso);
  });
});
