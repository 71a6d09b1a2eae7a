import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoevaluacionEstandares, autoevaluaciones, instancias, proyectos, usuarios } from '../../src/db/schema/index.ts';
import { SEGUIMIENTO_DEMO } from '../../src/db/seed/seguimiento-demo.ts';
import { getVerdictoAnterior } from '../../src/domain/autoevaluacion/ciclo-anterior.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';
import { completarPendientes } from './seguimiento-fixture.ts';

// The demo project in follow-up (src/db/seed/seguimiento-demo.ts): GET proyectos names the
// current cycle's records, the team writes the new cycle and not the earlier one, the standard
// page's comparison reads the earlier cycle, and finishing AUT-SEG leads to EVA-SEG.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;

beforeAll(async () => {
  t = await createProyectosTestApp();
  // Seeding the whole demo takes a while on a busy shared machine.
}, 60_000);

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

describe('the demo project in follow-up: the earlier cycle read-only beside the new one', () => {
  it('GET proyectos names its AUT-SEG and no evaluation; the copy moved on one standard', async () => {
    const p = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    const { Registros } = await json(await send('GET', `/proyectos?texto=Rosalia&faseClave=AUT-SEG`, 'tutor'));
    const fila = Registros.find((r: { Id: number }) => r.Id === p.id);
    expect(fila).toMatchObject({
      Fase: { Clave: 'AUT-SEG' },
      Autoevaluacion: { Id: p.autoevaluaciones['AUT-SEG'] },
      Evaluacion: null,
    });
    // Before follow-up, a FIN-INI project names its first cycle's evaluation.
    const otro = await t.proyecto(SEGUIMIENTO_DEMO.configurar.referencia);
    const { Registros: finales } = await json(await send('GET', '/proyectos?faseClave=FIN-INI', 'tutor'));
    expect(finales.find((r: { Id: number }) => r.Id === otro.id)).toMatchObject({
      Autoevaluacion: { Id: otro.autoevaluaciones['AUT-INI'] },
      Evaluacion: { Id: otro.autoevaluaciones['EVA-INI'] },
    });
  });

  it('the team writes the new cycle (version-checked) and gets 409 on the earlier one', async () => {
    const p = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    const anterior = p.autoevaluaciones['AUT-INI'] as number;
    const actual = p.autoevaluaciones['AUT-SEG'] as number;
    const [v] = await t.db
      .select()
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, actual), eq(autoevaluacionEstandares.estadoClave, 'C')))
      .limit(1);
    const estandarId = v?.estandarId as number;
    const cambio = { estadoClave: 'CUR', justificacion: 'Revisando en el seguimiento', version: v?.version };
    const viejo = await send('PATCH', `/autoevaluaciones/${anterior}/estandares/${estandarId}`, 'representante4', cambio);
    expect(viejo.status).toBe(409);
    const nuevo = await send('PATCH', `/autoevaluaciones/${actual}/estandares/${estandarId}`, 'representante4', cambio);
    expect(nuevo.status).toBe(200);
    const [previo] = await t.db
      .select()
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, anterior), eq(autoevaluacionEstandares.estandarId, estandarId)));
    expect(previo?.estadoClave).toBe('C');
    // Someone outside the project learns nothing about either cycle.
    expect((await send('GET', `/autoevaluaciones/${anterior}`, 'representante2')).status).toBe(404);
    expect((await send('GET', `/autoevaluaciones/${actual}`, 'representante2')).status).toBe(404);
  });
});

describe('the standard page’s earlier cycle (getVerdictoAnterior)', () => {
  async function ctxDe(userName: string): Promise<DomainContext> {
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.userName, userName));
    const [instancia] = await t.db.select().from(instancias);
    if (!u || !instancia) throw new Error('demo seed missing');
    return { db: t.db, actor: await actorFor(t.db, u), instancia, clock: t.clock };
  }

  it('gives the earlier cycle’s verdict and justification beside a follow-up one, none in a first cycle', async () => {
    const p = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    const actual = p.autoevaluaciones['AUT-SEG'] as number;
    const ctx = await ctxDe('representante4');
    const [movido] = await t.db
      .select()
      .from(autoevaluacionEstandares)
      .where(
        and(
          eq(autoevaluacionEstandares.autoevaluacionId, actual),
          eq(autoevaluacionEstandares.estadoClave, 'CUR'),
          like(autoevaluacionEstandares.justificacion, 'La revisión de este curso%'),
        ),
      );
    expect(movido).toBeDefined();
    expect(await getVerdictoAnterior(ctx, actual, movido?.estandarId as number)).toEqual({
      Fase: { Clave: 'AUT-INI', Nombre: 'Autoevaluación' },
      AutoevaluacionId: p.autoevaluaciones['AUT-INI'],
      EstadoClave: 'NC',
      Aplica: true,
      Justificacion: 'Falta el registro de la revisión anual de la política.',
    });
    expect(await getVerdictoAnterior(ctx, p.autoevaluaciones['AUT-INI'] as number, movido?.estandarId as number)).toBeNull();
    await expect(getVerdictoAnterior(await ctxDe('representante2'), actual, movido?.estandarId as number)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('finishing the follow-up self-assessment', () => {
  it('moves the project to EVA-SEG and opens the follow-up evaluation (the cycle’s next EVA phase)', async () => {
    const p = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    const actual = p.autoevaluaciones['AUT-SEG'] as number;
    // The team completes what the earlier cycle left open: until then it cannot be finished.
    const base = await completarPendientes(t, send, actual, 'representante4');
    expect(base.PuedeFinalizar).toBe(false);
    const res = await send('PUT', `/autoevaluaciones/${actual}/finalizar`, 'representante4');
    expect(res.status, await res.clone().text()).toBe(200);
    const [proyecto] = await t.db.select().from(proyectos).where(eq(proyectos.id, p.id));
    expect(proyecto?.faseClave).toBe('EVA-SEG');
    const { Registros } = await json(await send('GET', '/proyectos?faseClave=EVA-SEG', 'tutor'));
    const despues = await t.proyecto(SEGUIMIENTO_DEMO.seguimiento.referencia);
    expect(Registros.find((r: { Id: number }) => r.Id === p.id)).toMatchObject({
      Autoevaluacion: { Id: actual },
      Evaluacion: { Id: despues.autoevaluaciones['EVA-SEG'] },
    });
    // The follow-up evaluation's deadline is the next deadline agreed when follow-up opened.
    const [aut] = await t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.id, actual));
    const [eva] = await t.db
      .select()
      .from(autoevaluaciones)
      .where(eq(autoevaluaciones.id, despues.autoevaluaciones['EVA-SEG'] as number));
    expect(aut?.fechaLimiteSiguiente).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(eva?.fechaLimite).toBe(aut?.fechaLimiteSiguiente);
  });
});
