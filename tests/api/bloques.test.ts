import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bloqueAmbitos, estandares } from '../../src/db/schema/catalogo.ts';
import { createManualesTestApp, json } from './manuales-fixture.ts';

type T = Awaited<ReturnType<typeof createManualesTestApp>>;
let t: T;
let tutor: Record<string, string>;
let nadie: Record<string, string>;
beforeAll(async () => {
  t = await createManualesTestApp();
  tutor = await t.as('tutor');
  nadie = await t.sinPerfil();
});
const ambito = async (nombre: string) => (await json(await t.send('POST', '/api/ambitos', t.admin, { nombre }))).Id as number;

describe('access', () => {
  it('401 without session, 403 without permission; MANUALES at L reads only', async () => {
    const manualId = await t.crearManual();
    const id = await t.crearBloque(manualId);
    for (const [method, path] of [
      ['GET', '/api/bloques'],
      ['GET', `/api/bloques/${id}`],
      ['POST', '/api/bloques'],
      ['PUT', `/api/bloques/${id}`],
      ['DELETE', `/api/bloques/${id}`],
      ['POST', `/api/bloques/${id}/ambitos/reasignar`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.send(method, path, {}, payload)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, nadie, payload)).status, `${method} ${path}`).toBe(403);
      expect((await t.send(method, path, tutor, payload)).status, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
  });
});

describe('blocks', () => {
  it('create (last by default), read, list by manual and text, update, reorder', async () => {
    const manualId = await t.crearManual();
    const amb = await ambito('Costa');
    const res = await t.send('POST', '/api/bloques', t.admin, {
      codigo: 'D1',
      nombre: 'Dimensión uno',
      manualId,
      descripcion: 'Primera',
      claseCSS: 'bloque-sol',
      color: '#FFAA00',
      ambitos: [amb],
    });
    expect(res.status).toBe(201);
    const { Id: d1, message } = await json(res);
    expect(message).toBe('Bloque creado correctamente');
    const d2 = await t.crearBloque(manualId, { codigo: 'D2', nombre: 'Dimensión dos' });
    const rec = await json(await t.send('GET', `/api/bloques/${d1}`, tutor));
    expect(rec).toMatchObject({
      Id: d1,
      ManualId: manualId,
      Manual: { Id: manualId, EstadoClave: 'edicion' },
      Codigo: 'D1',
      Nombre: 'Dimensión uno',
      ClaseCSS: 'bloque-sol',
      Color: '#ffaa00',
      Orden: 1,
      Ambitos: [{ Id: amb, Nombre: 'Costa' }],
    });
    const list = await json(await t.send('GET', `/api/bloques?manualId=${manualId}&campos=Id,Orden`, tutor));
    expect(list.Registros).toEqual([
      { Id: d1, Orden: 1 },
      { Id: d2, Orden: 2 },
    ]);
    expect((await json(await t.send('GET', `/api/bloques?manualId=${manualId}&texto=dos`, tutor))).Registros).toHaveLength(1);

    // Reorder by PUT: D1 goes after D2.
    const put = await t.send('PUT', `/api/bloques/${d1}`, t.admin, { codigo: 'D1', nombre: 'Dimensión uno', manualId, orden: 3 });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Orden: 3, Color: null, Ambitos: [{ Id: amb }] });
    const after = await json(await t.send('GET', `/api/bloques?manualId=${manualId}&campos=Id`, tutor));
    expect(after.Registros).toEqual([{ Id: d2 }, { Id: d1 }]);
    const manual = await json(await t.send('GET', `/api/manuales/${manualId}`, tutor));
    expect(manual.Bloques.map((b: { Id: number }) => b.Id)).toEqual([d2, d1]);
  });

  it('validates with the spec messages', async () => {
    const res = await t.send('POST', '/api/bloques', t.admin, {
      codigo: '',
      color: 'azul',
      orden: 'primero',
      claseCSS: '"><script>',
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.codigo).toEqual(['Este campo es obligatorio']);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.manualId).toEqual(['Este campo es obligatorio']);
    expect(errors.color).toEqual(['Color no válido']);
    expect(errors.orden).toEqual(['Solo números enteros positivos']);
    expect(errors.claseCSS).toEqual(['Clase CSS no válida']);
    const neg = await t.send('POST', '/api/bloques', t.admin, { codigo: 'X', nombre: 'X', manualId: 1, orden: -2 });
    expect((await json(neg)).errors.orden).toEqual(['Solo números enteros positivos']);
    const missing = await t.send('POST', '/api/bloques', t.admin, { codigo: 'X', nombre: 'X', manualId: 999999 });
    expect(missing.status).toBe(404);
    const manualId = await t.crearManual();
    const badScope = await t.send('POST', '/api/bloques', t.admin, { codigo: 'X', nombre: 'X', manualId, ambitos: [777777] });
    expect(badScope.status).toBe(422);
    expect((await json(badScope)).errors.ambitos).toEqual(['El ámbito 777777 no existe']);
  });

  it('a block cannot move to another manual', async () => {
    const m1 = await t.crearManual();
    const m2 = await t.crearManual();
    const id = await t.crearBloque(m1);
    const res = await t.send('PUT', `/api/bloques/${id}`, t.admin, { codigo: 'X', nombre: 'X', manualId: m2 });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.manualId).toEqual(['Un bloque no puede cambiar de manual']);
  });

  it('reasignar replaces the scopes atomically', async () => {
    const manualId = await t.crearManual();
    const id = await t.crearBloque(manualId);
    const [a, b] = [await ambito('A1'), await ambito('A2')];
    const res = await t.send('POST', `/api/bloques/${id}/ambitos/reasignar`, t.admin, { ambitos: [a, b] });
    expect(res.status).toBe(200);
    expect((await json(res)).Ambitos.map((x: { Id: number }) => x.Id)).toEqual([a, b]);
    const bad = await t.send('POST', `/api/bloques/${id}/ambitos/reasignar`, t.admin, { ambitos: [a, 555555] });
    expect(bad.status).toBe(422);
    expect(await t.db.select().from(bloqueAmbitos).where(eq(bloqueAmbitos.bloqueId, id))).toHaveLength(2);
    expect((await t.send('POST', `/api/bloques/${id}/ambitos/reasignar`, t.admin, { ambitos: [] })).status).toBe(200);
    expect(await t.db.select().from(bloqueAmbitos).where(eq(bloqueAmbitos.bloqueId, id))).toHaveLength(0);
  });

  it('delete removes its standards (cascade); 404 afterwards', async () => {
    const manualId = await t.crearManual();
    const id = await t.crearBloque(manualId);
    const estandarId = await t.crearEstandar(manualId, id);
    expect((await t.send('DELETE', `/api/bloques/${id}`, t.admin)).status).toBe(204);
    expect(await t.db.select().from(estandares).where(eq(estandares.id, estandarId))).toEqual([]);
    expect((await t.send('GET', `/api/bloques/${id}`, t.admin)).status).toBe(404);
  });

  it('in a published manual every write is 409', async () => {
    const { manualId, bloqueId } = await t.manualCompleto();
    await t.publicar(manualId);
    const msg = 'El manual está publicado y no se puede modificar su estructura. Clónelo para preparar una nueva versión.';
    const calls = [
      t.send('POST', '/api/bloques', t.admin, { codigo: 'N', nombre: 'N', manualId }),
      t.send('PUT', `/api/bloques/${bloqueId}`, t.admin, { codigo: 'N', nombre: 'N', manualId, orden: 9 }),
      t.send('DELETE', `/api/bloques/${bloqueId}`, t.admin),
      t.send('POST', `/api/bloques/${bloqueId}/ambitos/reasignar`, t.admin, { ambitos: [] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe(msg);
    }
    expect((await t.send('GET', `/api/bloques/${bloqueId}`, tutor)).status).toBe(200);
  });
});
