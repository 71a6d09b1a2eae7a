import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { sellar } from '../../src/domain/auditoria/cadena.ts';
import { verificarCadena } from '../../src/domain/auditoria/verificacion.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createdId, createTestApp, type Json, json } from './helpers.ts';

let now = new Date('2026-11-25T10:00:00Z');
const clock = { now: () => now };
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoUsuarios(t.db);
});

const as = async (email: string) => {
  const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  const { token } = await createSession(t.db, { usuarioId: u?.id ?? 0, clock });
  return { authorization: `Bearer ${token}` };
};

describe('audit log', () => {
  it('a centre edit is recorded with the changed fields before and after, and the chain verifies', async () => {
    const admin = await as('admin@soludable.demo');
    const body = { nombre: 'Colegio Sol', codigoPostal: '28001', provinciaId: 28, municipioId: 28079 };
    const id = await createdId(await t.postJson('/api/centros', body, admin));
    const res = await t.app.request(`/api/centros/${id}`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, nombre: 'Colegio Luna' }),
    });
    expect(res.status).toBe(200);
    const list: Json = await json(await t.get(`/api/auditoria?entidad=centro&entidadId=${id}`, admin));
    expect(list.NumeroRegistros).toBe(2);
    const [mod] = list.Registros;
    expect(mod).toMatchObject({ Accion: 'MODIFICAR', Entidad: 'centro', EntidadId: id, Usuario: { Nombre: expect.any(String) } });
    expect(mod.Cambios).toEqual([{ Campo: 'Nombre', Antes: 'Colegio Sol', Despues: 'Colegio Luna' }]);
    expect(Object.keys(mod).sort()).toEqual(
      ['Accion', 'Cambios', 'Direccion', 'Entidad', 'EntidadId', 'Fecha', 'Id', 'RequestId', 'Usuario'].sort(),
    );
    await sellar(t.db, clock);
    expect(await verificarCadena(t.db, null)).toMatchObject({ ok: true, sinSellar: 0 });
    // An entry altered with SQL is named.
    await t.db.run(sql`UPDATE auditoria SET cambios = '[]' WHERE id = ${mod.Id}`);
    expect((await verificarCadena(t.db, null)).fallo).toMatchObject({ id: mod.Id, motivo: 'alterada' });
    await t.db.run(sql`UPDATE auditoria SET cambios = ${JSON.stringify(mod.Cambios)} WHERE id = ${mod.Id}`);
  });

  it('a self-assessor calling a management route leaves one refused-access entry per minute', async () => {
    const autoeval = await as('autoevaluador@soludable.demo');
    for (let i = 0; i < 3; i++) expect((await t.get('/api/usuarios', autoeval)).status).toBe(403);
    const admin = await as('admin@soludable.demo');
    now = new Date(now.getTime() + 61_000);
    const list: Json = await json(await t.get('/api/auditoria?accion=ACCESO_DENEGADO', admin));
    const entry = list.Registros.find((r: Json) => r.EntidadId === 'GET /usuarios');
    expect(entry).toMatchObject({ Entidad: 'ruta', Usuario: { Nombre: expect.any(String) } });
    expect(entry.Cambios).toEqual([{ Campo: 'Intentos', Antes: null, Despues: 3 }]);
  });

  it('only AUDITORIA holders read the log', async () => {
    expect((await t.get('/api/auditoria')).status).toBe(401);
    expect((await t.get('/api/auditoria', await as('gestor@soludable.demo'))).status).toBe(403);
    expect((await t.get('/api/auditoria', await as('superadmin@soludable.demo'))).status).toBe(200);
  });
});
