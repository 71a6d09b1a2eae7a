import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba } from '../../../tests/fixtures/dominio.ts';
import { autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import type { DomainContext } from '../context.ts';
import { getEstandarEvaluado } from './estandar.ts';
import { estaJuzgado, getInicioEvaluacion } from './inicio.ts';
import { ESTADOS_JUZGADOS, VEREDICTOS_EVALUACION } from './veredictos.ts';

// Demo project 3: record 4 is its evaluation (judging record 3); jefeevaluacion leads it.
let d: Awaited<ReturnType<typeof demoDePrueba>>;
let jefe: DomainContext;
beforeAll(async () => {
  d = await demoDePrueba();
  jefe = d.ctx(await d.actorDe('jefeevaluacion'));
});

/** Sets the evaluation's verdict on a standard, as the team's form would store it. */
async function juzgar(estandarId: number, estadoClave: string, aplica = true) {
  const where = and(eq(autoevaluacionEstandares.autoevaluacionId, 4), eq(autoevaluacionEstandares.estandarId, estandarId));
  const [fila] = await d.db.select().from(autoevaluacionEstandares).where(where);
  if (fila) await d.db.update(autoevaluacionEstandares).set({ estadoClave, aplica }).where(where);
  else
    await d.db
      .insert(autoevaluacionEstandares)
      .values({ autoevaluacionId: 4, estandarId, estadoClave, aplica, altaFecha: '2026-11-01T00:00:00.000Z' });
}

describe("the evaluation's home", () => {
  it('lists as pending the applicable standards the team has not judged; a verdict or "not applicable" takes one off', async () => {
    const antes = (await getInicioEvaluacion(jefe, 4)).pendientes;
    expect(antes.length).toBeGreaterThan(2);
    const [a, b, c] = antes as [(typeof antes)[0], (typeof antes)[0], (typeof antes)[0]];
    await juzgar(a.EstandarId, 'C');
    await juzgar(b.EstandarId, 'PTE', false);
    await juzgar(c.EstandarId, 'CUR');
    const despues = (await getInicioEvaluacion(jefe, 4)).pendientes.map((e) => e.EstandarId);
    expect(despues).not.toContain(a.EstandarId);
    expect(despues).not.toContain(b.EstandarId);
    expect(despues).toContain(c.EstandarId);
    expect(despues).toHaveLength(antes.length - 2);
  });
});

describe("the evaluator's page of a standard", () => {
  it("shows the evaluation's record beside the self-assessment it judges", async () => {
    const [primero] = (await getInicioEvaluacion(jefe, 4)).pendientes;
    const pagina = await getEstandarEvaluado(jefe, 4, primero?.EstandarId ?? 0);
    expect(pagina.centroId).toBe(3);
    expect(pagina.centro).not.toBeNull();
    expect(pagina.propuestas).toEqual({ areasMejora: expect.any(Array), fortalezas: expect.any(Array) });
  });
});

describe('a judged standard', () => {
  it('is one marked met or not met, or not applicable', () => {
    expect(ESTADOS_JUZGADOS).toEqual(['C', 'NC']);
    expect(VEREDICTOS_EVALUACION).toEqual(['C', 'NC', 'NA']);
    expect(estaJuzgado({ Aplica: true, EstadoClave: 'C' })).toBe(true);
    expect(estaJuzgado({ Aplica: true, EstadoClave: 'NC' })).toBe(true);
    expect(estaJuzgado({ Aplica: false, EstadoClave: 'PTE' })).toBe(true);
    expect(estaJuzgado({ Aplica: true, EstadoClave: 'PTE' })).toBe(false);
    expect(estaJuzgado({ Aplica: true, EstadoClave: 'CUR' })).toBe(false);
  });
});
