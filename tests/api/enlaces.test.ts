import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, enlaces } from '../../src/db/schema/index.ts';
import { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { type Json, json } from './helpers.ts';

// Links: MANUALES at E (the demo admin) manages them; the public ones are anyone's.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  admin = await t.as('admin');
  tutor = await t.as('tutor');
});

const crear = async (over: Record<string, unknown> = {}) => {
  const res = await t.send('POST', '/api/enlaces', admin, {
    titulo: 'Guía',
    url: 'https://example.org/guia',
    lugar: 'PUBLICO',
    ...over,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.Id as number;
};
const publicos = async (): Promise<Json[]> => (await json(await t.app.request('/api/enlaces/publico'))).Registros;

describe('enlaces', () => {
  it('creates links last in their place; the public ones read without a session; audited', async () => {
    const a = await crear({ titulo: 'Primero', lugar: 'EVALUACION' });
    const b = await crear({ titulo: 'Segundo', lugar: 'EVALUACION' });
    const lista = await json(await t.send('GET', '/api/enlaces?lugar=EVALUACION', tutor));
    expect(lista.Registros.map((e: Json) => [e.Id, e.Orden])).toEqual(
      expect.arrayContaining([
        [a, expect.any(Number)],
        [b, expect.any(Number)],
      ]),
    );
    const ordenes = lista.Registros.filter((e: Json) => e.Id === a || e.Id === b).map((e: Json) => e.Orden);
    expect(ordenes[1]).toBe(ordenes[0] + 1);
    const p = await crear({ titulo: 'Público' });
    expect((await publicos()).map((e) => e.Id)).toContain(p);
    expect((await publicos()).every((e) => e.Lugar === 'PUBLICO')).toBe(true);
    const audit = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'enlace'));
    expect(audit.some((e) => e.accion === 'CREAR' && e.entidadId === String(p))).toBe(true);
  });

  it('refuses an address that is not http or https (422) and writes nothing', async () => {
    const antes = (await t.db.select().from(enlaces)).length;
    for (const url of ['javascript:alert(1)', 'ftp://example.org/x', 'data:text/html,hola', 'example.org', 'https://']) {
      const res = await t.send('POST', '/api/enlaces', admin, { titulo: 'Malo', url, lugar: 'PUBLICO' });
      expect(res.status, url).toBe(422);
      expect((await json(res)).errors.url).toEqual([
        'La dirección debe empezar por http:// o https:// y ser una dirección web válida',
      ]);
    }
    const sinNada = await json(await t.send('POST', '/api/enlaces', admin, {}));
    expect(sinNada.errors).toMatchObject({
      titulo: ['Este campo es obligatorio'],
      url: ['Este campo es obligatorio'],
      lugar: ['Este campo es obligatorio'],
    });
    expect((await t.send('POST', '/api/enlaces', admin, { titulo: 'x', url: 'https://a.es', lugar: 'OTRO' })).status).toBe(422);
    expect((await t.db.select().from(enlaces)).length).toBe(antes);
  });

  it('reorders a whole place only; edits move a link to the end of its new place; deletes', async () => {
    const gestion = async (): Promise<Json[]> => (await json(await t.send('GET', '/api/enlaces?lugar=GESTION', admin))).Registros;
    const previos = (await gestion()).map((e) => e.Id);
    const ids = [
      await crear({ titulo: 'A', lugar: 'GESTION' }),
      await crear({ titulo: 'B', lugar: 'GESTION' }),
      await crear({ titulo: 'C', lugar: 'GESTION' }),
    ];
    const ok = await t.send('POST', '/api/enlaces/ordenar', admin, { ids: [ids[2], ids[0], ...previos, ids[1]] });
    expect(ok.status).toBe(200);
    const lista = await gestion();
    expect(lista.map((e) => e.Id)).toEqual([ids[2], ids[0], ...previos, ids[1]]);
    expect(lista.map((e) => e.Orden)).toEqual(lista.map((_, i) => i + 1));
    // Leaving a link of the place out would leave two at one position.
    expect((await t.send('POST', '/api/enlaces/ordenar', admin, { ids: [...previos, ids[0], ids[1]] })).status).toBe(422);
    const otro = await crear({ titulo: 'Otro lugar', lugar: 'AUTOEVALUACION' });
    expect((await t.send('POST', '/api/enlaces/ordenar', admin, { ids: [...previos, ...ids, otro] })).status).toBe(422);
    const enAuto = (await json(await t.send('GET', '/api/enlaces?lugar=AUTOEVALUACION', admin))).Registros.length;
    const put = await t.send('PUT', `/api/enlaces/${ids[2]}`, admin, {
      titulo: 'C2',
      url: 'http://example.org/c',
      lugar: 'AUTOEVALUACION',
    });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ Titulo: 'C2', Lugar: 'AUTOEVALUACION', Orden: enAuto + 1 });
    expect(
      (await t.send('PUT', `/api/enlaces/${ids[0]}`, admin, { titulo: 'x', url: 'mailto:a@b.es', lugar: 'GESTION' })).status,
    ).toBe(422);
    expect((await t.send('DELETE', `/api/enlaces/${ids[0]}`, admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/enlaces/${ids[0]}`, admin)).status).toBe(404);
    expect((await t.send('POST', '/api/enlaces', tutor, { titulo: 'x', url: 'https://a.es', lugar: 'PUBLICO' })).status).toBe(
      403,
    );
  });

  it('GET enlaces/{id}: managers read any link; anyone else a public one only, 404 for the rest', async () => {
    const publico = await crear({ titulo: 'Público', lugar: 'PUBLICO' });
    const interno = await crear({ titulo: 'Interno', lugar: 'GESTION' });
    const repre = await t.as('representante');
    const uno = await t.send('GET', `/api/enlaces/${interno}`, tutor);
    expect(uno.status).toBe(200);
    expect(await json(uno)).toEqual(
      (await json(await t.send('GET', '/api/enlaces?lugar=GESTION', tutor))).Registros.find((e: Json) => e.Id === interno),
    );
    expect(await json(await t.app.request(`/api/enlaces/${publico}`))).toMatchObject({ Id: publico, Titulo: 'Público' });
    expect((await t.send('GET', `/api/enlaces/${publico}`, repre)).status).toBe(200);
    expect((await t.app.request(`/api/enlaces/${interno}`)).status).toBe(404);
    expect((await t.send('GET', `/api/enlaces/${interno}`, repre)).status).toBe(404);
    expect((await t.send('GET', '/api/enlaces/999999', admin)).status).toBe(404);
    expect((await t.send('GET', '/api/enlaces/abc', admin)).status).toBe(400);
    // The fixed sub-path is still the public list, not an id.
    expect((await t.app.request('/api/enlaces/publico')).status).toBe(200);
  });
});
