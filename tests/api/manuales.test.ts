import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { bloques, manuales } from '../../src/db/schema/catalogo.ts';
import { etiquetas } from '../../src/db/schema/identidad.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { newStorageKey } from '../../src/domain/shared/storage.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { createManualesTestApp, json } from './manuales-fixture.ts';

type T = Awaited<ReturnType<typeof createManualesTestApp>>;
let t: T;
let tutor: Record<string, string>;
let repre: Record<string, string>;
let nadie: Record<string, string>;
let files: TestStorage;
beforeAll(async () => {
  t = await createManualesTestApp();
  files = await useTestStorage();
  tutor = await t.as('tutor');
  repre = await t.as('representante');
  nadie = await t.sinPerfil();
});
afterAll(async () => {
  await files.cleanup();
});

const tag = async (nombre: string, tipoClave = 'MAN') => {
  const [row] = await t.db
    .insert(etiquetas)
    .values({ instanciaId: SOLUDABLE.id, nombre, color: '#112233', tipoClave, altaFecha: '2026-01-01' })
    .returning({ id: etiquetas.id });
  return (row as { id: number }).id;
};
const ambito = async (nombre: string) => (await json(await t.send('POST', '/api/ambitos', t.admin, { nombre }))).Id as number;

describe('access', () => {
  it('401 without session, 403 without permission, reads for catalogue readers', async () => {
    const id = await t.crearManual();
    for (const [method, path] of [
      ['GET', '/api/manuales'],
      ['GET', `/api/manuales/${id}`],
      ['POST', '/api/manuales'],
      ['PUT', `/api/manuales/${id}`],
      ['DELETE', `/api/manuales/${id}`],
      ['POST', `/api/manuales/${id}/publicar`],
      ['POST', `/api/manuales/${id}/etiquetas/reasignar`],
      ['POST', `/api/manuales/${id}/ambitos/reasignar`],
      ['GET', `/api/manuales/${id}/exportacion`],
      ['POST', '/api/manuales/importar'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.send(method, path, {}, payload)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, nadie, payload)).status, `${method} ${path}`).toBe(403);
      if (method !== 'GET') expect((await t.send(method, path, tutor, payload)).status, `${method} ${path}`).toBe(403);
    }
    // A team member (AE) reads the catalogue but not the export (it carries correct answers).
    expect((await t.send('GET', `/api/manuales/${id}`, repre)).status).toBe(200);
    expect((await t.send('GET', `/api/manuales/${id}/exportacion`, repre)).status).toBe(403);
    expect((await t.send('GET', `/api/manuales/${id}/exportacion`, tutor)).status).toBe(200);
  });
});

describe('POST and GET /manuales', () => {
  it('creates a manual in edition with tags and scopes and returns the spec shape', async () => {
    const etiquetaId = await tag('Sol');
    const ambitoId = await ambito('Playas');
    const res = await t.send('POST', '/api/manuales', t.admin, {
      codigo: 'FOTO',
      nombre: 'Manual de fotoprotección',
      version: '2026',
      estadoClave: 'edicion',
      mapaId: 2,
      descripcion: 'Descripción',
      enlace: 'https://example.es/manual',
      fechaCierre: '31/12/2027',
      fechaPublicacion: '01/01/2026',
      publico: true,
      etiquetas: [etiquetaId],
      ambitos: [ambitoId],
    });
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Manual creado correctamente');
    const m = await json(await t.send('GET', `/api/manuales/${Id}`, tutor));
    expect(m).toMatchObject({
      Id,
      Codigo: 'FOTO',
      Nombre: 'Manual de fotoprotección',
      Version: '2026',
      Descripcion: 'Descripción',
      Enlace: 'https://example.es/manual',
      EstadoClave: 'edicion',
      Mapa: { Id: 2, Clave: 'AMBITOS' },
      FechaCierre: '2027-12-31',
      // Set only by publishing.
      FechaPublicacion: null,
      Publico: true,
      Editable: true,
      Bloques: [],
      Ambitos: [{ Id: ambitoId, Nombre: 'Playas' }],
      Etiquetas: [{ Id: etiquetaId, Nombre: 'Sol', Color: '#112233' }],
      Fichero: null,
      Auditoria: { Alta: { Id: expect.any(Number) }, Modificacion: null },
    });
  });

  it('lists with search and filters', async () => {
    const etiquetaId = await tag('Filtro');
    const ambitoId = await ambito('Filtro ámbito');
    const a = await t.crearManual({ codigo: 'LISTA-A', nombre: 'Guía de playas', publico: true, etiquetas: [etiquetaId] });
    const b = await t.crearManual({ codigo: 'LISTA-B', nombre: 'Guía de piscinas', ambitos: [ambitoId] });
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/manuales?registrosPorPagina=100&${q}`, tutor))).Registros.map(
        (r: { Id: number }) => r.Id,
      );
    expect(await ids('texto=guia%20playas')).toEqual([a]);
    expect(await ids('texto=lista-&publico=false')).toEqual([b]);
    expect(await ids(`etiquetaId=${etiquetaId}`)).toEqual([a]);
    expect(await ids(`ambitoId=${ambitoId}`)).toEqual([b]);
    expect(await ids('texto=lista-&estadoClave=vigente')).toEqual([]);
    const page = await json(
      await t.send('GET', '/api/manuales?texto=LISTA-A&campos=Codigo,EstadoClave,FechaModificacion', tutor),
    );
    expect(page.Registros).toEqual([{ Codigo: 'LISTA-A', EstadoClave: 'edicion', FechaModificacion: null }]);
    expect((await t.send('GET', '/api/manuales?estadoClave=roto', tutor)).status).toBe(400);
  });

  it('validates the form with the spec messages', async () => {
    const res = await t.send('POST', '/api/manuales', t.admin, {
      codigo: '',
      version: 'x',
      mapaId: 'uno',
      enlace: 'ftp://x',
      fechaCierre: '31/02/2026',
      publico: 'si',
      extra: 1,
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.codigo).toEqual(['Este campo es obligatorio']);
    expect(errors.nombre).toEqual(['Este campo es obligatorio']);
    expect(errors.mapaId).toEqual(['Solo números enteros positivos']);
    expect(errors.enlace).toEqual(['Enlace no válido (debe empezar por http:// o https://)']);
    expect(errors.fechaCierre).toEqual(['Formato fecha no válido']);
    expect(errors.publico).toEqual(['Debe ser true o false']);
    expect(errors.extra).toEqual(['Campo no permitido']);
    const mapa = await t.send('POST', '/api/manuales', t.admin, { codigo: 'X', nombre: 'X', version: '1', mapaId: 99 });
    expect((await json(mapa)).errors.mapaId).toEqual(['El mapa no existe']);
    const estado = await t.send('POST', '/api/manuales', t.admin, {
      codigo: 'X',
      nombre: 'X',
      version: '1',
      mapaId: 1,
      estadoClave: 'vigente',
    });
    expect(estado.status).toBe(422);
    const badTag = await t.send('POST', '/api/manuales', t.admin, {
      codigo: 'X',
      nombre: 'X',
      version: '1',
      mapaId: 1,
      etiquetas: [await tag('Usuarios', 'USU')],
    });
    expect(badTag.status).toBe(422);
    expect((await json(badTag)).errors.etiquetas[0]).toMatch(/no es de manuales/);
    expect(await t.db.select().from(manuales).where(eq(manuales.codigo, 'X'))).toEqual([]);
  });

  it('codigo + version is unique (409)', async () => {
    await t.crearManual({ codigo: 'DUP', version: '1' });
    const res = await t.send('POST', '/api/manuales', t.admin, { codigo: 'DUP', nombre: 'Otro', version: '1', mapaId: 1 });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('Ya existe un manual con ese código y versión');
    expect(
      (await t.send('POST', '/api/manuales', t.admin, { codigo: 'DUP', nombre: 'Otro', version: '2', mapaId: 1 })).status,
    ).toBe(201);
    const other = await t.crearManual({ codigo: 'DUP', version: '3' });
    const put = await t.send('PUT', `/api/manuales/${other}`, t.admin, { codigo: 'DUP', nombre: 'X', version: '1', mapaId: 1 });
    expect(put.status).toBe(409);
  });

  it('GET of an unknown manual is 404 in Spanish', async () => {
    const res = await t.send('GET', '/api/manuales/999999', tutor);
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('No se ha encontrado el manual');
  });
});

describe('PUT /manuales/{id} and the publication rule', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    codigo: 'PUB',
    nombre: 'Publicable',
    version: '1',
    mapaId: 1,
    ...over,
  });

  it('edits everything while in edition', async () => {
    const id = await t.crearManual(form());
    const res = await t.send('PUT', `/api/manuales/${id}`, t.admin, form({ nombre: 'Nuevo nombre', mapaId: 3, publico: true }));
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: expect.any(String),
      Nombre: 'Nuevo nombre',
      Mapa: { Id: 3 },
      Publico: true,
    });
  });

  it("PUT with estadoClave vigente publishes with the publish action's checks and effects", async () => {
    const id = await t.crearManual(form({ codigo: 'PUTPUB' }));
    const put = (over: Record<string, unknown> = {}) =>
      t.send('PUT', `/api/manuales/${id}`, t.admin, form({ codigo: 'PUTPUB', estadoClave: 'vigente', ...over }));
    let res = await put({ nombre: 'No se guarda' });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No se puede publicar: el manual no tiene fichero (tipo MAN)');
    expect((await json(await t.send('GET', `/api/manuales/${id}`, t.admin))).Nombre).toBe('Publicable');
    await t.adjuntarFichero(id);
    const b1 = await t.crearBloque(id, { codigo: 'P1' });
    await t.crearBloque(id, { codigo: 'P2' });
    await t.crearEstandar(id, b1);
    res = await put();
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No se puede publicar: el bloque «P2» no tiene estándares');
    const [b2] = await t.db.select({ id: bloques.id }).from(bloques).where(eq(bloques.codigo, 'P2'));
    await t.crearEstandar(id, (b2 as { id: number }).id);
    res = await put({ nombre: 'Publicado por PUT' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      Nombre: 'Publicado por PUT',
      EstadoClave: 'vigente',
      FechaPublicacion: '2026-03-01',
      Editable: false,
    });
    const [audit] = await t.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'manual'), eq(auditoria.entidadId, String(id)), eq(auditoria.accion, 'PUBLICAR')));
    expect(audit).toEqual({ accion: 'PUBLICAR' });
    expect((await t.send('POST', `/api/manuales/${id}/publicar`, t.admin)).status).toBe(409);
    const obsoleto = await put({ nombre: 'Publicado por PUT', estadoClave: 'obsoleto' });
    expect(obsoleto.status).toBe(200);
    expect((await json(obsoleto)).EstadoClave).toBe('obsoleto');
  });

  it('publishing needs the MAN file, blocks, and standards in every block', async () => {
    const id = await t.crearManual({ codigo: 'PUB2' });
    const publish = () => t.send('POST', `/api/manuales/${id}/publicar`, t.admin);
    let res = await publish();
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No se puede publicar: el manual no tiene fichero (tipo MAN)');
    await t.adjuntarFichero(id);
    expect((await json(await publish())).message).toBe('No se puede publicar: el manual no tiene bloques');
    const b1 = await t.crearBloque(id, { codigo: 'D1' });
    await t.crearBloque(id, { codigo: 'D2' });
    await t.crearEstandar(id, b1);
    res = await publish();
    expect((await json(res)).message).toBe('No se puede publicar: el bloque «D2» no tiene estándares');
    const [b2] = await t.db.select({ id: bloques.id }).from(bloques).where(eq(bloques.codigo, 'D2'));
    await t.crearEstandar(id, (b2 as { id: number }).id);
    res = await publish();
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: 'Manual publicado correctamente',
      EstadoClave: 'vigente',
      FechaPublicacion: '2026-03-01',
      Editable: false,
      Fichero: { NombreFisico: 'manual.pdf', Kb: 4 },
    });
    expect((await publish()).status).toBe(409);
  });

  it('a published manual: frozen fields 409, presentation fields editable, vigente → obsoleto only', async () => {
    const { manualId: id } = await t.manualCompleto(form({ codigo: 'PUB3' }));
    await t.publicar(id);
    const base = form({ codigo: 'PUB3' });
    const frozen = await t.send('PUT', `/api/manuales/${id}`, t.admin, { ...base, nombre: 'Cambiado' });
    expect(frozen.status).toBe(409);
    const body = await json(frozen);
    expect(body.message).toBe(
      'El manual está publicado y no se puede modificar su estructura. Clónelo para preparar una nueva versión.',
    );
    expect(Object.keys(body.errors)).toEqual(['nombre']);
    expect((await t.send('PUT', `/api/manuales/${id}`, t.admin, { ...base, mapaId: 2 })).status).toBe(409);

    const ok = await t.send('PUT', `/api/manuales/${id}`, t.admin, {
      ...base,
      descripcion: 'Nueva descripción',
      enlace: 'https://example.es',
      fechaCierre: '2030-01-01',
      publico: true,
    });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({
      Descripcion: 'Nueva descripción',
      Publico: true,
      FechaCierre: '2030-01-01',
      EstadoClave: 'vigente',
    });
    // Tags and scopes stay editable; blocks do not.
    const etiquetaId = await tag('Publicada');
    expect((await t.send('POST', `/api/manuales/${id}/etiquetas/reasignar`, t.admin, { etiquetas: [etiquetaId] })).status).toBe(
      200,
    );
    expect((await t.send('POST', '/api/bloques', t.admin, { codigo: 'X', nombre: 'X', manualId: id })).status).toBe(409);
    expect((await t.send('DELETE', `/api/manuales/${id}`, t.admin)).status).toBe(409);

    const back = await t.send('PUT', `/api/manuales/${id}`, t.admin, { ...base, estadoClave: 'edicion' });
    expect(back.status).toBe(409);
    expect((await json(back)).message).toBe('No se puede pasar un manual de «Vigente» a «En edición»');
    const obs = await t.send('PUT', `/api/manuales/${id}`, t.admin, { ...base, estadoClave: 'obsoleto' });
    expect(obs.status).toBe(200);
    expect((await json(obs)).EstadoClave).toBe('obsoleto');
    expect((await t.send('PUT', `/api/manuales/${id}`, t.admin, { ...base, estadoClave: 'vigente' })).status).toBe(409);
  });
});

describe('reasignar', () => {
  it('replaces tags and scopes; unknown ids 422 and nothing changes', async () => {
    const id = await t.crearManual();
    const [a, b] = [await tag('R1'), await tag('R2')];
    const res = await t.send('POST', `/api/manuales/${id}/etiquetas/reasignar`, t.admin, { etiquetas: [b, a, a] });
    expect(res.status).toBe(200);
    expect((await json(res)).Etiquetas.map((e: { Nombre: string }) => e.Nombre)).toEqual(['R1', 'R2']);
    const bad = await t.send('POST', `/api/manuales/${id}/etiquetas/reasignar`, t.admin, { etiquetas: [a, 987654] });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.etiquetas).toEqual(['La etiqueta 987654 no existe o no es de manuales']);
    expect((await json(await t.send('GET', `/api/manuales/${id}`, t.admin))).Etiquetas).toHaveLength(2);

    const amb = await ambito('Reasignado');
    const r2 = await t.send('POST', `/api/manuales/${id}/ambitos/reasignar`, t.admin, { ambitos: [amb] });
    expect(await json(r2)).toMatchObject({ Ambitos: [{ Id: amb, Nombre: 'Reasignado' }] });
    expect((await t.send('POST', `/api/manuales/${id}/ambitos/reasignar`, t.admin, { ambitos: ['x'] })).status).toBe(422);
    expect((await t.send('POST', `/api/manuales/${id}/ambitos/reasignar`, t.admin, { ambitos: [424242] })).status).toBe(422);
    expect((await t.send('POST', '/api/manuales/999999/ambitos/reasignar', t.admin, { ambitos: [] })).status).toBe(404);
  });
});

describe('DELETE /manuales/{id}', () => {
  it('deletes a manual in edition with its blocks, file rows and stored bytes', async () => {
    const { manualId, bloqueId } = await t.manualCompleto();
    const key = newStorageKey();
    await files.storage.put(key, Uint8Array.from([37, 80, 68, 70]), 'application/pdf');
    const ficheroId = await t.adjuntarFichero(manualId, key);
    expect((await t.send('DELETE', `/api/manuales/${manualId}`, t.admin)).status).toBe(204);
    expect(await t.db.select().from(bloques).where(eq(bloques.id, bloqueId))).toEqual([]);
    expect(await t.fichero(ficheroId)).toBeUndefined();
    expect(await files.storage.get(key)).toBeNull();
    expect((await t.send('DELETE', `/api/manuales/${manualId}`, t.admin)).status).toBe(404);
  });
});
