import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { seedDemoManual } from '../../src/db/seed/manual-demo.ts';
import type { Db } from '../../src/db/types.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { loadSello } from '../../src/domain/shared/sellos.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSharedDb } from '../runtime/plataforma.ts';

// ADR 0017: a signed-in request reads the user's identity from process memory, checked by the
// `identidad` stamp. Two "processes" here are two clients on one database file, each with its
// own memory, as two Node servers or two Worker isolates would be.

let shared: Awaited<ReturnType<typeof createSharedDb>>;
let a: Db;
let b: Db;
let token: string;
let usuarioId: number;

const yo = async (db: Db) => {
  const res = await createTestApi({ db }).request('/api/yo', { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
};
const usuarios = async (db: Db) =>
  (await createTestApi({ db }).request('/api/usuarios', { headers: { Authorization: `Bearer ${token}` } })).status;

beforeAll(async () => {
  shared = await createSharedDb();
  a = shared.a;
  await seedBase(a);
  await seedDemoUsuarios(a);
  await seedDemoManual(a);
  b = shared.b;
  const [row] = (await a.all(sql`select id from usuarios where user_name = 'admin'`)) as { id: number }[];
  usuarioId = row?.id ?? 0;
  token = (await createSession(a, { usuarioId, clock: { now: () => new Date() } })).token;
});
afterAll(() => shared.cleanup());

describe('identity kept in memory under the identidad stamp', () => {
  it('is stamped by triggers on every write to users, profiles and permissions, whatever wrote', async () => {
    const before = await loadSello(a, 'identidad');
    await b.run(sql`update usuarios set telefono = '600000001' where id = ${usuarioId}`);
    await b.run(sql`update perfil_permisos set escritura = escritura`);
    expect(await loadSello(a, 'identidad')).toBe(
      before + 1 + Number((await b.get<{ n: number }>(sql`select count(*) n from perfil_permisos`))?.n),
    );
    // Writes elsewhere leave it alone.
    const now = await loadSello(a, 'identidad');
    await b.run(sql`update instancias set nombre = nombre`);
    expect(await loadSello(a, 'identidad')).toBe(now);
  });

  it('sees a change made by another process on the next request', async () => {
    expect((await yo(a)).body.Telefono).toBe('600000001');
    await b.run(sql`update usuarios set telefono = '600000002' where id = ${usuarioId}`);
    expect((await yo(a)).body.Telefono).toBe('600000002');
  });

  it('drops a permission taken away by another process at once', async () => {
    expect(await usuarios(a)).toBe(200);
    await b.run(sql`delete from usuario_perfiles where usuario_id = ${usuarioId}`);
    expect(await usuarios(a)).toBe(403);
  });

  it('ends the session of a user deactivated by another process at once', async () => {
    await b.run(sql`update usuarios set activo = 0 where id = ${usuarioId}`);
    expect((await yo(a)).status).toBe(401);
  });
});

describe('anonymous public replies kept in memory under their stamp', () => {
  const arbol = async (db: Db, id: number) => {
    const res = await createTestApi({ db }).request(`/api/publico/manuales/${id}`);
    return { status: res.status, etag: res.headers.get('etag'), body: res.status === 200 ? await res.json() : null };
  };

  it('shows an edit made by another process on the next read, with a new ETag', async () => {
    const [m] = (await a.all(sql`select id from manuales where publico = 1 and estado_clave <> 'edicion' limit 1`)) as {
      id: number;
    }[];
    const id = m?.id ?? 0;
    const first = await arbol(a, id);
    expect(first.status).toBe(200);
    expect((await arbol(a, id)).etag).toBe(first.etag);
    const estandarId = first.body.Bloques[0].Estandares[0].Id as number;
    await b.run(sql`update estandares set descripcion = 'Cambiada por otro proceso' where id = ${estandarId}`);
    const after = await arbol(a, id);
    expect(after.body.Bloques[0].Estandares[0].Descripcion).toBe('Cambiada por otro proceso');
    expect(after.etag).not.toBe(first.etag);
  });

  it('stops showing a manual made private by another process', async () => {
    const [m] = (await a.all(sql`select id from manuales where publico = 1 and estado_clave <> 'edicion' limit 1`)) as {
      id: number;
    }[];
    const id = m?.id ?? 0;
    expect((await arbol(a, id)).status).toBe(200);
    await b.run(sql`update manuales set publico = 0 where id = ${id}`);
    expect((await arbol(a, id)).status).toBe(404);
  });
});
