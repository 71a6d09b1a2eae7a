import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba, resultado } from '../../../tests/fixtures/dominio.ts';
import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import type { DomainContext } from '../context.ts';
import { getEvaluacionPublicada } from './publicada.ts';
import { getResultadoCentro, listResultadosPublicados } from './resultado-centro.ts';

// Demo records: 3 a self-assessment, 4 its evaluation (unpublished); 14 the evaluation of
// project 10, published on 2026-01-27, judging self-assessment 13.
let d: Awaited<ReturnType<typeof demoDePrueba>>;
let superadmin: DomainContext;
beforeAll(async () => {
  d = await demoDePrueba();
  superadmin = d.ctx(await d.actorDe('superadmin'));
});

describe("the centre's view of its evaluation's result", () => {
  it('exists only for a published evaluation: 403 before, 404 on a self-assessment', async () => {
    expect(await resultado(getResultadoCentro(superadmin, 4))).toBe(`403 ${t.noPublicada}`);
    expect(await resultado(getResultadoCentro(superadmin, 3))).toBe(`404 ${t.noEsEvaluacion}`);
  });

  it('shows the published result with its project, date and standards', async () => {
    const r = await getResultadoCentro(superadmin, 14);
    expect(r).toMatchObject({ Id: 14, Proyecto: { Id: 10 }, FechaPublicacion: '2026-01-27' });
    expect(['ACR', 'NO_ACR']).toContain(r.Resultado.Clave);
    expect(r.Estandares.length).toBeGreaterThan(0);
  });

  it('is on the home only once published', async () => {
    expect(await getEvaluacionPublicada(superadmin, 4)).toBeNull();
    expect((await getEvaluacionPublicada(superadmin, 14))?.Id).toBe(14);
  });

  it("lists a self-assessment's published results", async () => {
    const lista = await listResultadosPublicados(superadmin, 13);
    expect(lista.map((x) => x.Id)).toContain(14);
    expect(await listResultadosPublicados(superadmin, 3)).toEqual([]);
  });
});
