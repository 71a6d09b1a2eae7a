import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { instancias } from '../../db/schema/instancias.ts';
import { SOLUDABLE } from '../../db/seed/instancias.ts';
import type { Db } from '../../db/types.ts';
import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
import { errores } from '../../i18n/errores.ts';
import type { ApiEnv } from '../types.ts';
import { instanciaMiddleware } from './instancia.ts';

let db: Db;
beforeAll(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  const row = { ...SOLUDABLE, altaFecha: '2026-01-01T00:00:00.000Z' };
  await db.insert(instancias).values([row, { ...row, id: 'otra', nombre: 'Otra' }, { ...row, id: 'cerrada', activo: false }]);
});

const app = (defaultId = 'soludable') => {
  const a = new Hono<ApiEnv>();
  a.use((c, next) => {
    c.set('db', db);
    return next();
  });
  a.use(instanciaMiddleware(defaultId));
  a.get('/', (c) => c.text(c.get('instancia').id));
  return a;
};
const pedir = (instancia?: string, defaultId?: string) =>
  app(defaultId).request('/', { headers: instancia === undefined ? {} : { 'x-instancia': instancia } });

describe('the instance of a request', () => {
  it('is the configured default without X-Instancia', async () => {
    expect(DEFAULT_INSTANCIA).toBe('soludable');
    expect(await (await pedir()).text()).toBe('soludable');
    expect(await (await pedir(undefined, 'otra')).text()).toBe('otra');
  });

  it('is the one X-Instancia names, trimmed and in lower case', async () => {
    expect(await (await pedir('otra')).text()).toBe('otra');
    expect(await (await pedir('  OTRA ')).text()).toBe('otra');
  });

  it('is refused with a 400 naming it when unknown, inactive or malformed', async () => {
    for (const [sent, named] of [
      ['nadie', 'nadie'],
      ['cerrada', 'cerrada'],
      ['otra instancia', 'otra instancia'],
      ['a/../b', 'a/../b'],
      ['x'.repeat(60), 'x'.repeat(40)],
    ]) {
      const res = await pedir(sent);
      expect(res.status, sent).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: errores.instanciaDesconocida(named as string) });
    }
  });
});
