import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acreditaciones, ambitos, centros, instancias } from '../../src/db/schema/index.ts';
import { createRegistroTestApp } from '../fixtures/registro.ts';
import { type Json, json } from './helpers.ts';

// The public register: only accreditations in force, whatever the ids or
// filters; CORS for any origin; ETag and 304; a revocation shows at once; never a private file.

let t: Awaited<ReturnType<typeof createRegistroTestApp>>;
const id: Record<string, number> = {};
let deportes: number;
let turismo: number;

const lista = async (q = ''): Promise<Json> => {
  const res = await t.get(`/api/publico/acreditaciones?texto=zarzal${q}`);
  expect(res.status).toBe(200);
  return json(res);
};
const nombres = async (q = '') => (await lista(q)).Registros.map((r: Json) => r.Centro.Nombre);

beforeAll(async () => {
  t = await createRegistroTestApp(new Date('2026-06-15T10:00:00Z'));
  const amb = await t.db.select({ id: ambitos.id, nombre: ambitos.nombre }).from(ambitos);
  deportes = amb.find((a) => a.nombre === 'Instalaciones deportivas')?.id as number;
  turismo = amb.find((a) => a.nombre === 'Turismo y ocio')?.id as number;
  const madrid = { provinciaId: 28, municipioId: 28079 };
  const sevilla = { provinciaId: 41, municipioId: 41091 };
  id.vigente = await t.acreditar({ centro: 'Zarzal Piscina Norte', ...madrid, ambitoId: deportes });
  id.avila = await t.acreditar({ centro: 'Ávila Zarzal Club', ...sevilla, ambitoId: turismo });
  id.caducada = await t.acreditar({ centro: 'Zarzal Caducada', ...madrid, vigencia: '2026-06-14' });
  id.futura = await t.acreditar({ centro: 'Zarzal Futura', ...madrid, publicacion: '2026-06-16' });
  id.revocada = await t.acreditar({ centro: 'Zarzal Revocada', ...madrid, revocacion: '2026-05-01' });
  id.suspendida = await t.acreditar({ centro: 'Zarzal Suspendida', ...madrid, suspension: '2026-07-01' });
  id.sinFechas = await t.acreditar({ centro: 'Zarzal Pendiente', ...madrid, publicacion: null, vigencia: null });
  await t.db.insert(instancias).values({
    id: 'otra',
    nombre: 'Otra',
    colorPrimario: '#000000',
    colorSecundario: '#000000',
    colorAcento: '#000000',
    terminologia: {},
    altaFecha: '2026-01-01T00:00:00Z',
  });
  id.otra = await t.acreditar({ centro: 'Zarzal Otra Instancia', instanciaId: 'otra' });
});

describe('GET /api/publico/acreditaciones', () => {
  it('lists only those in force today, sorted by centre name with accents folded', async () => {
    expect(await nombres()).toEqual(['Ávila Zarzal Club', 'Zarzal Piscina Norte']);
    const body = await lista();
    expect(body.NumeroRegistros).toBe(2);
    const r = body.Registros[1];
    expect(r).toMatchObject({
      Id: id.vigente,
      Codigo: expect.any(String),
      Provincia: { Id: 28 },
      Municipio: { Id: 28079 },
      Ambito: { Id: deportes, Nombre: 'Instalaciones deportivas' },
      Nivel: 'Oro',
      FechaPublicacion: '2026-01-01',
      FechaVigencia: '2028-12-31',
    });
    expect(JSON.stringify(body)).not.toMatch(/CER_PRV|csv|Privado/i);
  });

  it('filters by name (every word, any accent), province, municipality and scope', async () => {
    expect(await nombres('+avila')).toEqual(['Ávila Zarzal Club']);
    expect(await nombres('&provinciaId=28')).toEqual(['Zarzal Piscina Norte']);
    expect(await nombres('&municipioId=41091')).toEqual(['Ávila Zarzal Club']);
    expect(await nombres(`&ambitoId=${turismo}`)).toEqual(['Ávila Zarzal Club']);
    expect(await nombres(`&ambitoId=${turismo}&provinciaId=28`)).toEqual([]);
    // No filter reaches what is not in force.
    expect(await nombres('+caducada')).toEqual([]);
    expect(await nombres('+revocada')).toEqual([]);
  });

  it('pages: NumeroRegistros counts all, each page holds its share', async () => {
    const p1 = await lista('&registrosPorPagina=1&pagina=1');
    const p2 = await lista('&registrosPorPagina=1&pagina=2');
    expect([p1.NumeroRegistros, p1.RegistrosMostrados, p1.Pagina]).toEqual([2, 1, 1]);
    expect([p1.Registros[0].Centro.Nombre, p2.Registros[0].Centro.Nombre]).toEqual(['Ávila Zarzal Club', 'Zarzal Piscina Norte']);
    expect((await lista('&pagina=5')).Registros).toEqual([]);
  });

  it('refuses bad parameters with a 400 and a Spanish message, never a 500', async () => {
    for (const q of [
      'provinciaId=abc',
      'registrosPorPagina=0',
      'registrosPorPagina=101',
      'pagina=-1',
      `texto=${'x'.repeat(201)}`,
    ]) {
      const res = await t.get(`/api/publico/acreditaciones?${q}`);
      expect(res.status, q).toBe(400);
      expect((await json(res)).message, q).toMatch(/[a-záéíóú]/);
    }
  });

  it('answers any origin (CORS, no credentials) and a preflight with X-Instancia', async () => {
    const res = await t.get('/api/publico/acreditaciones', { Origin: 'https://socio.example' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await t.app.request('/api/publico/acreditaciones/1', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://socio.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-instancia',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-instancia');
  });

  it('keeps each instance to itself', async () => {
    expect(await nombres()).not.toContain('Zarzal Otra Instancia');
    const res = await t.get('/api/publico/acreditaciones?texto=zarzal', { 'X-Instancia': 'otra' });
    expect((await json(res)).Registros.map((r: Json) => r.Centro.Nombre)).toEqual(['Zarzal Otra Instancia']);
    expect((await t.get(`/api/publico/acreditaciones/${id.otra}`)).status).toBe(404);
  });
});

describe('GET /api/publico/acreditaciones/{id}', () => {
  it('shows one in force with its location and public certificate, never the private one', async () => {
    await t.certificado(id.vigente as number, 'CER_PUB', 'publico');
    await t.certificado(id.vigente as number, 'CER_PRV', 'privado');
    const res = await t.get(`/api/publico/acreditaciones/${id.vigente}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      Id: id.vigente,
      Centro: { Nombre: 'Zarzal Piscina Norte' },
      Provincia: { Id: 28 },
      Municipio: { Id: 28079 },
      Localidad: null,
      Certificado: { Nombre: 'CER_PUB.pdf', Kb: 4, Url: `/api/publico/acreditaciones/${id.vigente}/certificado` },
    });
    expect(JSON.stringify(body)).not.toContain('CER_PRV');
  });

  it('answers 404 for every accreditation not in force, unknown or of another instance', async () => {
    for (const k of ['caducada', 'futura', 'revocada', 'suspendida', 'sinFechas', 'otra']) {
      const res = await t.get(`/api/publico/acreditaciones/${id[k]}`);
      expect(res.status, k).toBe(404);
      expect((await json(res)).message).toBe('La acreditación no existe o no está vigente');
      expect((await t.get(`/api/publico/acreditaciones/${id[k]}/certificado`)).status, k).toBe(404);
    }
    expect((await t.get('/api/publico/acreditaciones/999999')).status).toBe(404);
    expect((await t.get('/api/publico/acreditaciones/abc')).status).toBe(400);
  });

  it('never serves a private file, even if the public column points at one: without a public certificate it is not in the register', async () => {
    const privada = await t.acreditar({ centro: 'Zarzal Privada', sinCertificado: true });
    await t.certificado(privada, 'CER_PRV', 'publico');
    expect((await t.get(`/api/publico/acreditaciones/${privada}`)).status).toBe(404);
    expect((await t.get(`/api/publico/acreditaciones/${privada}/certificado`)).status).toBe(404);
    expect(await nombres('+privada')).toEqual([]);
  });
});

describe('HTTP caching', () => {
  it('answers 304 to a matching If-None-Match, and a revocation changes the reply at once', async () => {
    const path = `/api/publico/acreditaciones/${id.vigente}`;
    const first = await t.get(path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await t.get(path, { 'If-None-Match': etag })).status).toBe(304);
    const listEtag = (await t.get('/api/publico/acreditaciones?texto=zarzal')).headers.get('etag') as string;
    expect((await t.get('/api/publico/acreditaciones?texto=zarzal', { 'If-None-Match': listEtag })).status).toBe(304);

    await t.db
      .update(acreditaciones)
      .set({ fechaRevocacion: '2026-06-15' })
      .where(eq(acreditaciones.id, id.vigente as number));
    expect((await t.get(path, { 'If-None-Match': etag })).status).toBe(404);
    expect(await nombres()).toEqual(['Ávila Zarzal Club']);
    expect((await t.get('/api/publico/acreditaciones?texto=zarzal', { 'If-None-Match': listEtag })).status).toBe(200);
    await t.db
      .update(acreditaciones)
      .set({ fechaRevocacion: null })
      .where(eq(acreditaciones.id, id.vigente as number));
    expect((await t.get(path)).status).toBe(200);
  });

  it("sees a centre's new name and a new day without any write to the accreditations", async () => {
    const centroDe = sql`(select centro_id from proyectos where id = (select proyecto_id from acreditaciones where id = ${id.avila}))`;
    await t.db.update(centros).set({ nombre: 'Ávila Zarzal Club Renombrado' }).where(sql`${centros.id} = ${centroDe}`);
    expect(await nombres()).toContain('Ávila Zarzal Club Renombrado');
    // The day after the validity of "Zarzal Piscina Norte" (2028-12-31) the list drops it.
    t.setNow(new Date('2029-01-01T10:00:00Z'));
    expect(await nombres()).not.toContain('Zarzal Piscina Norte');
    t.setNow(new Date('2026-06-15T10:00:00Z'));
    expect(await nombres()).toContain('Zarzal Piscina Norte');
  });
});
