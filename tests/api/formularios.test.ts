import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formularios, preguntas, respuestas } from '../../src/db/schema/catalogo.ts';
import { createdId } from './helpers.ts';
import { createPruebasTestApp, type Json, json } from './pruebas-helpers.ts';

type T = Awaited<ReturnType<typeof createPruebasTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;
beforeAll(async () => {
  t = await createPruebasTestApp();
  admin = await t.as('admin');
  tutor = await t.as('tutor'); // MANUALES at level L
});

const created = createdId;
const nuevoFormulario = async (over: Record<string, unknown> = {}) =>
  created(await t.send('POST', '/api/formularios', admin, { titulo: 'Cuestionario de fotoprotección', minimo: 1, ...over }));

/** A form with a text question and a single-choice question with two answers. */
async function formularioCompleto(titulo = 'Formulario completo') {
  const id = await created(await t.send('POST', '/api/formularios', admin, { titulo, aclaraciones: 'Léalo todo', minimo: 2 }));
  await created(
    await t.send('POST', '/api/preguntas', admin, {
      formularioId: id,
      enunciado: '¿Dispone de sombra?',
      tipoClave: 'TEXTO',
      esencial: true,
      minimo: 1,
      maximo: 200,
      aclaraciones: 'Describa la zona',
    }),
  );
  const p2 = await created(
    await t.send('POST', '/api/preguntas', admin, { formularioId: id, enunciado: '¿Qué factor usa?', tipoClave: 'UNICA' }),
  );
  await created(
    await t.send('POST', '/api/respuestas', admin, { preguntaId: p2, enunciado: 'FPS 50', correcta: true, esencial: true }),
  );
  await created(await t.send('POST', '/api/respuestas', admin, { preguntaId: p2, enunciado: 'FPS 15', correcta: false }));
  return id;
}

/** Uses the form in a test of manual 1 and publishes that manual: the form is then frozen. */
async function congelar(formularioId: number) {
  const { manualId } = await t.nuevoManual(`P${formularioId}`, 1);
  await created(await t.send('POST', '/api/pruebas', admin, { descripcion: 'Prueba', manualId, formularioId }));
  await t.publicar(manualId);
}

describe('access', () => {
  it('anonymous 401; without MANUALES E the writes are 403; readers may read', async () => {
    const id = await nuevoFormulario();
    for (const [method, path] of [
      ['GET', '/api/formularios'],
      ['GET', `/api/formularios/${id}`],
      ['POST', '/api/formularios'],
      ['POST', '/api/formularios/importar'],
      ['PUT', `/api/formularios/${id}`],
      ['DELETE', `/api/formularios/${id}`],
      ['POST', `/api/formularios/${id}/preguntas/ordenar`],
    ] as const) {
      const anon = await t.send(method, path, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(anon.status, `${method} ${path}`).toBe(401);
      const res = await t.send(method, path, tutor, method === 'GET' || method === 'DELETE' ? undefined : { titulo: 'x' });
      if (method === 'GET') expect(res.status, `${method} ${path}`).toBe(200);
      else {
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await json(res)).message).toBe('No tiene permiso para realizar esta operación');
      }
    }
    expect((await t.send('GET', `/api/formularios/${id}`, await t.as('representante'))).status).toBe(200);
  });
});

describe('POST /formularios', () => {
  it('creates a form with its audit', async () => {
    const id = await nuevoFormulario({ aclaraciones: 'Para centros' });
    const body = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    expect(body).toMatchObject({
      Id: id,
      Titulo: 'Cuestionario de fotoprotección',
      Aclaraciones: 'Para centros',
      Minimo: 1,
      Preguntas: [],
    });
    expect(body.Auditoria.Alta).toMatchObject({ Nombre: expect.stringContaining('Alberto') });
    expect(body.Auditoria.Modificacion).toBeNull();
  });

  it('refuses a missing title, a bad minimum and unknown fields, in Spanish', async () => {
    const res = await t.send('POST', '/api/formularios', admin, { titulo: ' ', minimo: -1, color: 'x' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.titulo).toEqual(['Este campo es obligatorio']);
    expect(errors.minimo[0]).toMatch(/entero/);
    expect(errors.color).toEqual(['Campo no permitido']);
  });
});

describe('GET /formularios', () => {
  it('lists with search, projection and paging', async () => {
    await nuevoFormulario({ titulo: 'Revisión de cremas solares' });
    const res = await t.send('GET', '/api/formularios?texto=cremas%20SOLARES&campos=Id,Titulo', admin);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.NumeroRegistros).toBe(1);
    expect(body.Registros).toEqual([{ Id: expect.any(Number), Titulo: 'Revisión de cremas solares' }]);
    const full = await json(await t.send('GET', '/api/formularios?registrosPorPagina=1', admin));
    expect(full.RegistrosMostrados).toBe(1);
    expect(full.Registros[0]).toHaveProperty('NumeroPreguntas');
    expect((await t.send('GET', '/api/formularios?campos=Nada', admin)).status).toBe(400);
    expect((await t.send('GET', '/api/formularios?orden=Color', admin)).status).toBe(400);
  });
});

describe('GET /formularios/{id}', () => {
  it('returns questions with type and ordered answers; 404 and 400 otherwise', async () => {
    const id = await formularioCompleto();
    const body = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    expect(body.Preguntas).toHaveLength(2);
    expect(body.Preguntas[0]).toMatchObject({
      Enunciado: '¿Dispone de sombra?',
      Tipo: { Clave: 'TEXTO', Nombre: 'Texto libre' },
      Esencial: true,
      Minimo: 1,
      Maximo: 200,
      Orden: 1,
      Respuestas: [],
    });
    expect(body.Preguntas[1].Respuestas.map((r: Json) => [r.Enunciado, r.Correcta, r.Orden])).toEqual([
      ['FPS 50', true, 1],
      ['FPS 15', false, 2],
    ]);
    expect((await t.send('GET', '/api/formularios/999999', admin)).status).toBe(404);
    expect((await t.send('GET', '/api/formularios/abc', admin)).status).toBe(400);
  });
});

describe('PUT /formularios/{id}', () => {
  it('updates and replies with the record; 422 on bad input; 404 unknown', async () => {
    const id = await nuevoFormulario();
    const res = await t.send('PUT', `/api/formularios/${id}`, admin, { titulo: 'Nuevo título', minimo: 0 });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ message: expect.any(String), Titulo: 'Nuevo título', Aclaraciones: null, Minimo: 0 });
    expect(body.Auditoria.Modificacion).not.toBeNull();
    expect((await t.send('PUT', `/api/formularios/${id}`, admin, { minimo: 'dos' })).status).toBe(422);
    expect((await t.send('PUT', '/api/formularios/999999', admin, { titulo: 'x' })).status).toBe(404);
  });

  it('is refused (409) once a test of a published manual uses the form', async () => {
    const id = await nuevoFormulario();
    await congelar(id);
    const res = await t.send('PUT', `/api/formularios/${id}`, admin, { titulo: 'Otro' });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/manual publicado/);
  });
});

describe('DELETE /formularios/{id}', () => {
  it('deletes a form with its questions and answers', async () => {
    const id = await formularioCompleto('Para borrar');
    expect((await t.send('DELETE', `/api/formularios/${id}`, admin)).status).toBe(204);
    expect(await t.db.select().from(formularios).where(eq(formularios.id, id))).toEqual([]);
    expect(await t.db.select().from(preguntas).where(eq(preguntas.formularioId, id))).toEqual([]);
    expect((await t.send('DELETE', `/api/formularios/${id}`, admin)).status).toBe(404);
  });

  it('refuses (409, Spanish) a form that a test uses, even in a manual in edition', async () => {
    const id = await nuevoFormulario();
    await created(await t.send('POST', '/api/pruebas', admin, { descripcion: 'Usa', manualId: t.m2.manualId, formularioId: id }));
    const res = await t.send('DELETE', `/api/formularios/${id}`, admin);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(
      'No se puede eliminar el formulario: lo usa una prueba. Cambie el formulario de la prueba o elimínela antes.',
    );
  });
});

describe('POST /formularios/importar (clone)', () => {
  it('GET then POST without Id reproduces the form with new ids', async () => {
    const id = await formularioCompleto('Original');
    const original = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    const { Id: _, ...payload } = original;
    const res = await t.send('POST', '/api/formularios/importar', admin, payload);
    expect(res.status).toBe(201);
    const cloneId = (await json(res)).Id;
    expect(cloneId).not.toBe(id);
    const clone = await json(await t.send('GET', `/api/formularios/${cloneId}`, admin));
    const strip = (f: Json) => ({
      ...f,
      Id: 0,
      Auditoria: null,
      Preguntas: f.Preguntas.map((p: Json) => ({ ...p, Id: 0, Respuestas: p.Respuestas.map((r: Json) => ({ ...r, Id: 0 })) })),
    });
    expect(strip(clone)).toEqual(strip(original));
    const ids = (f: Json) => f.Preguntas.flatMap((p: Json) => [p.Id, ...p.Respuestas.map((r: Json) => r.Id)]);
    expect(ids(clone).some((x: number) => ids(original).includes(x))).toBe(false);
    // The original is untouched.
    expect(await json(await t.send('GET', `/api/formularios/${id}`, admin))).toEqual(original);
  });

  it('clones a frozen form too (that is how a new version is prepared)', async () => {
    const id = await formularioCompleto('Congelado');
    await congelar(id);
    const { Id: _, ...payload } = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    const cloneId = await created(await t.send('POST', '/api/formularios/importar', admin, payload));
    expect((await t.send('PUT', `/api/formularios/${cloneId}`, admin, { titulo: 'Editable' })).status).toBe(200);
  });

  it('writes nothing when the payload is invalid (unknown type, answers on a type without them)', async () => {
    const before = (await t.db.select().from(respuestas)).length;
    const formsBefore = (await t.db.select().from(formularios)).length;
    const bad = await t.send('POST', '/api/formularios/importar', admin, {
      Titulo: 'Mal',
      Preguntas: [
        { Enunciado: 'a', Tipo: { Clave: 'NO_EXISTE' } },
        { Enunciado: 'b', Tipo: { Clave: 'TEXTO' }, Respuestas: [{ Enunciado: 'x', Correcta: true }] },
      ],
    });
    expect(bad.status).toBe(422);
    const { errors } = await json(bad);
    expect(errors['Preguntas.0.Tipo.Clave']).toEqual(['El tipo de pregunta no existe']);
    expect(errors['Preguntas.1.Respuestas']).toEqual(['Este tipo de pregunta no admite respuestas']);
    const shape = await t.send('POST', '/api/formularios/importar', admin, { Titulo: '', Preguntas: [{ Orden: -1 }], Otro: 1 });
    expect(shape.status).toBe(422);
    const e2 = (await json(shape)).errors;
    expect(e2.Titulo).toEqual(['Este campo es obligatorio']);
    expect(e2['Preguntas.0.Orden']).toEqual(['No es un número entero positivo']);
    expect(e2.Otro).toEqual(['Campo no permitido']);
    expect((await t.db.select().from(respuestas)).length).toBe(before);
    expect((await t.db.select().from(formularios)).length).toBe(formsBefore);
  });
});

describe('POST /formularios/{id}/preguntas/ordenar', () => {
  it('reorders every question at once; refuses a partial or repeated list', async () => {
    const id = await formularioCompleto('Ordenar');
    const form = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    const [a, b] = form.Preguntas.map((p: Json) => p.Id);
    expect((await t.send('POST', `/api/formularios/${id}/preguntas/ordenar`, admin, { ids: [b, a] })).status).toBe(200);
    const after = await json(await t.send('GET', `/api/formularios/${id}`, admin));
    expect(after.Preguntas.map((p: Json) => [p.Id, p.Orden])).toEqual([
      [b, 1],
      [a, 2],
    ]);
    for (const ids of [[a], [a, a], [a, b, 999999]]) {
      expect((await t.send('POST', `/api/formularios/${id}/preguntas/ordenar`, admin, { ids })).status).toBe(422);
    }
    expect((await t.send('POST', `/api/formularios/${id}/preguntas/ordenar`, admin, { ids: ['x'] })).status).toBe(422);
    expect((await t.send('POST', '/api/formularios/999999/preguntas/ordenar', admin, { ids: [] })).status).toBe(404);
    await congelar(id);
    expect((await t.send('POST', `/api/formularios/${id}/preguntas/ordenar`, admin, { ids: [a, b] })).status).toBe(409);
  });
});
