import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/index.ts';
import { sellado } from '../../src/domain/auditoria/cadena.ts';
import { getAreaAutoevaluacion } from '../../src/domain/autoevaluacion/area.ts';
import { listEstandaresAutoevaluacion } from '../../src/domain/autoevaluacion/estandares.ts';
import { listEtiquetasAutoevaluacion } from '../../src/domain/autoevaluacion/etiquetas.ts';
import { actorDe } from '../../src/domain/identidad/actor.ts';
import { createSession, validateSession } from '../../src/domain/identidad/sesiones.ts';
import { hashToken } from '../../src/domain/identidad/tokens.ts';
import { getInstanciaCached } from '../../src/domain/instancias.ts';
import { listMisProyectos } from '../../src/domain/mis-proyectos/mios.ts';
import {
  clearSessionPageCache,
  sessionCachedPage,
  sessionPageKey,
  sessionRenderEnded,
} from '../../src/platform/page-cache-session.ts';
import { createSeededDb } from '../runtime/plataforma.ts';
import { entornoPaginaSesion, escriturasSinSello } from './pagina-sesion-helpers.ts';

// ADR 0025, 0067: signed-in pages (here the self-assessment board and standards list) kept per
// session under the session, the datos and sesiones stamps and Madrid's day. Two "processes" are two
// clients on one database file, each with its own memory (as in sellos.test.ts).

let auto: number;
const AHORA = Date.parse('2026-03-02T22:40:00Z'); // 23:40 in Madrid (CET)
const ANTES_DE_MEDIANOCHE = Date.parse('2026-03-02T22:59:59Z'); // 23:59:59 in Madrid
const MEDIANOCHE = Date.parse('2026-03-02T23:00:00Z'); // 00:00 on the 3rd in Madrid
const entorno = entornoPaginaSesion({
  ahora: AHORA,
  sembrar: (db) => seedDemo(db, new Date(AHORA)),
  quienes: ['autoevaluador', 'representante'],
});
const { cookies, guardar, servida, api } = entorno;

const url = (pagina = 'progreso') => `http://acredita.test/autoevaluacion/${auto}/${pagina}`;
const req = (quien: string, pagina = 'progreso', extra = '') =>
  new Request(url(pagina), { headers: { cookie: `sesion=${cookies[quien]}${extra}` } });

// The self-assessment at its start that the autoevaluador works on.
beforeAll(async () => {
  const [row] = (await entorno.a.all(
    sql`select a.id from autoevaluaciones a join usuario_perfiles up on up.proyecto_id = a.proyecto_id
        where up.usuario_id = ${entorno.ids.autoevaluador ?? 0} and a.fase_clave = 'AUT-INI' limit 1`,
  )) as { id: number }[];
  auto = row?.id ?? 0;
});

describe('the board and standards list kept per session', () => {
  it('keeps every page of a cookie session and its client navigation payload; never a bearer, a POST or a HEAD', () => {
    expect(sessionPageKey(req('autoevaluador'))).not.toBeNull();
    expect(sessionPageKey(req('autoevaluador', 'estandares?texto=a'))).not.toBeNull();
    expect(sessionPageKey(req('autoevaluador', 'tareas'))).not.toBeNull();
    const rsc = (skip: string) =>
      new Request(`http://acredita.test/RSC/R/autoevaluacion/${auto}/tareas.txt`, {
        headers: { cookie: `sesion=${cookies.autoevaluador}`, 'x-waku-router-skip': skip },
      });
    // The layouts the client holds change the payload: they are part of the key.
    expect(sessionPageKey(rsc('[]'))?.key).not.toBe(sessionPageKey(rsc('["layout:/"]'))?.key);
    expect(sessionPageKey(new Request(url()))).toBeNull();
    expect(sessionPageKey(new Request(url(), { headers: { authorization: 'Bearer x', cookie: 'sesion=x' } }))).toBeNull();
    expect(sessionPageKey(new Request(url(), { method: 'POST', headers: { cookie: 'sesion=x' } }))).toBeNull();
    expect(sessionPageKey(new Request(url(), { method: 'HEAD', headers: { cookie: 'sesion=x' } }))).toBeNull();
    expect(sessionPageKey(new Request('http://acredita.test/api/yo', { headers: { cookie: 'sesion=x' } }))).toBeNull();
  });

  it('never keeps a page that shows what no stamp follows (the development mailbox), nor its payload', () => {
    const conSesion = (path: string) => new Request(`http://acredita.test${path}`, { headers: { cookie: 'sesion=x' } });
    expect(sessionPageKey(conSesion('/dev/correo'))).toBeNull();
    expect(sessionPageKey(conSesion('/dev/correo/3'))).toBeNull();
    expect(sessionPageKey(conSesion('/RSC/R/dev/correo.txt'))).toBeNull();
    expect(sessionPageKey(conSesion('/devoluciones'))).not.toBeNull();
  });

  it('serves the copy to its session while nothing changed, with its headers and a CSP by hashes', async () => {
    clearSessionPageCache();
    expect(await servida(req('autoevaluador'))).toBeNull();
    const first = await guardar(req('autoevaluador'), '<p>v1</p><script>x()</script>');
    expect(await first.text()).toBe('<p>v1</p><script>x()</script>');
    const res = await sessionCachedPage(req('autoevaluador'), {}, AHORA + 1000);
    expect(res?.headers.get('cache-control')).toBe('no-store');
    expect(res?.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    expect(await res?.text()).toBe('<p>v1</p><script>x()</script>');
  });

  it('never gives the copy to another user, another session, or the same session with other cookies', async () => {
    clearSessionPageCache();
    await guardar(req('autoevaluador'), 'de autoevaluador');
    expect(await servida(req('autoevaluador'))).toBe('de autoevaluador');
    expect(await servida(req('representante'))).toBeNull();
    expect(await servida(req('otraSesion'))).toBeNull();
    expect(await servida(req('autoevaluador', 'progreso', '; consentimiento_cookies=1'))).toBeNull();
    expect(await servida(req('autoevaluador', 'estandares'))).toBeNull();
  });

  it('renders anew after a verdict saved through the API', async () => {
    clearSessionPageCache();
    await guardar(req('autoevaluador'), 'antes');
    expect(await servida(req('autoevaluador'))).toBe('antes');
    const lista = await (await api('autoevaluador', 'GET', `/autoevaluaciones/${auto}/estandares?estado=PTE`)).json();
    const e = lista.Registros[0];
    const res = await api('autoevaluador', 'PATCH', `/autoevaluaciones/${auto}/estandares/${e.EstandarId}`, {
      estado: 'CUR',
      version: e.Version,
    });
    expect(res.status).toBe(200);
    expect(await servida(req('autoevaluador'))).toBeNull();
  });

  it('renders anew after a write by raw SQL from another process (an assignee, a tag name)', async () => {
    clearSessionPageCache();
    await guardar(req('autoevaluador'), 'antes');
    await entorno.b.run(sql`update autoevaluacion_etiquetas set nombre = nombre || '.' where autoevaluacion_id = ${auto}`);
    expect(await servida(req('autoevaluador'))).toBeNull();
    await guardar(req('autoevaluador'), 'otra vez');
    expect(await servida(req('autoevaluador'))).toBe('otra vez');
    await entorno.b.run(sql`delete from autoevaluacion_estandar_usuarios where autoevaluacion_id = ${auto}`);
    expect(await servida(req('autoevaluador'))).toBeNull();
  });

  it('renders anew after a permission change by another process', async () => {
    clearSessionPageCache();
    await guardar(req('representante'), 'del representante');
    expect(await servida(req('representante'))).toBe('del representante');
    await entorno.b.run(sql`update perfil_permisos set escritura = escritura`);
    expect(await servida(req('representante'))).toBeNull();
  });

  it('renders anew on the next day in Madrid although nothing changed', async () => {
    clearSessionPageCache();
    await guardar(req('autoevaluador'), 'hoy', ANTES_DE_MEDIANOCHE - 4000);
    expect(await servida(req('autoevaluador'), ANTES_DE_MEDIANOCHE)).toBe('hoy');
    expect(await servida(req('autoevaluador'), MEDIANOCHE + 1000)).toBeNull();
  });

  it('keeps a copy 10 s at most (the instance branding comes through a 10 s cache)', async () => {
    clearSessionPageCache();
    await guardar(req('autoevaluador'), 'reciente', AHORA);
    expect(await servida(req('autoevaluador'), AHORA + 9_000)).toBe('reciente');
    expect(await servida(req('autoevaluador'), AHORA + 10_000)).toBeNull();
  });

  it('lets requests that arrive during the render wait for it, and releases them when it stores nothing', async () => {
    clearSessionPageCache();
    const r = req('autoevaluador', 'estandares');
    expect(await sessionCachedPage(r, {}, AHORA)).toBeNull(); // this one renders
    const esperando = sessionCachedPage(req('autoevaluador', 'estandares'), {}, AHORA + 10);
    const otroUsuario = await sessionCachedPage(req('representante', 'estandares'), {}, AHORA + 10);
    expect(otroUsuario).toBeNull(); // another session's key: it renders its own
    await guardar(r, 'una sola vez');
    expect(await (await esperando)?.text()).toBe('una sola vez');

    clearSessionPageCache();
    expect(await sessionCachedPage(req('autoevaluador', 'progreso'), {}, AHORA)).toBeNull();
    const esperaEnVano = sessionCachedPage(req('autoevaluador', 'progreso'), {}, AHORA + 10);
    sessionRenderEnded(sessionPageKey(req('autoevaluador', 'progreso'))?.key as string); // e.g. a redirect
    expect(await esperaEnVano).toBeNull();
  });

  it('never answers a session that ended', async () => {
    clearSessionPageCache();
    await guardar(req('otraSesion'), 'sesion que se cierra');
    expect(await servida(req('otraSesion'))).toBe('sesion que se cierra');
    await entorno.b.run(sql`delete from sesiones where id = ${hashToken(cookies.otraSesion as string)}`);
    expect(await servida(req('otraSesion'))).toBeNull();
  });
});

describe('the stamps cover every table the kept pages read', () => {
  // The tables the board and standards list read while rendering (session, instance, identity,
  // the area frame, the standards with verdicts, assignees and tags, the manual, the process):
  // taken from the statements a render prepares (ADR 0025). A table
  // added to those pages must get a stamp's triggers (migration), or its copy goes stale.
  const LEIDAS = [
    'instancias',
    'usuarios',
    'usuario_perfiles',
    'perfiles',
    'perfil_permisos',
    'autoevaluaciones',
    'autoevaluacion_estandares',
    'autoevaluacion_estandar_usuarios',
    'autoevaluacion_estandar_etiquetas',
    'autoevaluacion_etiquetas',
    'proyectos',
    'centros',
    'procesos',
    'fases_proyecto',
    'estados',
    'estandares',
    'bloques',
    'bloque_ambitos',
    'estandar_ambitos',
    'subsanaciones',
    'subsanacion_estandares',
  ];

  it('names every table a render of the board and the list reads (traced)', async () => {
    // The reads the area's layout (with its project switcher) and the two pages make, on a fresh database (no memory yet),
    // with every statement logged: a table read that LEIDAS does not name fails here.
    const leidas = new Set<string>();
    let registrar = false;
    const logger = {
      logQuery: (q: string) => {
        if (registrar) for (const m of q.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) leidas.add(m[1] as string);
      },
    };
    const db = await createSeededDb(`demo ${new Date(AHORA).toISOString()}`, (d) => seedDemo(d, new Date(AHORA)), { logger });
    const clock = { now: () => new Date(AHORA) };
    const [u] = (await db.all(sql`select id from usuarios where user_name = 'autoevaluador'`)) as { id: number }[];
    const { token } = await createSession(db, { usuarioId: u?.id ?? 0, clock });
    const [fila] = (await db.all(
      sql`select a.id from autoevaluaciones a join usuario_perfiles up on up.proyecto_id = a.proyecto_id
          where up.usuario_id = ${u?.id ?? 0} and a.fase_clave = 'AUT-INI' limit 1`,
    )) as { id: number }[];
    // The seed's audit entries are sealed just after it (reads of the audit log): not the pages'.
    await sellado(db);
    registrar = true;
    const sesion = await validateSession(db, token, clock);
    if (!sesion) throw new Error('no session');
    const ctx = { db, actor: actorDe(sesion.identidad), instancia: await getInstanciaCached(db, 'soludable'), clock };
    await getAreaAutoevaluacion(ctx, fila?.id ?? 0);
    const filtros = { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} };
    await listEstandaresAutoevaluacion(ctx, fila?.id ?? 0, filtros);
    await listEtiquetasAutoevaluacion(ctx, fila?.id ?? 0, 'EST');
    // The header's project switcher (src/platform/page-mis-proyectos.ts).
    await listMisProyectos(ctx, {
      query: { pagina: 1, registrosPorPagina: 25, campos: ['Id', 'Codigo', 'Centro', 'Fase', 'Autoevaluacion'] },
    });
    registrar = false;
    expect(leidas).toContain('autoevaluacion_estandares');
    // The session row is checked on every request instead; the stamps are what is read.
    const sinNombrar = [...leidas].filter((t) => !LEIDAS.includes(t) && t !== 'sesiones' && t !== 'versiones');
    expect(sinNombrar).toEqual([]);
  });

  it('bumps datos (what kept pages are versioned by) on every insert, update and delete of each', async () => {
    const sinSello = await escriturasSinSello(entorno.a, LEIDAS, ['datos']);
    expect(sinSello).toEqual([]);
  });
});
