import { beforeAll, describe, expect, it } from 'vitest';
import { createProcesosTestApp } from '../fixtures/procesos.ts';
import { createdId, json } from './helpers.ts';
import { createPruebasTestApp } from './pruebas-helpers.ts';

// Every service path has a single-record read, in the list's spellings; a missing id is a 404
// with a Spanish message.

describe('single-record reads of the catalogue', () => {
  let t: Awaited<ReturnType<typeof createPruebasTestApp>>;
  let admin: Record<string, string>;
  let tutor: Record<string, string>;
  beforeAll(async () => {
    t = await createPruebasTestApp();
    admin = await t.as('admin');
    tutor = await t.as('tutor');
  });

  it('GET etiquetas/{id} and paquetes/{id}', async () => {
    const etiqueta = await createdId(
      await t.send('POST', '/api/etiquetas', admin, { nombre: 'Urgente', color: '#ff0000', tipoClave: 'MAN' }),
    );
    const res = await t.send('GET', `/api/etiquetas/${etiqueta}`, tutor);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Id: etiqueta, Nombre: 'Urgente', Color: '#ff0000', TipoClave: 'MAN' });
    const paquete = await createdId(await t.send('POST', '/api/paquetes', admin, { nombre: 'Básico' }));
    const p = await t.send('GET', `/api/paquetes/${paquete}`, tutor);
    expect(p.status).toBe(200);
    expect(await json(p)).toEqual({ Id: paquete, Nombre: 'Básico' });
    for (const path of ['/api/etiquetas/99999', '/api/paquetes/99999']) {
      const missing = await t.send('GET', path, admin);
      expect(missing.status, path).toBe(404);
      expect((await json(missing)).message, path).toMatch(/^No se ha encontrado/);
    }
    expect((await t.send('GET', `/api/paquetes/${paquete}`, {})).status).toBe(401);
  });

  it('GET preguntas/{id} and respuestas/{id}', async () => {
    const f = await createdId(await t.send('POST', '/api/formularios', admin, { titulo: 'F' }));
    const pregunta = await createdId(
      await t.send('POST', '/api/preguntas', admin, { formularioId: f, enunciado: '¿Pregunta?', tipoClave: 'UNICA' }),
    );
    const respuesta = await createdId(
      await t.send('POST', '/api/respuestas', admin, { preguntaId: pregunta, enunciado: 'Sí', correcta: true }),
    );
    const form = await json(await t.send('GET', `/api/formularios/${f}`, admin));
    const p = await t.send('GET', `/api/preguntas/${pregunta}`, tutor);
    expect(p.status).toBe(200);
    expect(await json(p)).toEqual({ ...form.Preguntas[0], FormularioId: f });
    const r = await t.send('GET', `/api/respuestas/${respuesta}`, tutor);
    expect(r.status).toBe(200);
    expect(await json(r)).toEqual({ ...form.Preguntas[0].Respuestas[0], PreguntaId: pregunta });
    const missingP = await t.send('GET', '/api/preguntas/99999', admin);
    expect(missingP.status).toBe(404);
    expect((await json(missingP)).message).toBe('No se ha encontrado la pregunta');
    const missingR = await t.send('GET', '/api/respuestas/99999', admin);
    expect(missingR.status).toBe(404);
    expect((await json(missingR)).message).toBe('No se ha encontrado la respuesta');
  });
});

describe('single-record read of a file type', () => {
  let t: Awaited<ReturnType<typeof createProcesosTestApp>>;
  beforeAll(async () => {
    t = await createProcesosTestApp();
  });

  it('GET tiposFichero/{clave}, with procesoId when the key is not unique', async () => {
    const id = await t.crearProceso();
    await t.send('POST', `/api/procesos/${id}/tiposFichero`, t.admin, {
      clave: 'LECT',
      nombre: 'Memoria',
      extensiones: ['pdf'],
    });
    const res = await t.send('GET', '/api/tiposFichero/LECT', t.admin);
    expect(res.status).toBe(200);
    const proceso = await json(await t.send('GET', `/api/procesos/${id}`, t.admin));
    const enLista = proceso.TiposFichero.find((x: { Clave: string }) => x.Clave === 'LECT');
    expect(await json(res)).toEqual(enLista);
    expect((await t.send('GET', `/api/tiposFichero/LECT?procesoId=${id}`, t.admin)).status).toBe(200);
    const missing = await t.send('GET', '/api/tiposFichero/NOEXISTE', t.admin);
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe('El tipo de fichero no existe en el proceso');
    expect((await t.send('GET', '/api/tiposFichero/LECT', await t.as('tutor'))).status).toBe(200);
  });
});
