import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbForTests } from '../../src/db/client.ts';
import { acreditaciones, type Instancia, instancias } from '../../src/db/schema/index.ts';
import { opcionesRegistro } from '../../src/domain/acreditaciones/registro-filtros.ts';
import { loadSello } from '../../src/domain/shared/sellos.ts';
import { cachedPage, clearPageCache, pageCacheKey, storePage } from '../../src/platform/page-cache.ts';
import { pageVersion } from '../../src/platform/page-versions.ts';
import { createRegistroTestApp } from '../fixtures/registro.ts';

// The register's caches: the page cache keeps the public register
// page under the `acreditaciones` stamp and the day, so a revocation or the day an accreditation
// stops being in force renders it anew at once; stamp reads made together share one query.

let t: Awaited<ReturnType<typeof createRegistroTestApp>>;
let vigente: number;
const HOY = Date.parse('2026-06-15T10:00:00Z');
const MANANA = Date.parse('2026-06-15T22:30:00Z'); // 00:30 on the 16th in Madrid (CEST)
const PATH = '/acreditaciones/publico?texto=zarzal';
const req = (path = PATH, headers: Record<string, string> = {}) => new Request(`http://x${path}`, { headers });
const csp = () => "script-src 'self'";
const render = (html: string) => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** What the cache answers: the stored page's text, or null when the page must be rendered. */
async function servida(now: number, path = PATH): Promise<string | null> {
  const res = await cachedPage(req(path), now);
  return res ? res.text() : null;
}

/** Stores a render as page-security.ts does: the version read before the render. */
async function guardar(html: string, now: number, path = PATH) {
  const key = pageCacheKey(req(path)) as string;
  const version = await pageVersion('/acreditaciones/publico', {}, now);
  await (await storePage(key, req(path), render(html), csp, now, version)).text();
}

beforeAll(async () => {
  t = await createRegistroTestApp(new Date(HOY));
  setDbForTests(t.db);
  vigente = await t.acreditar({ centro: 'Zarzal Norte', vigencia: '2026-06-15' });
});
afterAll(() => {
  setDbForTests(undefined);
  clearPageCache();
});

describe('the public register page in the page cache', () => {
  it('is cached per query for visitors without a session, never with one', () => {
    expect(pageCacheKey(req())).toBe(`${PATH}|-`);
    expect(pageCacheKey(req('/acreditaciones/publico'))).toBe('/acreditaciones/publico|-');
    expect(pageCacheKey(req(PATH, { cookie: 'sesion=abc' }))).toBeNull();
    expect(pageCacheKey(req('/acreditaciones/gestion?x=1'))).toBeNull();
  });

  it('is served while nothing changed, and rendered anew at once after a revocation', async () => {
    clearPageCache();
    expect(await servida(HOY)).toBeNull();
    await guardar('con Zarzal Norte', HOY);
    expect(await servida(HOY + 1000)).toBe('con Zarzal Norte');
    // Another query is another page.
    expect(await servida(HOY + 1000, '/acreditaciones/publico?texto=otro')).toBeNull();

    await t.db.update(acreditaciones).set({ fechaRevocacion: '2026-06-15' }).where(eq(acreditaciones.id, vigente));
    expect(await servida(HOY + 2000)).toBeNull();
    await guardar('sin Zarzal Norte', HOY + 2000);
    expect(await servida(HOY + 3000)).toBe('sin Zarzal Norte');
    await t.db.update(acreditaciones).set({ fechaRevocacion: null }).where(eq(acreditaciones.id, vigente));
    expect(await servida(HOY + 4000)).toBeNull();
  });

  it('is rendered anew on the next day, although no row changed (validity ends on the 15th)', async () => {
    clearPageCache();
    await guardar('con Zarzal Norte', HOY);
    expect(await servida(HOY + 1000)).toBe('con Zarzal Norte');
    expect(await servida(MANANA)).toBeNull();
  });

  it('a visitor who arrives after a change never gets the copy being rendered from before it', async () => {
    clearPageCache();
    // The first visitor renders (its version read before rendering); the suspension commits;
    // a second visitor arrives and waits for that render: it must render its own.
    expect(await cachedPage(req(), HOY)).toBeNull();
    const key = pageCacheKey(req()) as string;
    const antigua = await pageVersion('/acreditaciones/publico', {}, HOY);
    await t.db.update(acreditaciones).set({ fechaSuspension: '2026-06-01' }).where(eq(acreditaciones.id, vigente));
    const esperando = cachedPage(req(), HOY + 10);
    await (await storePage(key, req(), render('rendered before the suspension'), csp, HOY + 20, antigua)).text();
    expect(await esperando).toBeNull();
    await t.db.update(acreditaciones).set({ fechaSuspension: null }).where(eq(acreditaciones.id, vigente));
  });
});

describe("the register's filter choices", () => {
  it('name only what is in force today, in name order, and follow a revocation at once', async () => {
    const [instancia] = await t.db.select().from(instancias).where(eq(instancias.id, 'soludable'));
    const ctx = { db: t.db, instancia: instancia as Instancia, actor: null, clock: { now: () => new Date(HOY) } };
    const cadiz = await t.acreditar({ centro: 'Zarzal Sur', provinciaId: 11, municipioId: 11012 });
    await t.acreditar({ centro: 'Zarzal Revocado', provinciaId: 4, municipioId: 4013, revocacion: '2026-05-01' });
    const antes = await opcionesRegistro(ctx, 11);
    const provincias = antes.Provincias.map((p) => p.Id);
    expect(provincias).toContain(11);
    expect(provincias).not.toContain(4);
    expect(antes.Municipios).toEqual([{ Id: 11012, Nombre: expect.any(String) }]);
    expect((await opcionesRegistro(ctx)).Municipios).toEqual([]);

    await t.db.update(acreditaciones).set({ fechaRevocacion: '2026-06-15' }).where(eq(acreditaciones.id, cadiz));
    const despues = await opcionesRegistro(ctx, 11);
    expect(despues.Provincias.map((p) => p.Id)).not.toContain(11);
    expect(despues.Municipios).toEqual([]);
  });
});

describe('stamp reads', () => {
  it('made together share one query, and each sees every write committed before it asked', async () => {
    let consultas = 0;
    const client = (t.db as unknown as { $client: { execute: (...a: unknown[]) => Promise<unknown> } }).$client;
    const execute = client.execute.bind(client);
    client.execute = (...a: unknown[]) => {
      consultas += 1;
      return execute(...a);
    };
    try {
      const antes = await loadSello(t.db, 'acreditaciones');
      consultas = 0;
      const juntas = await Promise.all([1, 2, 3, 4, 5].map(() => loadSello(t.db, 'acreditaciones')));
      expect(juntas).toEqual([antes, antes, antes, antes, antes]);
      expect(consultas).toBe(1);
      await t.db.run(sql`update acreditaciones set codigo = codigo where id = ${vigente}`);
      expect(await loadSello(t.db, 'acreditaciones')).toBe(antes + 1);
    } finally {
      client.execute = execute;
    }
  });
});
