import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { auditoriaRechazos } from '../../db/schema/auditoria.ts';
import type { Instancia } from '../../db/schema/instancias.ts';
import { instancias } from '../../db/schema/instancias.ts';
import { SOLUDABLE } from '../../db/seed/instancias.ts';
import type { Db } from '../../db/types.ts';
import type { Actor } from '../../domain/context.ts';
import type { ApiEnv } from '../types.ts';
import { rechazosMiddleware } from './refusals.ts';

let db: Db;
const clock = { now: () => new Date('2026-11-28T10:00:30Z') };
const ana = { usuarioId: 4, nombre: 'Ana' } as Actor;

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  await db.insert(instancias).values({ ...SOLUDABLE, altaFecha: '2026-01-01T00:00:00.000Z' });
});

const app = () => {
  const a = new Hono<ApiEnv>();
  a.use((c, next) => {
    c.set('db', db);
    c.set('clock', clock);
    c.set('requestId', 'req-1');
    if (c.req.header('x-con-instancia')) c.set('instancia', { id: 'soludable' } as Instancia);
    c.set('actor', c.req.header('x-ana') ? ana : null);
    return next();
  });
  a.use(rechazosMiddleware('soludable'));
  a.get('/api/usuarios/:usuarioId', (c) => c.text('', Number(c.req.query('s') ?? 200) as 200));
  a.post('/api/login', (c) => c.text('', 401));
  a.all('*', (c) => c.text('', Number(c.req.query('s') ?? 404) as 404));
  return a;
};
/** The socket address, as @hono/node-server passes it (no trusted proxy). */
const desde = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
const pedir = (path: string, init: RequestInit = {}) => app().request(path, init, desde);
const filas = () =>
  db
    .select({
      instanciaId: auditoriaRechazos.instanciaId,
      usuarioId: auditoriaRechazos.usuarioId,
      usuarioNombre: auditoriaRechazos.usuarioNombre,
      accion: auditoriaRechazos.accion,
      ruta: auditoriaRechazos.ruta,
      direccion: auditoriaRechazos.direccion,
      requestId: auditoriaRechazos.requestId,
      veces: auditoriaRechazos.veces,
    })
    .from(auditoriaRechazos)
    .orderBy(asc(auditoriaRechazos.accion));

describe('refused accesses in the audit log', () => {
  it('records a 401 and a 403 under the route pattern, the caller and the address', async () => {
    await pedir('/api/usuarios/7?s=401');
    await pedir('/api/usuarios/8?s=403', { headers: { 'x-ana': '1', 'x-con-instancia': '1' } });
    expect(await filas()).toEqual([
      {
        instanciaId: 'soludable',
        usuarioId: 4,
        usuarioNombre: 'Ana',
        accion: 'ACCESO_DENEGADO',
        ruta: 'GET /usuarios/{usuarioId}',
        direccion: '10.0.0.9',
        requestId: 'req-1',
        veces: 1,
      },
      {
        instanciaId: 'soludable',
        usuarioId: null,
        usuarioNombre: null,
        accion: 'NO_AUTENTICADO',
        ruta: 'GET /usuarios/{usuarioId}',
        direccion: '10.0.0.9',
        requestId: 'req-1',
        veces: 1,
      },
    ]);
  });

  it('counts refusals of one caller, route and minute in one row, whatever the ids probed', async () => {
    for (const id of [1, 2, 3]) await pedir(`/api/usuarios/${id}?s=403`, { headers: { 'x-ana': '1' } });
    expect((await filas()).map((f) => [f.accion, f.veces])).toEqual([['ACCESO_DENEGADO', 3]]);
  });

  it('names a request no route matches by its method and path', async () => {
    await pedir('/api/nada?s=403', { method: 'DELETE' });
    expect((await filas()).map((f) => f.ruta)).toEqual(['DELETE /api/nada']);
  });

  it('records nothing for other answers, nor for a failed sign-in (it has its own entry)', async () => {
    for (const s of [200, 400, 404, 429, 500]) await pedir(`/api/usuarios/1?s=${s}`);
    await pedir('/api/login', { method: 'POST' });
    expect(await filas()).toEqual([]);
  });
});
