import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { sellado } from '../../src/domain/auditoria/cadena.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { hashToken } from '../../src/domain/identidad/tokens.ts';
import { cachedPage } from '../../src/platform/page-cache.ts';
import {
  clearSessionPageCache,
  sessionCachedPage,
  sessionPageCacheSize,
  sessionPageKey,
  sessionPageVersion,
  storeSessionPage,
} from '../../src/platform/page-cache-session.ts';
import { pageSecurity } from '../../src/platform/page-security.ts';
import { entornoPaginaSesion } from './pagina-sesion-helpers.ts';

// ADR 0067: every signed-in page, and the RSC payload of a client navigation to it, kept per
// session under the session, the `datos` and `sesiones` stamps and Madrid's day. Two
// "processes" are two clients on one database file, each with its own memory.

const AHORA = Date.parse('2026-03-02T10:00:00Z');
const entorno = entornoPaginaSesion({
  ahora: AHORA,
  sembrar: async (db) => {
    await seedBase(db);
    await seedDemoUsuarios(db);
  },
  quienes: ['superadmin', 'gestor'],
});
const { cookies, ids, guardar, servida } = entorno;

const req = (quien: string, path = '/proyectos', headers: Record<string, string> = {}) =>
  new Request(`http://acredita.test${path}`, { headers: { cookie: `sesion=${cookies[quien]}`, ...headers } });

describe('every signed-in page kept per session under the datos stamp', () => {
  it('serves any page again to its session while nothing changed, and to no other session', async () => {
    clearSessionPageCache();
    for (const path of ['/proyectos', '/index', '/usuarios?pagina=2']) {
      await guardar(req('superadmin', path), `pagina ${path}`);
      expect(await servida(req('superadmin', path))).toBe(`pagina ${path}`);
      expect(await servida(req('gestor', path))).toBeNull();
      expect(await servida(req('otraSesion', path))).toBeNull();
    }
  });

  it('renders anew after a write by another process to any table a page shows', async () => {
    for (const escritura of [
      sql`update instancias set nombre = nombre`,
      sql`update usuarios set telefono = '600000009' where id = ${ids.gestor}`,
      sql`update sexos set nombre = nombre`,
    ]) {
      clearSessionPageCache();
      await guardar(req('superadmin'), 'antes');
      expect(await servida(req('superadmin'))).toBe('antes');
      await entorno.b.run(escritura);
      expect(await servida(req('superadmin'))).toBeNull();
    }
  });

  it("is not re-rendered by a session's last-use touch, which every request may write", async () => {
    clearSessionPageCache();
    await guardar(req('superadmin'), 'antes');
    await entorno.b.run(sql`update sesiones set ultimo_uso = ${new Date(AHORA + 500).toISOString()}`);
    expect(await servida(req('superadmin'))).toBe('antes');
  });

  it('renders anew after a permission change by another process', async () => {
    clearSessionPageCache();
    await guardar(req('gestor', '/index'), 'del gestor');
    expect(await servida(req('gestor', '/index'))).toBe('del gestor');
    await entorno.b.run(sql`update perfil_permisos set escritura = escritura`);
    expect(await servida(req('gestor', '/index'))).toBeNull();
  });

  it('never answers a session revoked by another process', async () => {
    clearSessionPageCache();
    await guardar(req('otraSesion', '/index'), 'sesion que se revoca');
    expect(await servida(req('otraSesion', '/index'))).toBe('sesion que se revoca');
    await entorno.b.run(sql`delete from sesiones where id = ${hashToken(cookies.otraSesion as string)}`);
    expect(await servida(req('otraSesion', '/index'))).toBeNull();
  });

  it("keeps a client navigation's RSC payload as rendered, per layouts the client holds", async () => {
    clearSessionPageCache();
    const rsc = (skip: string) => req('superadmin', '/RSC/R/proyectos.txt', { 'x-waku-router-skip': skip });
    const k = sessionPageKey(rsc('[]'));
    if (!k) throw new Error('not kept');
    const version = await sessionPageVersion(k, {}, AHORA);
    if (version === null) throw new Error('no session');
    const rendered = new Response('0:{"datos":1}\n', {
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'cache-control': 'no-store' },
    });
    await storeSessionPage(k.key, rsc('[]'), rendered, null, version, AHORA);
    const res = await sessionCachedPage(rsc('[]'), {}, AHORA + 1000);
    expect(res?.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(res?.headers.get('cache-control')).toBe('no-store');
    expect(res?.headers.has('content-security-policy')).toBe(false);
    expect(await res?.text()).toBe('0:{"datos":1}\n');
    expect(await sessionCachedPage(rsc('["layout:/"]'), {}, AHORA + 1000)).toBeNull();
  });

  it('stays within its bounds of copies and bytes, dropping the oldest', async () => {
    clearSessionPageCache();
    for (let i = 0; i < 450; i++) await guardar(req('superadmin', `/proyectos?pagina=${i}`), `p${i}`);
    expect(sessionPageCacheSize().entries).toBe(400);
    expect(await servida(req('superadmin', '/proyectos?pagina=0'))).toBeNull();
    expect(await servida(req('superadmin', '/proyectos?pagina=449'))).toBe('p449');

    clearSessionPageCache();
    // ~1 MB of random text each; a copy keeps its gzip form (~3/4 of it) where zlib is at hand,
    // else the text itself: 50 of them are past the 32 MB bound either way.
    const grande = () => {
      const bytes = new Uint8Array(768 * 1024);
      for (let i = 0; i < bytes.length; i += 65_536) crypto.getRandomValues(bytes.subarray(i, i + 65_536));
      return btoa(Array.from(bytes, (x) => String.fromCharCode(x)).join(''));
    };
    let ultima = '';
    for (let i = 0; i < 50; i++) {
      ultima = grande();
      await guardar(req('superadmin', `/index?n=${i}`), ultima);
    }
    expect(sessionPageCacheSize().bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(sessionPageCacheSize().entries).toBeLessThan(50);
    expect(await servida(req('superadmin', '/index?n=0'))).toBeNull();
    expect(await servida(req('superadmin', '/index?n=49'))).toBe(ultima);
  });

  it('through the page pipeline: a page and its RSC payload render once, then come from the copy until a write', async () => {
    clearSessionPageCache();
    let renders = 0;
    const app = new Hono();
    app.use(pageSecurity({ csp: true })());
    app.get('*', (c) => {
      renders++;
      const rsc = c.req.path.startsWith('/RSC/');
      if (c.req.path.endsWith('/con-cookie')) c.header('set-cookie', 'lista=1');
      return c.body(rsc ? `0:{"render":${renders}}` : `<p>${renders}</p><script>x()</script>`, 200, {
        'content-type': rsc ? 'text/plain; charset=UTF-8' : 'text/html',
        'cache-control': 'no-store',
      });
    });
    // The pipeline reads the real clock: a session opened now.
    cookies.ahora = (await createSession(entorno.a, { usuarioId: ids.superadmin ?? 0, clock: { now: () => new Date() } })).token;
    await sellado(entorno.a);
    // As the Node server and the Worker do: the kept copy first, else the app.
    const pedir = async (r: Request) => (await cachedPage(r)) ?? (await app.fetch(r));
    const texto = async (r: Request) => (await pedir(r)).text();

    const primera = await pedir(req('ahora', '/proyectos'));
    const csp = primera.headers.get('content-security-policy');
    expect(await primera.text()).toBe('<p>1</p><script>x()</script>');
    const copia = await pedir(req('ahora', '/proyectos'));
    expect(await copia.text()).toBe('<p>1</p><script>x()</script>');
    expect(copia.headers.get('content-security-policy')).toBe(csp);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(copia.headers.get('x-frame-options')).toBe('DENY');
    expect(copia.headers.get('cache-control')).toBe('no-store');

    const rsc = () => req('ahora', '/RSC/R/proyectos.txt', { 'x-waku-router-skip': '[]' });
    expect(await texto(rsc())).toBe('0:{"render":2}');
    expect(await texto(rsc())).toBe('0:{"render":2}');
    expect(renders).toBe(2);

    // A reply that sets a cookie is never kept: rendered each time, with a nonce.
    expect(await texto(req('ahora', '/con-cookie'))).toMatch(/^<p>3<\/p><script nonce="/);
    expect(await texto(req('ahora', '/con-cookie'))).toMatch(/^<p>4<\/p><script nonce="/);

    await entorno.b.run(sql`update instancias set nombre = nombre`);
    expect(await texto(req('ahora', '/proyectos'))).toBe('<p>5</p><script>x()</script>');
    expect(await texto(rsc())).toBe('0:{"render":6}');
  });
});
