import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_RULES } from '../../src/api/access/rules.ts';
import { autoevaluaciones, correos, proyectos } from '../../src/db/schema/index.ts';
import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Finishing a self-assessment: what is missing (blocks or warns), who may finish (only the
// process manager), the one batch (FIN, project to EVA-INI, evaluation opened, mails), once
// only even when two finish at the same time, and 409 for every contribution afterwards.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let aut: Awaited<ReturnType<T['proyecto']>>;
let listo: Awaited<ReturnType<T['proyecto']>>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  aut = await t.proyecto(DEMO.AUT);
  listo = await t.proyecto(DEMO.LISTO);
});

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

describe('GET /autoevaluaciones/{id}/finalizar: what is missing', () => {
  it('lists standards not evaluated and verdicts without justification, which block', async () => {
    const res = await send('GET', `/autoevaluaciones/${aut.autoevaluaciones['AUT-INI']}/finalizar`, 'representante');
    expect(res.status).toBe(200);
    const f = await json(res);
    expect(f.PuedeFinalizar).toBe(false);
    expect(f.SinEvaluar.length).toBeGreaterThan(0);
    expect(f.SinEvaluar.map((e: { Estado: string }) => e.Estado)).toContain('CUR');
    expect(f.SinJustificacion.map((e: { Estado: string }) => e.Estado)).toEqual(['NC']);
    expect(f.MinimoProceso).toMatchObject({ Requerido: expect.any(Number), Cumplidos: 3 });
  });

  it('a complete self-assessment can be finished; unmet minimums only warn', async () => {
    const f = await json(await send('GET', `/autoevaluaciones/${listo.autoevaluaciones['AUT-INI']}/finalizar`, 'representante3'));
    expect(f).toMatchObject({ PuedeFinalizar: true, SinEvaluar: [], SinJustificacion: [] });
    expect(Array.isArray(f.MinimosNoAlcanzados)).toBe(true);
  });

  it('is closed to members without AE_FIN (403) and to other projects (404)', async () => {
    expect((await send('GET', `/autoevaluaciones/${aut.autoevaluaciones['AUT-INI']}/finalizar`, 'autoevaluador')).status).toBe(
      403,
    );
    expect((await send('GET', `/autoevaluaciones/${aut.autoevaluaciones['AUT-INI']}/finalizar`, 'representante3')).status).toBe(
      404,
    );
    expect((await send('GET', `/autoevaluaciones/${aut.autoevaluaciones['AUT-INI']}/finalizar`, 'tutor')).status).toBe(200);
  });
});

describe('PUT|PATCH /autoevaluaciones/{id}/finalizar', () => {
  it('refuses the self-assessor (403), another project (404), and what still misses (409)', async () => {
    const id = aut.autoevaluaciones['AUT-INI'];
    expect((await send('PUT', `/autoevaluaciones/${id}/finalizar`, 'autoevaluador')).status).toBe(403);
    expect((await send('PUT', `/autoevaluaciones/${id}/finalizar`, 'representante2')).status).toBe(404);
    expect((await send('PUT', `/autoevaluaciones/${listo.autoevaluaciones['AUT-INI']}/finalizar`, 'representante')).status).toBe(
      404,
    );
    const res = await send('PUT', `/autoevaluaciones/${id}/finalizar`, 'representante');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/No se puede finalizar/);
    expect((await send('PUT', '/autoevaluaciones/abc/finalizar', 'representante')).status).toBe(400);
  });

  it('finishes once when two finish at the same time: FIN, project in EVA-INI, evaluation opened, mails queued', async () => {
    const id = listo.autoevaluaciones['AUT-INI'] as number;
    const [a, b] = await Promise.all([
      send('PUT', `/autoevaluaciones/${id}/finalizar`, 'representante3'),
      send('PATCH', `/autoevaluaciones/${id}/finalizar`, 'representante3'),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const ok = (a?.status === 200 ? a : b) as Response;
    expect(await json(ok)).toMatchObject({ Autoevaluacion: { Id: id, Estado: { Clave: 'FIN' } } });
    const hoy = todayIso(t.clock.now());
    const [auto] = await t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.id, id));
    expect(auto).toMatchObject({ estadoClave: 'FIN', fechaFin: hoy });
    const [p] = await t.db.select().from(proyectos).where(eq(proyectos.id, listo.id));
    expect(p?.faseClave).toBe('EVA-INI');
    const evas = await t.db
      .select()
      .from(autoevaluaciones)
      .where(and(eq(autoevaluaciones.proyectoId, listo.id), eq(autoevaluaciones.faseClave, 'EVA-INI')));
    expect(evas).toHaveLength(1);
    // The demo process gives the evaluation 60 days.
    expect(evas[0]).toMatchObject({ estadoClave: 'CURSO', fechaInicio: hoy, fechaLimite: sumarDias(hoy, 60) });
    // This finish's mails, queued now (the demo's projects in evaluation were handed over the same way, on their days).
    const mails = await t.db
      .select()
      .from(correos)
      .where(and(eq(correos.plantilla, 'autoevaluacion-finalizada'), eq(correos.creadoEn, t.clock.now().toISOString())));
    expect(mails.map((m) => m.para)).toEqual(['tutor@soludable.demo']);
    expect(mails[0]?.texto).toMatch(/comienza la fase de evaluación/i);
    expect((await send('PUT', `/autoevaluaciones/${id}/finalizar`, 'representante3')).status).toBe(409);
  });

  it('after finishing, every contribution call answers 409 (never a 2xx)', async () => {
    const id = listo.autoevaluaciones['AUT-INI'] as number;
    const yo = await t.idOf('representante3');
    const cuerpos: Record<string, unknown> = {
      // The responsible member is the process manager's to name (the dates are the agency's).
      'PUT /autoevaluaciones/{autoevaluacionId}': { responsable: null },
      'POST /autoevaluaciones/{autoevaluacionId}/usuarios': { direccionEmail: 'tarde@centro.es' },
      'POST /autoevaluaciones/{autoevaluacionId}/usuarios/sustitucion': { direccionEmail: 'tarde@centro.es' },
      'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/usuarios/reasignar': { usuarios: [yo] },
      'POST /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}/estandares/reasignar': { estandares: [] },
      'POST /autoevaluaciones/{autoevaluacionId}/paquetes/{paqueteId}/usuarios': { usuario: yo },
    };
    const writes = Object.keys(API_RULES).filter(
      (k) => !k.startsWith('GET ') && k.includes('/autoevaluaciones/{autoevaluacionId}'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(9);
    for (const key of writes) {
      const [method, path] = key.split(' ') as [string, string];
      const concreto = path.replace('{autoevaluacionId}', String(id)).replace(/\{\w+\}/g, String(yo));
      const res = await send(method, concreto, 'representante3', cuerpos[key] ?? (method === 'DELETE' ? undefined : {}));
      // Mine get 409 from the gate; a route whose body this test does not know may refuse it first (4xx).
      if (Object.hasOwn(cuerpos, key) || key.includes('finalizar') || method === 'DELETE') expect(res.status, key).toBe(409);
      else expect(res.status, key).toBeGreaterThanOrEqual(400);
    }
  });
});
