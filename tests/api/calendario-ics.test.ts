import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioTokens, usuarioPerfiles } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The private calendar feed: a secret URL per user that a calendar program fetches without a
// session. Parsed here with a standard iCalendar parser (node-ical).

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let autoId: number;
let proyectoId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.AUT);
  proyectoId = p.id;
  autoId = p.autoevaluaciones['AUT-INI'] as number;
});

const as = async (who: string) => t.as(who);
const feedPath = (url: string) => new URL(url).pathname;
const eventosDe = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('calendar feed (ICS)', () => {
  it('generates a secret URL; the feed parses and carries the tasks and milestones, without a session', async () => {
    const tarea = await t.send('POST', `/api/autoevaluaciones/${autoId}/tareas`, await as('autoevaluador'), {
      titulo: 'Colocar toldos en el patio',
      fechaLimite: '25/03/2026',
    });
    expect(tarea.status).toBe(201);
    const gen = await t.send('POST', '/api/yo/calendario', await as('autoevaluador'));
    expect(gen.status).toBe(201);
    const { Url } = await json(gen);
    const token = feedPath(Url).split('/').pop() as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Stored hashed, never as given.
    const filas = await t.db.select().from(calendarioTokens);
    expect(filas.some((f) => f.tokenHash === token)).toBe(false);
    expect((await json(await t.send('GET', '/api/yo/calendario', await as('autoevaluador')))).Activo).toBe(true);

    const res = await t.send('GET', feedPath(Url), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('cache-control')).toContain('private');
    const text = await res.text();
    const eventos = eventosDe(text);
    const evento = eventos.find((e) => String(e.summary).includes('Colocar toldos en el patio'));
    expect(evento).toBeDefined();
    expect(evento?.start.toISOString().slice(0, 10)).toBe('2026-03-25');
    expect(evento?.datetype).toBe('date');
    expect(evento?.categories).toContain('tarea-pendiente');
    expect(eventos.some((e) => e.categories?.includes('auto_ini'))).toBe(true);
    expect(eventos.some((e) => e.categories?.includes('tarea-conseguida'))).toBe(true);
  });

  it('regenerating revokes the old URL; revoking stops the new one', async () => {
    const viejo = feedPath((await json(await t.send('POST', '/api/yo/calendario', await as('representante')))).Url);
    const nuevo = feedPath((await json(await t.send('POST', '/api/yo/calendario', await as('representante')))).Url);
    expect((await t.send('GET', viejo, {})).status).toBe(404);
    expect((await t.send('GET', nuevo, {})).status).toBe(200);
    expect((await t.send('DELETE', '/api/yo/calendario', await as('representante'))).status).toBe(204);
    expect((await t.send('GET', nuevo, {})).status).toBe(404);
    expect((await t.send('GET', '/api/calendario/ics/abc', {})).status).toBe(404);
    expect((await t.send('POST', '/api/yo/calendario', {})).status).toBe(401);
  });

  it("carries only the projects the user belongs to today: another centre's never, a left project no more", async () => {
    const url2 = feedPath((await json(await t.send('POST', '/api/yo/calendario', await as('representante2')))).Url);
    const ajenos = eventosDe(await (await t.send('GET', url2, {})).text());
    expect(ajenos.some((e) => String(e.summary).includes('Colocar toldos'))).toBe(false);
    expect(ajenos.some((e) => String(e.url ?? '').includes(`/autoevaluacion/${autoId}/`))).toBe(false);

    const url = feedPath((await json(await t.send('POST', '/api/yo/calendario', await as('autoevaluador')))).Url);
    const usuarioId = await t.idOf('autoevaluador');
    const perfiles = await t.db
      .select()
      .from(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.usuarioId, usuarioId), eq(usuarioPerfiles.proyectoId, proyectoId)));
    await t.db
      .delete(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.usuarioId, usuarioId), eq(usuarioPerfiles.proyectoId, proyectoId)));
    const res = await t.send('GET', url, {});
    expect(res.status).toBe(200);
    expect(eventosDe(await res.text())).toEqual([]);
    await t.db.insert(usuarioPerfiles).values(perfiles);
  });

  it('a password change or a deactivation revokes the feed URL; reactivating does not bring it back', async () => {
    const feed = async (who: string) => feedPath((await json(await t.send('POST', '/api/yo/calendario', await as(who)))).Url);

    const tras = await feed('tutor');
    expect((await t.send('GET', tras, {})).status).toBe(200);
    const cambio = await t.send('PUT', '/api/yo/contrasena', await as('tutor'), {
      actual: DEMO_PASSWORD,
      password: 'Cambiada.2026',
      confirmPassword: 'Cambiada.2026',
    });
    expect(cambio.status).toBe(200);
    expect((await t.send('GET', tras, {})).status).toBe(404);
    expect((await json(await t.send('GET', '/api/yo/calendario', await as('tutor')))).Activo).toBe(false);

    const desactivado = await feed('representante3');
    expect((await t.send('GET', desactivado, {})).status).toBe(200);
    const id = await t.idOf('representante3');
    const admin = await as('admin');
    expect((await t.send('PATCH', `/api/usuarios/${id}`, admin, { activo: false })).status).toBe(200);
    expect((await t.send('GET', desactivado, {})).status).toBe(404);
    expect((await t.send('PATCH', `/api/usuarios/${id}`, admin, { activo: true })).status).toBe(200);
    expect((await t.send('GET', desactivado, {})).status).toBe(404);
    expect(await t.db.select().from(calendarioTokens).where(eq(calendarioTokens.usuarioId, id))).toEqual([]);
  });
});
