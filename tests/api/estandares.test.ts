import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estandarEjemplos, estandarEtiquetas, evidencias, guiasEvaluacion } from '../../src/db/schema/index.ts';
import { type CatalogoTestApp, createCatalogoTestApp, expectDenied, type Json, json } from './estandares-helpers.ts';
import { createdId } from './helpers.ts';

let t: CatalogoTestApp;
let manualId: number;
let bloqueId: number;
let publicado: number;
let bloquePublicado: number;
let estandarPublicado: number;
beforeAll(async () => {
  t = await createCatalogoTestApp();
  manualId = await t.manual();
  bloqueId = await t.bloque(manualId, { codigo: 'D1', nombre: 'Dimensión 1', color: '#aa0000', orden: 2 });
  publicado = await t.manual('vigente');
  bloquePublicado = await t.bloque(publicado);
  estandarPublicado = await t.estandarRow(publicado, bloquePublicado);
});

let seq = 0;
const nuevo = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return { manualId, bloqueId, codigo: `EST-${seq}`, descripcion: 'Informa del índice UV', esencial: true, ...over };
};
const create = async (over: Record<string, unknown> = {}) =>
  createdId(await t.send('POST', '/api/estandares', t.admin, nuevo(over)));

describe('access', () => {
  it('anonymous 401; without permission 403; readers may not write', async () => {
    const id = await create();
    const problems = await expectDenied(t, [
      ['GET', '/api/estandares', 'lector'],
      ['GET', `/api/estandares/${id}`, 'lector'],
      ['POST', '/api/estandares', 'escritor'],
      ['POST', '/api/estandares/ordenar', 'escritor'],
      ['PUT', `/api/estandares/${id}`, 'escritor'],
      ['DELETE', `/api/estandares/${id}`, 'escritor'],
      ['POST', `/api/estandares/${id}/etiquetas/reasignar`, 'escritor'],
      ['POST', `/api/estandares/${id}/ejemplos/reasignar`, 'escritor'],
      ['POST', `/api/estandares/${id}/ambitos/reasignar`, 'escritor'],
    ]);
    expect(problems).toEqual([]);
    // Self-assessment teams (AE) and readers (MANUALES L) read it.
    expect((await t.send('GET', `/api/estandares/${id}`, t.representante)).status).toBe(200);
    expect((await t.send('GET', '/api/estandares', t.tutor)).status).toBe(200);
  });
});

describe('POST /estandares and GET /estandares/{id}', () => {
  it('creates a standard with tags, package and an example, and reads it back in the spec shape', async () => {
    const etiqueta = await t.etiqueta('EST', 'Prioritario');
    const paqueteId = await t.paquete('Básico');
    const ejemploId = await t.ejemploRow('Cartel de índice UV');
    const res = await t.send(
      'POST',
      '/api/estandares',
      t.admin,
      nuevo({
        codigo: ' E-1.1 ',
        proposito: 'Proteger',
        observaciones: 'Obs',
        paqueteId,
        minimo: '2',
        etiquetas: [etiqueta, etiqueta],
        ejemploId,
      }),
    );
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Estándar creado correctamente');
    const record = await json(await t.send('GET', `/api/estandares/${Id}`, t.admin));
    expect(record).toMatchObject({
      Id,
      ManualId: manualId,
      Manual: { Id: manualId, EstadoClave: 'edicion' },
      Bloque: { Id: bloqueId, Codigo: 'D1', Nombre: 'Dimensión 1', Color: '#aa0000', Orden: 2 },
      Codigo: 'E-1.1',
      Minimo: 2,
      Descripcion: 'Informa del índice UV',
      Proposito: 'Proteger',
      Observaciones: 'Obs',
      Esencial: true,
      Paquete: { Id: paqueteId, Nombre: 'Básico' },
      Etiquetas: [{ Id: etiqueta, Nombre: 'Prioritario', Color: '#123456' }],
      Ambitos: [],
      Ejemplos: [{ Id: ejemploId, Titulo: 'Cartel de índice UV' }],
      Evidencias: [],
      NumeroEvidencias: 0,
      Auditoria: { Alta: { Nombre: 'Alberto Agencia Ruiz' }, Modificacion: null },
    });
  });

  it('puts a new standard last in its block unless an order is given', async () => {
    const b = await t.bloque(manualId);
    const a = await create({ bloqueId: b });
    const c = await create({ bloqueId: b });
    const d = await create({ bloqueId: b, orden: 7 });
    const orden = async (id: number) => (await json(await t.send('GET', `/api/estandares/${id}`, t.admin))).Orden;
    expect([await orden(a), await orden(c), await orden(d)]).toEqual([1, 2, 7]);
  });

  it('refuses missing fields, bad numbers and unknown fields with Spanish messages', async () => {
    const res = await t.send('POST', '/api/estandares', t.admin, { minimo: 'abc', otro: 1 });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors).toMatchObject({
      manualId: ['Este campo es obligatorio'],
      bloqueId: ['Este campo es obligatorio'],
      codigo: ['Este campo es obligatorio'],
      descripcion: ['Este campo es obligatorio'],
      esencial: ['Este campo es obligatorio'],
      minimo: ['Solo números enteros positivos'],
      otro: ['Campo no permitido'],
    });
  });

  it('refuses references that do not exist or belong to another manual (422)', async () => {
    const otroManual = await t.manual();
    const otroBloque = await t.bloque(otroManual);
    const usuarioTag = await t.etiqueta('USU');
    const res = await t.send(
      'POST',
      '/api/estandares',
      t.admin,
      nuevo({ bloqueId: otroBloque, paqueteId: 99999, etiquetas: [usuarioTag], ejemploId: 99999 }),
    );
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({
      bloqueId: ['El bloque no pertenece al manual indicado'],
      paqueteId: ['El paquete no existe'],
      etiquetas: [`Etiquetas que no existen o no son de estándares: ${usuarioTag}`],
      ejemploId: ['El ejemplo no existe'],
    });
    const noManual = await t.send('POST', '/api/estandares', t.admin, nuevo({ manualId: 99999 }));
    expect(noManual.status).toBe(422);
    expect((await json(noManual)).errors).toEqual({ manualId: ['El manual no existe'] });
  });

  it('a code is unique within its manual, ignoring case and spaces (409), but may repeat in another manual', async () => {
    await create({ codigo: 'UNICO' });
    const res = await t.send('POST', '/api/estandares', t.admin, nuevo({ codigo: ' unico' }));
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({
      message: 'Ya existe un estándar con ese código en el manual',
      errors: { codigo: ['Ya existe un estándar con ese código en el manual'] },
    });
    const otro = await t.manual();
    expect(await create({ manualId: otro, bloqueId: await t.bloque(otro), codigo: 'UNICO' })).toBeGreaterThan(0);
  });

  it('refuses to add a standard to a published manual (409)', async () => {
    const res = await t.send('POST', '/api/estandares', t.admin, nuevo({ manualId: publicado, bloqueId: bloquePublicado }));
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/publicado/);
  });

  it('GET of an unknown standard is 404; a bad id 400', async () => {
    expect((await t.send('GET', '/api/estandares/99999', t.admin)).status).toBe(404);
    expect((await t.send('GET', '/api/estandares/abc', t.admin)).status).toBe(400);
  });
});

describe('GET /estandares', () => {
  it('filters by manual, block, essential, package, tag and text; pages and projects campos', async () => {
    const m = await t.manual();
    const b1 = await t.bloque(m, { orden: 1 });
    const b2 = await t.bloque(m, { orden: 2 });
    const paq = await t.paquete();
    const tag = await t.etiqueta('EST');
    const s1 = await create({ manualId: m, bloqueId: b2, codigo: 'B', descripcion: 'Sombra en el patio', esencial: false });
    const s2 = await create({
      manualId: m,
      bloqueId: b1,
      codigo: 'A',
      descripcion: 'Crema solar',
      paqueteId: paq,
      etiquetas: [tag],
    });
    await t.evidenciaRow(m, s1);
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/estandares?manualId=${m}&${q}`, t.admin))).Registros.map((r: Json) => r.Id);
    expect(await ids('')).toEqual([s2, s1]); // block order first
    expect(await ids(`bloqueId=${b2}`)).toEqual([s1]);
    expect(await ids('esencial=false')).toEqual([s1]);
    expect(await ids(`paqueteId=${paq}`)).toEqual([s2]);
    expect(await ids(`etiquetaId=${tag}`)).toEqual([s2]);
    expect(await ids('texto=CREMA')).toEqual([s2]);
    expect(await ids('orden=-Codigo')).toEqual([s1, s2]);
    const slim = await json(
      await t.send('GET', `/api/estandares?manualId=${m}&campos=Id,numeroEvidencias&orden=Codigo`, t.admin),
    );
    expect(slim.Registros).toEqual([
      { Id: s2, NumeroEvidencias: 0 },
      { Id: s1, NumeroEvidencias: 1 },
    ]);
    expect(slim).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 2, Pagina: 1 });
    expect((await t.send('GET', '/api/estandares?campos=Nada', t.admin)).status).toBe(400);
    expect((await t.send('GET', '/api/estandares?orden=Nada', t.admin)).status).toBe(400);
    expect((await t.send('GET', '/api/estandares?esencial=quizas', t.admin)).status).toBe(400);
  });
});

describe('PUT /estandares/{id}', () => {
  it('changes every field, may move the standard to another block of the manual, and returns the record', async () => {
    const id = await create({ proposito: 'antes', etiquetas: [await t.etiqueta('EST')] });
    const b2 = await t.bloque(manualId);
    const res = await t.send('PUT', `/api/estandares/${id}`, t.admin, {
      bloqueId: b2,
      codigo: 'NUEVO-1',
      descripcion: 'Nueva',
      esencial: false,
      minimo: 3,
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ message: 'La operación se ha realizado correctamente', Id: id, Codigo: 'NUEVO-1', Minimo: 3 });
    expect(body.Bloque.Id).toBe(b2);
    expect(body.Proposito).toBeNull(); // absent optional fields are cleared
    expect(body.Etiquetas).toHaveLength(1); // absent etiquetas are kept
    expect(body.Auditoria.Modificacion.Nombre).toBe('Alberto Agencia Ruiz');
  });

  it('refuses to change the manual, a taken code, bad input and unknown ids', async () => {
    const id = await create();
    const other = await create({ codigo: 'OCUPADO' });
    expect(other).toBeGreaterThan(0);
    const put = (b: Record<string, unknown>) =>
      t.send('PUT', `/api/estandares/${id}`, t.admin, { bloqueId, codigo: 'X', descripcion: 'd', esencial: true, ...b });
    expect((await put({ manualId: await t.manual() })).status).toBe(422);
    expect((await put({ codigo: 'ocupado' })).status).toBe(409);
    expect((await put({ esencial: 'si' })).status).toBe(422);
    expect((await put({ orden: -1 })).status).toBe(422);
    expect(
      (await t.send('PUT', '/api/estandares/99999', t.admin, { bloqueId, codigo: 'X', descripcion: 'd', esencial: true })).status,
    ).toBe(404);
  });

  it('refuses changes in a published manual (409)', async () => {
    const res = await t.send('PUT', `/api/estandares/${estandarPublicado}`, t.admin, {
      bloqueId: bloquePublicado,
      codigo: 'X',
      descripcion: 'd',
      esencial: true,
    });
    expect(res.status).toBe(409);
  });
});

describe('DELETE /estandares/{id}', () => {
  it('deletes the standard with its evidences and guides', async () => {
    const id = await create();
    await t.evidenciaRow(manualId, id);
    await t.db
      .insert(guiasEvaluacion)
      .values({ instanciaId: 'soludable', manualId, estandarId: id, descripcion: 'g', altaFecha: 'x' });
    expect((await t.send('DELETE', `/api/estandares/${id}`, t.admin)).status).toBe(204);
    expect((await t.send('GET', `/api/estandares/${id}`, t.admin)).status).toBe(404);
    expect(await t.db.select().from(evidencias).where(eq(evidencias.estandarId, id))).toEqual([]);
    expect(await t.db.select().from(guiasEvaluacion).where(eq(guiasEvaluacion.estandarId, id))).toEqual([]);
    expect((await t.send('DELETE', `/api/estandares/${id}`, t.admin)).status).toBe(404);
    expect((await t.send('DELETE', '/api/estandares/x', t.admin)).status).toBe(400);
  });

  it('refuses in a published manual (409)', async () => {
    expect((await t.send('DELETE', `/api/estandares/${estandarPublicado}`, t.admin)).status).toBe(409);
  });
});

describe('POST /estandares/ordenar', () => {
  it('numbers the standards of one block in the given order', async () => {
    const b = await t.bloque(manualId);
    const [a, c, d] = [await create({ bloqueId: b }), await create({ bloqueId: b }), await create({ bloqueId: b })];
    const res = await t.send('POST', '/api/estandares/ordenar', t.admin, { ids: [d, a, c] });
    expect(res.status).toBe(200);
    const list = await json(await t.send('GET', `/api/estandares?bloqueId=${b}&campos=Id,Orden`, t.admin));
    expect(list.Registros).toEqual([
      { Id: d, Orden: 1 },
      { Id: a, Orden: 2 },
      { Id: c, Orden: 3 },
    ]);
  });

  it('refuses ids of several blocks, unknown ids, empty lists and published manuals', async () => {
    const x = await create();
    const y = await create({ bloqueId: await t.bloque(manualId) });
    expect((await t.send('POST', '/api/estandares/ordenar', t.admin, { ids: [x, y] })).status).toBe(422);
    expect((await t.send('POST', '/api/estandares/ordenar', t.admin, { ids: [x, 99999] })).status).toBe(422);
    expect((await t.send('POST', '/api/estandares/ordenar', t.admin, { ids: [] })).status).toBe(422);
    expect((await t.send('POST', '/api/estandares/ordenar', t.admin, { ids: [estandarPublicado] })).status).toBe(409);
  });
});

describe('reasignar', () => {
  it('etiquetas: replaces the set with tags of type EST; refuses others; frozen once published', async () => {
    const id = await create({ etiquetas: [await t.etiqueta('EST')] });
    const [a, b] = [await t.etiqueta('EST', 'A'), await t.etiqueta('EST', 'B')];
    const res = await t.send('POST', `/api/estandares/${id}/etiquetas/reasignar`, t.admin, { etiquetas: [b, a, b] });
    expect(res.status).toBe(200);
    expect((await json(res)).Etiquetas.map((e: Json) => e.Id)).toEqual([a, b]);
    const usu = await t.etiqueta('USU');
    const bad = await t.send('POST', `/api/estandares/${id}/etiquetas/reasignar`, t.admin, { etiquetas: [a, usu] });
    expect(bad.status).toBe(422);
    // Nothing changed on refusal.
    expect((await t.db.select().from(estandarEtiquetas).where(eq(estandarEtiquetas.estandarId, id))).length).toBe(2);
    expect((await t.send('POST', `/api/estandares/${id}/etiquetas/reasignar`, t.admin, { etiquetas: 'a' })).status).toBe(422);
    expect(
      (await t.send('POST', `/api/estandares/${estandarPublicado}/etiquetas/reasignar`, t.admin, { etiquetas: [] })).status,
    ).toBe(409);
    expect((await t.send('POST', '/api/estandares/99999/etiquetas/reasignar', t.admin, { etiquetas: [] })).status).toBe(404);
  });

  it('ambitos: replaces the set; refuses unknown ids; frozen once published', async () => {
    const id = await create();
    const [a, b] = [await t.ambito(), await t.ambito()];
    const res = await t.send('POST', `/api/estandares/${id}/ambitos/reasignar`, t.admin, { ambitos: [a, b] });
    expect(res.status).toBe(200);
    expect((await json(res)).Ambitos.map((e: Json) => e.Id).sort()).toEqual([a, b].sort());
    const cleared = await t.send('POST', `/api/estandares/${id}/ambitos/reasignar`, t.admin, { ambitos: [] });
    expect((await json(cleared)).Ambitos).toEqual([]);
    expect((await t.send('POST', `/api/estandares/${id}/ambitos/reasignar`, t.admin, { ambitos: [99999] })).status).toBe(422);
    expect((await t.send('POST', `/api/estandares/${id}/ambitos/reasignar`, t.admin, {})).status).toBe(422);
    expect(
      (await t.send('POST', `/api/estandares/${estandarPublicado}/ambitos/reasignar`, t.admin, { ambitos: [a] })).status,
    ).toBe(409);
  });

  it('ejemplos: replaces the set; refuses unknown ids; allowed in a published manual', async () => {
    const id = await create();
    const [a, b] = [await t.ejemploRow('Alfa'), await t.ejemploRow('Beta')];
    const res = await t.send('POST', `/api/estandares/${id}/ejemplos/reasignar`, t.admin, { ejemplos: [b, a] });
    expect(res.status).toBe(200);
    expect((await json(res)).Ejemplos).toEqual([
      { Id: a, Titulo: 'Alfa' },
      { Id: b, Titulo: 'Beta' },
    ]);
    expect((await t.send('POST', `/api/estandares/${id}/ejemplos/reasignar`, t.admin, { ejemplos: [99999] })).status).toBe(422);
    const pub = await t.send('POST', `/api/estandares/${estandarPublicado}/ejemplos/reasignar`, t.admin, { ejemplos: [a] });
    expect(pub.status).toBe(200);
    expect(await t.db.select().from(estandarEjemplos).where(eq(estandarEjemplos.estandarId, estandarPublicado))).toHaveLength(1);
  });
});
