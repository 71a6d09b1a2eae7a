import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, correos, subsanaciones } from '../../src/db/schema/index.ts';
import { REFERENCIA_SUBSANACION } from '../../src/db/seed/subsanacion-demo.ts';
import type { Clock } from '../../src/domain/context.ts';
import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { avisarSubsanaciones, cerrarSubsanacionesVencidas } from '../../src/domain/subsanacion/plazos.ts';
import { autoevaluacionContribucion } from '../../src/i18n/autoevaluacion.ts';
import { subsanacionApi as m } from '../../src/i18n/autoevaluacion-subsanacion.ts';
import { publicacionApi as publicacion } from '../../src/i18n/evaluacion-resultado.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The correction round end to end through the API, on the demo evaluation in round 2
// (src/db/seed/subsanacion-demo.ts; team: representante-subsanacion; evaluation: jefeevaluacion,
// evaluador): only the returned standards take changes, until the deadline; the history keeps
// every round; resubmitting and the deadline job close it; reminders go once per threshold.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let aut: number;
let eva: number;
let otra: Awaited<ReturnType<T['proyecto']>>;

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(REFERENCIA_SUBSANACION);
  aut = p.autoevaluaciones['AUT-INI'] as number;
  eva = p.autoevaluaciones['EVA-INI'] as number;
  otra = await t.proyecto(DEMO.AUT);
});

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);
const rondas = async (id: number, who = 'representante-subsanacion', q = '') =>
  json(await send('GET', `/autoevaluaciones/${id}/subsanaciones${q}`, who));
const clockAt = (iso: string): Clock => ({ now: () => new Date(`${iso}T09:00:00Z`) });
const verdicto = async (estandarId: number, justificacion: string, who = 'representante-subsanacion') => {
  const actual = await json(await send('GET', `/autoevaluaciones/${aut}/estandares/${estandarId}`, who));
  return send('PATCH', `/autoevaluaciones/${aut}/estandares/${estandarId}`, who, { justificacion, version: actual.Version ?? 0 });
};

describe('the demo round and its history', () => {
  it('both sides read the rounds, newest first, from either record', async () => {
    const desdeEquipo = await rondas(aut);
    const desdeEvaluacion = await rondas(eva, 'jefeevaluacion');
    expect(desdeEquipo).toEqual(desdeEvaluacion);
    expect(desdeEquipo.Registros.map((r: { Numero: number; Estado: string }) => [r.Numero, r.Estado])).toEqual([
      [2, 'ABIERTA'],
      [1, 'REENVIADA'],
    ]);
    expect(desdeEquipo.Registros[1].Estandares[0]).toMatchObject({
      Comentario: expect.any(String),
      Respuesta: expect.any(String),
    });
    expect((await send('GET', `/autoevaluaciones/${eva}/subsanaciones`, 'evaluador')).status).toBe(200);
  });

  it('narrows to one standard: the history of a standard returned twice shows both rounds', async () => {
    const [r2] = (await rondas(aut)).Registros;
    const dosVeces = r2.Estandares.find((e: { EstandarId: number }) => e.EstandarId)?.EstandarId;
    const h = await rondas(aut, 'representante-subsanacion', `?estandarId=${dosVeces}`);
    expect(h.Registros.map((r: { Numero: number }) => r.Numero)).toEqual([2, 1]);
    expect(h.Registros.every((r: { Estandares: unknown[] }) => r.Estandares.length === 1)).toBe(true);
  });

  it('is 404 for members of other projects and 400 for bad ids', async () => {
    expect((await send('GET', `/autoevaluaciones/${aut}/subsanaciones`, 'representante')).status).toBe(404);
    expect((await send('GET', `/autoevaluaciones/${eva}/subsanaciones`, 'representante2')).status).toBe(404);
    expect((await send('GET', '/autoevaluaciones/abc/subsanaciones', 'representante-subsanacion')).status).toBe(400);
  });
});

describe('during an open round the team edits only the returned standards', () => {
  it('takes a verdict, an evidence-free answer and a comment answer on a returned standard', async () => {
    const [r2] = (await rondas(aut)).Registros;
    const [b, c] = r2.Estandares.map((e: { EstandarId: number }) => e.EstandarId);
    expect((await verdicto(b, 'Circular fechada el 12/02/2026.')).status).toBe(200);
    expect((await verdicto(c, 'Respondidas las pruebas del estándar.')).status).toBe(200);
    const res = await send('PATCH', `/autoevaluaciones/subsanaciones/${r2.Id}/estandares/${b}`, 'representante-subsanacion', {
      respuesta: 'Fecha añadida a la circular.',
      version: 0,
    });
    expect(res.status).toBe(200);
    // A colleague answering from the version read before loses nothing silently: 409.
    const tarde = await send('PATCH', `/autoevaluaciones/subsanaciones/${r2.Id}/estandares/${b}`, 'representante-subsanacion', {
      respuesta: 'Otra respuesta',
      version: 0,
    });
    expect(tarde.status).toBe(409);
    expect((await json(tarde)).message).toBe(m.respuestaCambiada);
    const [again] = (await rondas(aut)).Registros;
    expect(again.Estandares.find((e: { EstandarId: number }) => e.EstandarId === b)).toMatchObject({
      Respuesta: 'Fecha añadida a la circular.',
      RespuestaUsuarioNombre: 'Sara Subsanación',
    });
  });

  it('refuses other standards and everything else with 409 and a Spanish reason', async () => {
    const [r2, r1] = (await rondas(aut)).Registros;
    const devueltos = r2.Estandares.map((e: { EstandarId: number }) => e.EstandarId);
    const otro = r1.Estandares.map((e: { EstandarId: number }) => e.EstandarId).find((id: number) => !devueltos.includes(id));
    const res = await verdicto(otro, 'No debería guardarse');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/no se ha devuelto en la subsanación/);
    const tag = await send('POST', `/autoevaluaciones/${aut}/etiquetas`, 'representante-subsanacion', {
      nombre: 'x',
      color: '#112233',
    });
    expect(tag.status).toBe(409);
    expect((await json(tag)).message).toBe(
      m.soloDevueltos(
        2,
        (
          await json(await send('GET', `/autoevaluaciones/${aut}/subsanaciones`, 'representante-subsanacion'))
        ).Registros[0].FechaLimite.split('-')
          .reverse()
          .join('/'),
      ),
    );
    const answer = await send(
      'PATCH',
      `/autoevaluaciones/subsanaciones/${r2.Id}/estandares/${otro}`,
      'representante-subsanacion',
      {
        respuesta: 'x',
        version: 0,
      },
    );
    expect(answer.status).toBe(409);
  });

  it('is 404 for other projects and 403 for the evaluation side on the team calls', async () => {
    const [r2] = (await rondas(aut)).Registros;
    const b = r2.Estandares[0].EstandarId;
    expect(
      (
        await send('PATCH', `/autoevaluaciones/subsanaciones/${r2.Id}/estandares/${b}`, 'representante', {
          respuesta: 'x',
          version: 0,
        })
      ).status,
    ).toBe(404);
    expect((await send('POST', `/autoevaluaciones/subsanaciones/${r2.Id}/reenviar`, 'representante2')).status).toBe(404);
    expect((await send('POST', `/autoevaluaciones/subsanaciones/${r2.Id}/reenviar`, 'jefeevaluacion')).status).toBe(403);
    expect((await send('POST', '/autoevaluaciones/subsanaciones/999999/reenviar', 'representante-subsanacion')).status).toBe(404);
  });
});

describe('opening a round', () => {
  it('only the head of evaluation, of this project (403 / 404)', async () => {
    const body = { estandares: [{ estandarId: 1, comentario: 'x' }] };
    expect((await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'evaluador', body)).status).toBe(403);
    expect((await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'representante-subsanacion', body)).status).toBe(403);
    expect(
      (await send('POST', `/autoevaluaciones/${otra.autoevaluaciones['AUT-INI']}/subsanaciones`, 'jefeevaluacion', body)).status,
    ).toBe(404);
  });

  it('409 while a round is open', async () => {
    const [r2] = (await rondas(eva, 'jefeevaluacion')).Registros;
    const res = await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', {
      estandares: [{ estandarId: r2.Estandares[0].EstandarId, comentario: 'Otra vez' }],
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(m.rondaAbiertaYa);
  });

  it('publishing waits for the open round (409 naming it), whatever else is missing', async () => {
    const res = await send('PUT', `/autoevaluaciones/${eva}/finalizar`, 'jefeevaluacion');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(publicacion.rondaAbierta(2));
    const [fila] = await t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.id, eva));
    expect(fila?.estadoClave).toBe('CURSO');
  });

  it('resubmitting closes the round once; the team is read-only again', async () => {
    const [r2] = (await rondas(aut)).Registros;
    const [a, b] = await Promise.all([
      send('POST', `/autoevaluaciones/subsanaciones/${r2.Id}/reenviar`, 'representante-subsanacion'),
      send('POST', `/autoevaluaciones/subsanaciones/${r2.Id}/reenviar`, 'representante-subsanacion'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [cerrada] = (await rondas(aut)).Registros;
    expect(cerrada).toMatchObject({ Estado: 'REENVIADA', Cierre: { UsuarioNombre: 'Sara Subsanación' } });
    const res = await verdicto(r2.Estandares[0].EstandarId, 'Tarde');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(autoevaluacionContribucion.finalizada);
  });

  it('refuses bad input with 422 and Spanish messages', async () => {
    const post = (body: unknown) => send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', body);
    const hoy = todayIso(t.clock.now());
    const [r] = (await rondas(eva, 'jefeevaluacion')).Registros;
    const id = r.Estandares[0].EstandarId;
    expect((await post({ estandares: [] })).status).toBe(422);
    expect((await post({ estandares: [{ estandarId: id, comentario: '' }] })).status).toBe(422);
    const pasada = await post({
      estandares: [{ estandarId: id, comentario: 'x' }],
      fechaLimite: hoy.split('-').reverse().join('/'),
    });
    expect(pasada.status).toBe(422);
    expect((await json(pasada)).errors.fechaLimite).toEqual([m.fechaPosterior]);
    expect((await post({ estandares: [{ estandarId: id, comentario: 'x' }], fechaLimite: '31/02/2026' })).status).toBe(422);
    const ajeno = await post({ estandares: [{ estandarId: 999999, comentario: 'x' }] });
    expect(ajeno.status).toBe(422);
    const repetido = await post({
      estandares: [
        { estandarId: id, comentario: 'x' },
        { estandarId: id, comentario: 'y' },
      ],
    });
    expect(repetido.status).toBe(422);
  });

  it('opens round 3 with two standards and a default deadline two months ahead', async () => {
    const aplicables = (
      await json(await send('GET', `/autoevaluaciones/${aut}/estandares?registrosPorPagina=5`, 'representante-subsanacion'))
    ).Registros;
    const ids = aplicables.slice(3, 5).map((e: { EstandarId: number }) => e.EstandarId);
    const res = await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', {
      estandares: ids.map((estandarId: number) => ({ estandarId, comentario: `Revisar ${estandarId}` })),
    });
    expect(res.status).toBe(201);
    const [r3] = (await rondas(aut)).Registros;
    expect(r3).toMatchObject({ Numero: 3, Estado: 'ABIERTA', FechaLimite: '2026-05-02' });
    expect(r3.Estandares.map((e: { EstandarId: number }) => e.EstandarId).sort()).toEqual([...ids].sort());
    expect((await verdicto(ids[0], 'Corregido en la ronda 3')).status).toBe(200);
    // The centre's team is told in the same batch (the evaluation's people are not).
    // This round's mail, queued now (the demo's rounds were opened the same way, on their days).
    const avisos = await t.db
      .select()
      .from(correos)
      .where(and(eq(correos.plantilla, 'subsanacion:apertura'), eq(correos.creadoEn, t.clock.now().toISOString())));
    expect(avisos.map((c) => c.para)).toEqual(['representante-subsanacion@soludable.demo']);
    expect(avisos[0]?.texto).toContain('02/05/2026');
  });
});

describe('the deadline job (injected clock)', () => {
  it('reminds the team 7 days and 1 day before, once each, even when run twice', async () => {
    const avisos = () => t.db.select().from(correos).where(like(correos.plantilla, 'subsanacion:%:%'));
    const run = (dia: string) => avisarSubsanaciones({ db: t.db, clock: clockAt(dia), origen: 'http://localhost' });
    expect(await run('2026-04-20')).toBe(0);
    expect(await run('2026-04-26')).toBe(1);
    expect(await run('2026-04-26')).toBe(0);
    expect(await run('2026-04-28')).toBe(0);
    expect(await run('2026-05-01')).toBe(1);
    expect(await run('2026-05-02')).toBe(0);
    const mails = await avisos();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ para: 'representante-subsanacion@soludable.demo' });
    expect(mails[0]?.texto).toContain('02/05/2026');
  });

  it('closes expired rounds, twice without effect, and the evaluation may open another', async () => {
    expect(await cerrarSubsanacionesVencidas({ db: t.db, clock: clockAt('2026-05-02') })).toBe(0);
    expect(await cerrarSubsanacionesVencidas({ db: t.db, clock: clockAt('2026-05-03') })).toBe(1);
    expect(await cerrarSubsanacionesVencidas({ db: t.db, clock: clockAt('2026-05-03') })).toBe(0);
    const [r3] = (await rondas(aut)).Registros;
    expect(r3).toMatchObject({ Numero: 3, Estado: 'CADUCADA' });
    expect((await send('POST', `/autoevaluaciones/subsanaciones/${r3.Id}/reenviar`, 'representante-subsanacion')).status).toBe(
      409,
    );
    expect((await verdicto(r3.Estandares[0].EstandarId, 'Tarde')).status).toBe(409);
  });

  it('refuses a round on a published evaluation', async () => {
    await t.db
      .update(autoevaluaciones)
      .set({ fechaPublicacion: sumarDias(todayIso(t.clock.now()), -1), resultadoClave: 'ACR' })
      .where(eq(autoevaluaciones.id, eva));
    const [r] = (await rondas(eva, 'jefeevaluacion')).Registros;
    const res = await send('POST', `/autoevaluaciones/${eva}/subsanaciones`, 'jefeevaluacion', {
      estandares: [{ estandarId: r.Estandares[0].EstandarId, comentario: 'x' }],
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(m.evaluacionPublicada);
    expect(await t.db.select().from(subsanaciones).where(eq(subsanaciones.evaluacionId, eva))).toHaveLength(3);
  });
});

describe('the scheduled job', () => {
  it('is registered before the outbox delivery, so its mails leave on the same tick', async () => {
    await import('../../src/platform/jobs/jobs.ts');
    const { registeredJobs } = await import('../../src/platform/jobs/registry.ts');
    const nombres = registeredJobs().map((j) => j.nombre);
    expect(nombres.indexOf('plazos-subsanacion')).toBeGreaterThanOrEqual(0);
    expect(nombres.indexOf('plazos-subsanacion')).toBeLessThan(nombres.indexOf('enviar-correos'));
  });
});
