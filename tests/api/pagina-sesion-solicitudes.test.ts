import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/index.ts';
import { sellado } from '../../src/domain/auditoria/cadena.ts';
import { listCentros } from '../../src/domain/centros/centros.ts';
import { actorDe } from '../../src/domain/identidad/actor.ts';
import { createSession, validateSession } from '../../src/domain/identidad/sesiones.ts';
import { getInstanciaCached } from '../../src/domain/instancias.ts';
import { listSolicitudes } from '../../src/domain/solicitudes/listado.ts';
import { nodeZlib } from '../../src/platform/encoding.ts';
import {
  clearSessionPageCache,
  sessionCachedPage,
  sessionPageCacheSize,
  sessionPageKey,
} from '../../src/platform/page-cache-session.ts';
import { opcionesProvincias } from '../../src/platform/page-opciones/provincias.ts';
import { opcionesFiltros } from '../../src/platform/page-opciones/solicitudes.ts';
import { createSeededDb } from '../runtime/plataforma.ts';
import { entornoPaginaSesion, escriturasSinSello } from './pagina-sesion-helpers.ts';

// ADR 0028: the intake lists (/solicitudes, /solicitantes) kept per session under the session,
// the datos and sesiones stamps and Madrid's day, as every signed-in page (ADR 0067). Two "processes" are two clients on one database file, each with its own memory.

const AHORA = Date.parse('2026-03-02T22:40:00Z'); // 23:40 in Madrid (CET)
const ANTES_DE_MEDIANOCHE = Date.parse('2026-03-02T22:59:59Z');
const MEDIANOCHE = Date.parse('2026-03-02T23:00:00Z'); // 00:00 on the 3rd in Madrid
const entorno = entornoPaginaSesion({
  ahora: AHORA,
  sembrar: (db) => seedDemo(db, new Date(AHORA)),
  quienes: ['superadmin', 'gestor'],
});
const { cookies, guardar, servida, api } = entorno;

const url = (query = '', lista = 'solicitudes') => `http://acredita.test/${lista}${query}`;
const req = (quien: string, query = '', extra = '', lista = 'solicitudes') =>
  new Request(url(query, lista), { headers: { cookie: `sesion=${cookies[quien]}${extra}` } });

describe('the requests list kept per session', () => {
  it('keeps /solicitudes and /solicitantes (with or without a query) of a cookie session, as every signed-in page', () => {
    expect(sessionPageKey(req('superadmin'))).not.toBeNull();
    expect(sessionPageKey(req('superadmin', '?provinciaId=28', '', 'solicitantes'))).not.toBeNull();
    expect(sessionPageKey(req('superadmin', '?estadoClave=PTE&pagina=2'))).not.toBeNull();
    expect(sessionPageKey(new Request(url()))).toBeNull();
    expect(sessionPageKey(new Request(url(), { headers: { authorization: 'Bearer x', cookie: 'sesion=x' } }))).toBeNull();
    expect(sessionPageKey(new Request(url(), { method: 'HEAD', headers: { cookie: 'sesion=x' } }))).toBeNull();
  });

  it('serves the copy to its session while nothing changed, with no-store and a CSP by hashes', async () => {
    clearSessionPageCache();
    expect(await servida(req('superadmin'))).toBeNull();
    await guardar(req('superadmin'), '<p>v1</p><script>x()</script>');
    const res = await sessionCachedPage(req('superadmin'), {}, AHORA + 1000);
    expect(res?.headers.get('cache-control')).toBe('no-store');
    expect(res?.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    expect(await res?.text()).toBe('<p>v1</p><script>x()</script>');
  });

  // Where zlib is at hand (Node; the Worker's runtime compresses by itself).
  it.runIf(nodeZlib() !== null)("answers gzip from the render's own reply on, when the client takes it", async () => {
    clearSessionPageCache();
    const html = `<p>${'fila '.repeat(2000)}</p>`;
    const conGzip = () =>
      new Request(url(), { headers: { cookie: `sesion=${cookies.superadmin}`, 'accept-encoding': 'gzip, br' } });
    const leer = async (res: Response | null) => {
      expect(res?.headers.get('content-encoding')).toBe('gzip');
      expect(Number(res?.headers.get('content-length'))).toBeLessThan(html.length / 10);
      if (!res?.body) throw new Error('no body');
      const plano = res.body.pipeThrough(new DecompressionStream('gzip'));
      return new Response(plano).text();
    };
    expect(await leer(await guardar(conGzip(), html))).toBe(html);
    // Only the gzip form is kept: the bytes as rendered are not held a second time.
    expect(sessionPageCacheSize()).toEqual({ entries: 1, bytes: expect.any(Number) });
    expect(sessionPageCacheSize().bytes).toBeLessThan(html.length / 10);
    expect(await leer(await sessionCachedPage(conGzip(), {}, AHORA + 1000))).toBe(html);
    // Without Accept-Encoding: the same page as it is, inflated from the kept form.
    expect(await servida(req('superadmin'))).toBe(html);
  });

  it('never gives the copy to another user, another session, another query or other cookies', async () => {
    clearSessionPageCache();
    await guardar(req('superadmin'), 'del superadmin');
    expect(await servida(req('superadmin'))).toBe('del superadmin');
    expect(await servida(req('gestor'))).toBeNull();
    expect(await servida(req('otraSesion'))).toBeNull();
    expect(await servida(req('superadmin', '?pagina=2'))).toBeNull();
    expect(await servida(req('superadmin', '', '; lista.solicitudes=estadoClave%3DPTE'))).toBeNull();
  });

  it('renders anew after a request is written through the API', async () => {
    clearSessionPageCache();
    await guardar(req('superadmin'), 'antes');
    expect(await servida(req('superadmin'))).toBe('antes');
    const [s] = (await entorno.a.all(sql`select max(id) id from solicitudes where estado_clave = 'PTE'`)) as { id: number }[];
    const res = await api('superadmin', 'DELETE', `/solicitudes/${s?.id}`);
    expect(res.status).toBe(204);
    expect(await servida(req('superadmin'))).toBeNull();
  });

  it('renders anew after a raw SQL write from another process to each table the page shows', async () => {
    const escrituras = [
      sql`update solicitudes set nombre = nombre || '.' where id = (select min(id) from solicitudes)`,
      sql`update procesos set nombre = nombre || '.' where id = (select min(id) from procesos)`,
      sql`update ambitos set nombre = nombre || '.' where id = (select min(id) from ambitos)`,
      sql`delete from proceso_ambitos where rowid = (select min(rowid) from proceso_ambitos)`,
      sql`update proyectos set codigo = codigo || '.' where id = (select min(id) from proyectos)`,
      sql`update municipios set nombre = nombre where id = (select min(id) from municipios)`,
      sql`update provincias set nombre = nombre where id = (select min(id) from provincias)`,
      sql`update centros set nombre = nombre || '.' where id = (select min(id) from centros)`,
      sql`update localidades set nombre = nombre where rowid = (select min(rowid) from localidades)`,
    ];
    for (const escritura of escrituras) {
      clearSessionPageCache();
      await guardar(req('superadmin'), 'antes');
      await guardar(req('superadmin', '', '', 'solicitantes'), 'centros antes');
      expect(await servida(req('superadmin'))).toBe('antes');
      expect(await servida(req('superadmin', '', '', 'solicitantes'))).toBe('centros antes');
      await entorno.b.run(escritura);
      expect(await servida(req('superadmin'))).toBeNull();
      expect(await servida(req('superadmin', '', '', 'solicitantes'))).toBeNull();
    }
  });

  it('renders anew after a permission change by another process', async () => {
    clearSessionPageCache();
    await guardar(req('gestor'), 'del gestor');
    expect(await servida(req('gestor'))).toBe('del gestor');
    await entorno.b.run(sql`update perfil_permisos set escritura = escritura`);
    expect(await servida(req('gestor'))).toBeNull();
  });

  it('renders anew on the next day in Madrid although nothing changed', async () => {
    clearSessionPageCache();
    await guardar(req('superadmin'), 'hoy', ANTES_DE_MEDIANOCHE - 4000);
    expect(await servida(req('superadmin'), ANTES_DE_MEDIANOCHE)).toBe('hoy');
    expect(await servida(req('superadmin'), MEDIANOCHE + 1000)).toBeNull();
  });

  it('renders anew after a write to any table a signed-in page shows, not only those the list reads', async () => {
    clearSessionPageCache();
    await guardar(req('superadmin'), 'lista');
    await entorno.b.run(sql`update autoevaluacion_etiquetas set nombre = nombre`);
    expect(await servida(req('superadmin'))).toBeNull();
  });

  it('never answers a session that ended', async () => {
    clearSessionPageCache();
    await guardar(req('otraSesion'), 'sesion que se cierra');
    expect(await servida(req('otraSesion'))).toBe('sesion que se cierra');
    const res = await api('otraSesion', 'POST', '/logout');
    expect(res.status).toBeLessThan(300);
    expect(await servida(req('otraSesion'))).toBeNull();
  });
});

describe('the solicitudes stamp covers every table the intake lists read', () => {
  // The tables a render of /solicitudes or /solicitantes reads (session, instance, identity, the
  // lists with their joins and counts, the filters' options, the text search's index): a table
  // added to either page must get a stamp's triggers (migration), or its copy goes stale.
  const LEIDAS = [
    'instancias',
    'usuarios',
    'usuario_perfiles',
    'perfiles',
    'perfil_permisos',
    'solicitudes',
    'procesos',
    'ambitos',
    'proceso_ambitos',
    'provincias',
    'municipios',
    'proyectos',
    'centros',
    'localidades',
    'recuentos',
  ];

  it('names every table a render of either list reads (traced, with and without filters)', async () => {
    const leidas = new Set<string>();
    let registrar = false;
    const logger = {
      logQuery: (q: string) => {
        if (registrar) for (const m of q.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) leidas.add(m[1] as string);
      },
    };
    const db = await createSeededDb(`demo ${new Date(AHORA).toISOString()}`, (d) => seedDemo(d, new Date(AHORA)), { logger });
    const clock = { now: () => new Date(AHORA) };
    const [u] = (await db.all(sql`select id from usuarios where user_name = 'superadmin'`)) as { id: number }[];
    const { token } = await createSession(db, { usuarioId: u?.id ?? 0, clock });
    // The audit log's sealer runs a moment after the seed's last write; its reads are not a render's.
    await sellado(db);
    registrar = true;
    const sesion = await validateSession(db, token, clock);
    if (!sesion) throw new Error('no session');
    const ctx = { db, actor: actorDe(sesion.identidad), instancia: await getInstanciaCached(db, 'soludable'), clock };
    const query = { pagina: 1, registrosPorPagina: 20 };
    await listSolicitudes(ctx, { query, filtros: {} });
    await listSolicitudes(ctx, {
      query,
      filtros: { texto: 'centro 1', estadoClave: 'PTE', provinciaId: 28, procesoId: 1, ambitoId: 1, fechaDesde: '2026-01-01' },
    });
    await listSolicitudes(ctx, { query, filtros: { texto: 'guadalquivir' } });
    await opcionesFiltros(ctx);
    await listCentros(ctx, { query, filtros: {} });
    await listCentros(ctx, { query, filtros: { texto: 'colegio 1', provinciaId: 28, fechaDesde: '2026-01-01' } });
    await opcionesProvincias(db);
    registrar = false;
    expect(leidas).toContain('centros');
    expect(leidas).toContain('solicitudes');
    // The session row is checked on every request instead; the stamps are what is read. The
    // text search's index (solicitudes_busqueda*) and its vocabulary (solicitudes_terminos, a
    // view of that index) are written only by the triggers of solicitudes; json_each is SQL's.
    const derivadas = (t: string) => /^(solicitudes|centros)_(busqueda|terminos)/.test(t) || t === 'json_each';
    const sinNombrar = [...leidas].filter((t) => !LEIDAS.includes(t) && t !== 'sesiones' && t !== 'versiones' && !derivadas(t));
    expect(sinNombrar).toEqual([]);
  });

  it('bumps datos (what kept pages are versioned by) on every insert, update and delete of each', async () => {
    const sinSello = await escriturasSinSello(entorno.a, LEIDAS, ['datos']);
    expect(sinSello).toEqual([]);
  });
});
