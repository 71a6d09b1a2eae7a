import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ValidSession } from '../../domain/identidad/sesiones.ts';
import type { ApiEnv } from '../types.ts';
import { sinAlmacenar } from './no-store.ts';

const app = new Hono<ApiEnv>();
app.get('/', (c) => {
  c.set('sesion', c.req.header('x-sesion') ? ({ id: 's' } as ValidSession) : null);
  return c.json(sinAlmacenar(c, c.req.header('x-cookie') === '1'));
});
const ask = async (headers: Record<string, string>) => (await app.request('/', { headers })).json();

describe('which replies must never be stored', () => {
  it('an anonymous reply that sets no cookie may be stored', async () => {
    expect(await ask({})).toBe(false);
  });

  it('a reply to a caller with a session, or one that sets a cookie, may not', async () => {
    expect(await ask({ 'x-sesion': '1' })).toBe(true);
    expect(await ask({ 'x-cookie': '1' })).toBe(true);
    expect(await ask({ 'x-sesion': '1', 'x-cookie': '1' })).toBe(true);
  });
});
