import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tareas } from '../../src/db/schema/index.ts';
import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Every date field reads ISO 8601 dates and date-times as well as the spec's dd/mm/yyyy and
// dd-mm-yyyy, and replies in ISO; every text field refuses control characters other than tab
// and line breaks, so a NUL can never cut a stored text short.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let autoId: number;
let hoy: string;

beforeAll(async () => {
  t = await createProyectosTestApp();
  autoId = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
  hoy = todayIso(t.clock.now());
}, 60_000);

const call = async (who: string, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

describe('ISO dates on the routes that used to want dd/mm/yyyy', () => {
  it('POST acreditaciones takes ISO dates and a date-time, and replies in ISO', async () => {
    const fin = (await t.proyecto(DEMO.FIN)).id;
    const res = await call('admin', 'POST', '/acreditaciones', {
      proyectoId: fin,
      codigo: 'ACR-ISO-001',
      fechaPublicacion: '2026-03-01',
      fechaVigencia: '2029-03-01T00:00:00Z',
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    const leida = await json(await call('admin', 'GET', `/acreditaciones/${body.Id}`));
    expect(leida).toMatchObject({ FechaPublicacion: '2026-03-01', FechaVigencia: '2029-03-01' });
  });

  it('POST autoevaluaciones/{id}/tareas and PUT autoevaluaciones/tareas/{id} take ISO dates', async () => {
    const post = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, {
      titulo: 'Tarea con fecha ISO',
      fechaLimite: '2026-11-28',
    });
    expect(post.status).toBe(201);
    const creada = await json(post);
    expect(creada.Tarea.FechaLimite).toBe('2026-11-28');
    const put = await call('autoevaluador', 'PUT', `/autoevaluaciones/tareas/${creada.Id}`, {
      titulo: 'Tarea con fecha ISO',
      fechaLimite: '2026-12-15T09:30:00+01:00',
    });
    expect(put.status).toBe(200);
    expect((await json(put)).FechaLimite).toBe('2026-12-15');
  });

  it('an impossible ISO or Spanish date stays 422 with the same Spanish message', async () => {
    for (const fechaLimite of ['2026-13-01', '31/02/2026', '2026-02-30T10:00:00Z']) {
      const res = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, { titulo: 'x', fechaLimite });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.fechaLimite).toEqual(['Formato fecha no válido']);
    }
  });

  it('PUT proyectos/{id}/abrirSeguimiento takes ISO dates', async () => {
    const fin = (await t.proyecto(DEMO.FIN)).id;
    const res = await call('tutor', 'PUT', `/proyectos/${fin}/abrirSeguimiento`, {
      fechaInicio: hoy,
      fechaLimite: sumarDias(hoy, 60),
      fechaLimiteSiguiente: `${sumarDias(hoy, 120)}T12:00:00Z`,
    });
    expect(res.status).toBe(200);
  });
});

describe('control characters in text fields', () => {
  it('a NUL in a task title is a 422 on the field, and nothing is stored', async () => {
    const antes = (await t.db.select({ id: tareas.id }).from(tareas)).length;
    const res = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, { titulo: 'a\u0000b' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.titulo).toEqual(['El texto contiene caracteres de control no permitidos']);
    expect((await t.db.select({ id: tareas.id }).from(tareas)).length).toBe(antes);
    expect(await t.db.select().from(tareas).where(eq(tareas.titulo, 'a\u0000b'))).toEqual([]);
  });

  it('tabs and line breaks are text', async () => {
    const res = await call('autoevaluador', 'POST', `/autoevaluaciones/${autoId}/tareas`, {
      titulo: 'Revisar\tcon el claustro',
      descripcion: 'Primera línea\r\nSegunda línea\nTercera',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).Tarea).toMatchObject({ Titulo: 'Revisar\tcon el claustro' });
  });
});
