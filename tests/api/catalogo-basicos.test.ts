import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estandares, manualAmbitos } from '../../src/db/schema/catalogo.ts';
import { usuarioEtiquetas } from '../../src/db/schema/index.ts';
import { createManualesTestApp, json } from './manuales-fixture.ts';

type T = Awaited<ReturnType<typeof createManualesTestApp>>;
let t: T;
let tutor: Record<string, string>;
let gestor: Record<string, string>;
let nadie: Record<string, string>;
beforeAll(async () => {
  t = await createManualesTestApp();
  tutor = await t.as('tutor'); // MANUALES at L only
  gestor = await t.as('gestor'); // GEST_CONSULTAS at E, no MANUALES
  nadie = await t.sinPerfil();
});

describe('access', () => {
  it('anonymous callers get 401 on everything but the lookups', async () => {
    for (const [method, path] of [
      ['GET', '/api/ambitos'],
      ['GET', '/api/ambitos/1'],
      ['POST', '/api/ambitos'],
      ['PUT', '/api/ambitos/1'],
      ['DELETE', '/api/ambitos/1'],
      ['GET', '/api/etiquetas'],
      ['POST', '/api/etiquetas'],
      ['PUT', '/api/etiquetas/1'],
      ['DELETE', '/api/etiquetas/1'],
      ['GET', '/api/paquetes'],
      ['POST', '/api/paquetes'],
      ['PUT', '/api/paquetes/1'],
      ['DELETE', '/api/paquetes/1'],
    ] as const) {
      const res = await t.send(method, path, {}, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    for (const path of ['/api/mapas', '/api/tiposPrueba', '/api/tiposPregunta']) {
      expect((await t.send('GET', path, {})).status, path).toBe(200);
    }
  });

  it('reads need a catalogue permission; writes MANUALES at E', async () => {
    expect((await t.send('GET', '/api/ambitos', nadie)).status).toBe(403);
    expect((await t.send('GET', '/api/paquetes', nadie)).status).toBe(403);
    expect((await t.send('GET', '/api/ambitos', tutor)).status).toBe(200);
    const res = await t.send('POST', '/api/ambitos', tutor, { nombre: 'Hoteles' });
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('No tiene permiso para realizar esta operación');
    expect((await t.send('POST', '/api/paquetes', tutor, { nombre: 'P' })).status).toBe(403);
    // GET /etiquetas: any session.
    expect((await t.send('GET', '/api/etiquetas', nadie)).status).toBe(200);
  });
});

describe('lookups', () => {
  it('mapas, tiposPrueba and tiposPregunta list the seeded values with campos', async () => {
    const mapas = await json(await t.send('GET', '/api/mapas?campos=Id,Nombre', {}));
    expect(mapas.Registros[0]).toEqual({ Id: 1, Nombre: 'Mapa por bloques' });
    expect(mapas.NumeroRegistros).toBe(3);
    const tp = await json(await t.send('GET', '/api/tiposPrueba', {}));
    expect(tp.Registros.map((r: { Clave: string }) => r.Clave)).toEqual(['CUEST', 'DOC', 'OBS', 'ENT']);
    const tq = await json(await t.send('GET', '/api/tiposPregunta', {}));
    expect(tq.Registros.find((r: { Clave: string }) => r.Clave === 'UNICA').ConRespuestas).toBe(true);
    expect((await t.send('GET', '/api/mapas?campos=Nada', {})).status).toBe(400);
  });
});

describe('ambitos', () => {
  it('create, read, list with search, update, delete (removing it from manuals)', async () => {
    const res = await t.send('POST', '/api/ambitos', t.admin, { nombre: 'Piscinas municipales' });
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Ámbito creado correctamente');
    const one = await json(await t.send('GET', `/api/ambitos/${Id}`, tutor));
    expect(one).toMatchObject({ Id, Nombre: 'Piscinas municipales', Auditoria: { Alta: { Nombre: 'Alberto Agencia Ruiz' } } });
    const list = await json(await t.send('GET', '/api/ambitos?texto=PISCINA', tutor));
    expect(list.Registros).toEqual([{ Id, Nombre: 'Piscinas municipales' }]);
    const put = await t.send('PUT', `/api/ambitos/${Id}`, t.admin, { nombre: 'Piscinas' });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Nombre: 'Piscinas', message: expect.any(String) });

    const manualId = await t.crearManual({ ambitos: [Id] });
    expect((await t.send('DELETE', `/api/ambitos/${Id}`, t.admin)).status).toBe(204);
    expect(await t.db.select().from(manualAmbitos).where(eq(manualAmbitos.manualId, manualId))).toEqual([]);
    expect((await t.send('GET', `/api/ambitos/${Id}`, t.admin)).status).toBe(404);
  });

  it('refuses a missing name (422), a duplicate (409) and unknown fields', async () => {
    const empty = await t.send('POST', '/api/ambitos', t.admin, { nombre: ' ' });
    expect(empty.status).toBe(422);
    expect((await json(empty)).errors.nombre).toEqual(['Este campo es obligatorio']);
    await t.send('POST', '/api/ambitos', t.admin, { nombre: 'Colegios' });
    const dup = await t.send('POST', '/api/ambitos', t.admin, { nombre: 'colegios' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('Ya existe un ámbito con ese nombre');
    const extra = await t.send('POST', '/api/ambitos', t.admin, { nombre: 'X', otro: 1 });
    expect(extra.status).toBe(422);
    expect((await json(extra)).errors.otro).toEqual(['Campo no permitido']);
    expect((await t.send('PUT', '/api/ambitos/99999', t.admin, { nombre: 'Y' })).status).toBe(404);
  });
});

describe('etiquetas', () => {
  it('creates catalogue tags and filters by tipoClave with campos', async () => {
    const res = await t.send('POST', '/api/etiquetas', t.admin, { nombre: 'Prioritario', color: '#AA0000', tipoClave: 'EST' });
    expect(res.status).toBe(201);
    const { Id } = await json(res);
    const list = await json(await t.send('GET', '/api/etiquetas?tipoClave=EST&campos=Id,Nombre,Color', nadie));
    expect(list.Registros).toContainEqual({ Id, Nombre: 'Prioritario', Color: '#aa0000' });
    expect(list.Registros.every((r: { TipoClave?: string }) => r.TipoClave === undefined)).toBe(true);
    const usu = await json(await t.send('GET', '/api/etiquetas?tipoClave=USU', nadie));
    expect(usu.Registros.map((r: { Nombre: string }) => r.Nombre)).toContain('Formación');
  });

  it('validates name, colour #rrggbb and type', async () => {
    const res = await t.send('POST', '/api/etiquetas', t.admin, { nombre: '', color: 'rojo', tipoClave: 'XYZ' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.color).toEqual(['Color no válido']);
    expect(errors.tipoClave).toEqual(['Tipo de etiqueta no válido']);
    const noColor = await t.send('POST', '/api/etiquetas', t.admin, { nombre: 'A', tipoClave: 'MAN' });
    expect((await json(noColor)).errors.color).toEqual(['Este campo es obligatorio']);
  });

  it('each type is managed by its own permission', async () => {
    // gestor manages consultations: CON tags yes, MAN tags no.
    const con = await t.send('POST', '/api/etiquetas', gestor, { nombre: 'Urgente', color: '#123456', tipoClave: 'CON' });
    expect(con.status).toBe(201);
    const man = await t.send('POST', '/api/etiquetas', gestor, { nombre: 'Manual', color: '#123456', tipoClave: 'MAN' });
    expect(man.status).toBe(403);
    const { Id } = await json(con);
    // Nor may gestor move its tag to a type it does not manage.
    const move = await t.send('PUT', `/api/etiquetas/${Id}`, gestor, { nombre: 'Urgente', color: '#123456', tipoClave: 'EST' });
    expect(move.status).toBe(403);
    expect((await t.send('POST', '/api/etiquetas', tutor, { nombre: 'X', color: '#123456', tipoClave: 'EST' })).status).toBe(403);
  });

  it('update and delete; deleting removes the tag from users and standards', async () => {
    const usu = await json(
      await t.send('POST', '/api/etiquetas', t.admin, { nombre: 'Temporal', color: '#00ff00', tipoClave: 'USU' }),
    );
    const usuarioId = await t.idOf('tutor');
    await t.db.insert(usuarioEtiquetas).values({ usuarioId, etiquetaId: usu.Id });
    const put = await t.send('PUT', `/api/etiquetas/${usu.Id}`, t.admin, {
      nombre: 'Temporal 2',
      color: '#00FF00',
      tipoClave: 'USU',
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Nombre: 'Temporal 2', Color: '#00ff00', TipoClave: 'USU' });
    expect((await t.send('DELETE', `/api/etiquetas/${usu.Id}`, t.admin)).status).toBe(204);
    expect(await t.db.select().from(usuarioEtiquetas).where(eq(usuarioEtiquetas.etiquetaId, usu.Id))).toEqual([]);
    expect((await t.send('DELETE', `/api/etiquetas/${usu.Id}`, t.admin)).status).toBe(404);
  });
});

describe('paquetes', () => {
  it('create, list, rename, delete; not while a published manual uses it', async () => {
    const res = await t.send('POST', '/api/paquetes', t.admin, { nombre: 'Circuito A' });
    expect(res.status).toBe(201);
    const { Id } = await json(res);
    expect((await json(await t.send('GET', '/api/paquetes?texto=circuito', tutor))).Registros).toContainEqual({
      Id,
      Nombre: 'Circuito A',
    });
    const put = await t.send('PUT', `/api/paquetes/${Id}`, t.admin, { nombre: 'Circuito B' });
    expect(await json(put)).toMatchObject({ Id, Nombre: 'Circuito B' });
    expect((await t.send('POST', '/api/paquetes', t.admin, {})).status).toBe(422);

    const { manualId, bloqueId } = await t.manualCompleto();
    const estandarId = await t.crearEstandar(manualId, bloqueId, { paqueteId: Id });
    await t.publicar(manualId);
    const del = await t.send('DELETE', `/api/paquetes/${Id}`, t.admin);
    expect(del.status).toBe(409);
    expect((await json(del)).message).toBe('El paquete se usa en estándares de un manual publicado y no se puede eliminar');

    const other = (await json(await t.send('POST', '/api/paquetes', t.admin, { nombre: 'Libre' }))).Id;
    const m2 = await t.crearManual();
    const b2 = await t.crearBloque(m2);
    const e2 = await t.crearEstandar(m2, b2, { paqueteId: other });
    expect((await t.send('DELETE', `/api/paquetes/${other}`, t.admin)).status).toBe(204);
    const [row] = await t.db.select({ p: estandares.paqueteId }).from(estandares).where(eq(estandares.id, e2));
    expect(row?.p).toBeNull();
    expect(estandarId).toBeGreaterThan(0);
  });
});
