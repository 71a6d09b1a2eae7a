import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ejemplos, ficheros, manuales } from '../../src/db/schema/index.ts';
import { seedDemoManual } from '../../src/db/seed/manual-demo.ts';
import { crearManual, type ManualFixture } from '../fixtures/catalogo.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

let t: Awaited<ReturnType<typeof createUsuariosTestApp>>;
let vigenteId: number;
let borradorId: number;
let privado: ManualFixture;
let publicoFixture: ManualFixture;
/** A signed-in user with no profile: no catalogue permission at all. */
let sinPermisos: Record<string, string>;

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const idOf = async (version: string) => {
  const [m] = await t.db
    .select({ id: manuales.id })
    .from(manuales)
    .where(and(eq(manuales.codigo, 'MAN-SOL'), eq(manuales.version, version)));
  return m?.id as number;
};

beforeAll(async () => {
  t = await createUsuariosTestApp();
  await seedDemoManual(t.db, new Date('2026-03-01T10:00:00Z'));
  vigenteId = await idOf('1.0');
  borradorId = await idOf('2.0');
  privado = await crearManual(t.db, { estadoClave: 'vigente', publico: false });
  publicoFixture = await crearManual(t.db, { estadoClave: 'obsoleto', publico: true, nombre: 'Manual antiguo' });
  // Flagged public but still in edition: not public.
  await crearManual(t.db, { estadoClave: 'edicion', publico: true, nombre: 'Borrador marcado público' });
  await t.db.insert(ficheros).values({
    instanciaId: 'soludable',
    nombreFisico: 'manual-soludable.pdf',
    claveAlmacen: 'test-manual-pdf',
    tipoContenido: 'application/pdf',
    bytes: 5000,
    tipoClave: 'MAN',
    manualId: vigenteId,
    altaFecha: '2026-03-01T10:00:00Z',
  });
  sinPermisos = await t.sinPerfil();
});

describe('GET /api/publico/manuales', () => {
  it('lists only published manuals flagged public, those in force first, with the file', async () => {
    const res = await get('/api/publico/manuales');
    expect(res.status).toBe(200);
    const body = await res.json();
    const nombres = body.Registros.map((m: { Nombre: string }) => m.Nombre);
    expect(nombres).toEqual(['Manual de acreditación Soludable en fotoprotección', 'Manual antiguo']);
    expect(body.NumeroRegistros).toBe(2);
    const [vigente] = body.Registros;
    expect(vigente).toMatchObject({
      Id: vigenteId,
      Codigo: 'MAN-SOL',
      Version: '1.0',
      EstadoClave: 'vigente',
      Estado: { Nombre: 'Vigente' },
      Publico: true,
      Fichero: { NombreFisico: 'manual-soludable.pdf', Kb: 4 },
    });
    expect(body.Registros[1].Fichero).toBeNull();
  });

  it('is the same for staff: the list is of public manuals only', async () => {
    const body = await (await get('/api/publico/manuales', await t.as('admin'))).json();
    expect(body.Registros.map((m: { Id: number }) => m.Id)).not.toContain(borradorId);
  });

  it('pages', async () => {
    const body = await (await get('/api/publico/manuales?registrosPorPagina=1&pagina=2')).json();
    expect(body).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 1, Pagina: 2, RegistrosPorPagina: 1 });
    expect(body.Registros[0].Nombre).toBe('Manual antiguo');
  });

  it('refuses bad paging with 400', async () => {
    expect((await get('/api/publico/manuales?registrosPorPagina=0')).status).toBe(400);
    expect((await get('/api/publico/manuales?pagina=abc')).status).toBe(400);
  });
});

describe('GET /api/publico/manuales/{manualId}', () => {
  it('gives an anonymous visitor the tree of a public manual, in order', async () => {
    const res = await get(`/api/publico/manuales/${vigenteId}`);
    expect(res.status).toBe(200);
    const m = await res.json();
    expect(m.Ambitos.map((a: { Nombre: string }) => a.Nombre)).toContain('Centros educativos');
    expect(m.Bloques.map((b: { Codigo: string }) => b.Codigo)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5']);
    const e11 = m.Bloques[0].Estandares[0];
    expect(e11).toMatchObject({ Codigo: '1.1', Esencial: true, Minimo: 2, Paquete: { Nombre: 'Paquete básico' } });
    expect(e11.Etiquetas.map((x: { Nombre: string }) => x.Nombre)).toEqual(['Prioritario']);
    expect(e11.Ejemplos).toHaveLength(1);
    expect(e11.Evidencias.map((v: { Codigo: string }) => v.Codigo)).toEqual(['1.1.1', '1.1.2', '1.1.3']);
    expect(e11.Evidencias[2].Ejemplos).toHaveLength(1);
    // The public tree does not carry tests.
    expect(e11.Evidencias[0].Pruebas).toBeUndefined();
    const total = m.Bloques.reduce((n: number, b: { Estandares: unknown[] }) => n + b.Estandares.length, 0);
    expect(total).toBe(22);
  });

  it('hides a manual that is not public (draft, or private) from anonymous callers and users without permission', async () => {
    for (const id of [borradorId, privado.manualId]) {
      const anon = await get(`/api/publico/manuales/${id}`);
      expect(anon.status).toBe(404);
      expect((await anon.json()).message).toBe('No se ha encontrado el manual');
      expect((await get(`/api/publico/manuales/${id}`, sinPermisos)).status).toBe(404);
    }
  });

  it('shows it to catalogue readers (MANUALES, GEST_PROCESOS, AE or INF_EVAL)', async () => {
    for (const who of ['admin', 'tutor', 'gestor', 'evaluador', 'superadmin']) {
      const res = await get(`/api/publico/manuales/${borradorId}`, await t.as(who));
      expect(res.status, who).toBe(200);
      expect((await res.json()).Publico).toBe(false);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/publico/manuales/999999')).status).toBe(404);
    expect((await get('/api/publico/manuales/abc')).status).toBe(400);
    expect((await get('/api/publico/manuales/0')).status).toBe(400);
  });
});

describe('GET /api/publico/estandares/{estandarId}/ejemplos/{ejemploId}', () => {
  it('returns an example of a standard of a public manual, with sanitised HTML', async () => {
    await t.db
      .update(ejemplos)
      .set({ descripcion: '<p onclick="x()">Hola <script>alert(1)</script><a href="javascript:alert(1)">mal</a></p>' })
      .where(eq(ejemplos.id, publicoFixture.ejemploId));
    const res = await get(`/api/publico/estandares/${publicoFixture.estandarIds[0]}/ejemplos/${publicoFixture.ejemploId}`);
    expect(res.status).toBe(200);
    const e = await res.json();
    expect(e).toMatchObject({ Id: publicoFixture.ejemploId, Autor: 'Autora de prueba', Estandar: { Codigo: '1.1' } });
    expect(e.Descripcion).not.toMatch(/script|onclick|javascript/);
    expect(e.Descripcion).toContain('Hola');
  });

  it('finds an example linked through an evidence of the standard', async () => {
    const m = await (await get(`/api/publico/manuales/${vigenteId}`)).json();
    const e113 = m.Bloques[0].Estandares[0].Evidencias[2];
    const res = await get(`/api/publico/estandares/${m.Bloques[0].Estandares[0].Id}/ejemplos/${e113.Ejemplos[0].Id}`);
    expect(res.status).toBe(200);
  });

  it('answers 404 for an example not linked to that standard, or in a manual the caller may not see', async () => {
    expect(
      (await get(`/api/publico/estandares/${publicoFixture.estandarIds[1]}/ejemplos/${publicoFixture.ejemploId}`)).status,
    ).toBe(404);
    const path = `/api/publico/estandares/${privado.estandarIds[0]}/ejemplos/${privado.ejemploId}`;
    const anon = await get(path);
    expect(anon.status).toBe(404);
    expect((await anon.json()).message).toBe('No se ha encontrado el ejemplo');
    expect((await get(path, sinPermisos)).status).toBe(404);
    expect((await get(path, await t.as('admin'))).status).toBe(200);
    expect((await get('/api/publico/estandares/999999/ejemplos/1')).status).toBe(404);
    expect((await get('/api/publico/estandares/x/ejemplos/1')).status).toBe(400);
  });
});

describe('caching of the public reads', () => {
  it('lets shared caches keep what an anonymous visitor reads, and keeps signed-in replies private', async () => {
    const anonimo = await get(`/api/publico/manuales/${vigenteId}`);
    expect(anonimo.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(anonimo.headers.get('vary')).toContain('Authorization');
    const conSesion = await get(`/api/publico/manuales/${vigenteId}`, sinPermisos);
    expect(conSesion.headers.get('cache-control')).toBe('no-store');
    // A refusal is never cached as public.
    expect((await get(`/api/publico/manuales/${borradorId}`)).headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('answers a repeated read with 304 and no body while the tree is unchanged', async () => {
    const first = await get(`/api/publico/manuales/${vigenteId}`);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/api/publico/manuales/${vigenteId}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect((await get(`/api/publico/manuales/${vigenteId}`, { 'If-None-Match': '"otra"' })).status).toBe(200);
    // A browser sends back the weak form a gzipped reply carried, or several tags.
    expect((await get(`/api/publico/manuales/${vigenteId}`, { 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await get(`/api/publico/manuales/${vigenteId}`, { 'If-None-Match': `"otra", W/${etag}` })).status).toBe(304);
  });
});
