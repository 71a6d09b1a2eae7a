import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba } from '../../../tests/fixtures/dominio.ts';
import { esEquipoEvaluacion, TIPO_EVALUACION } from './equipo-evaluacion.ts';

let d: Awaited<ReturnType<typeof demoDePrueba>>;
beforeAll(async () => {
  d = await demoDePrueba();
});

describe("a project's evaluation team", () => {
  it('is whoever holds an evaluation-side profile (JEFE_EVACN, EVAL) for that project', async () => {
    expect(TIPO_EVALUACION).toBe('EVA');
    const id = async (userName: string) => (await d.actorDe(userName)).usuarioId;
    const ctx = d.ctx(null);
    // Demo project 3: jefeevaluacion and evaluador evaluate it.
    expect(await esEquipoEvaluacion(ctx, await id('jefeevaluacion'), 3)).toBe(true);
    expect(await esEquipoEvaluacion(ctx, await id('evaluador'), 3)).toBe(true);
    // Not another project, and not people of other profiles, however broad.
    expect(await esEquipoEvaluacion(ctx, await id('jefeevaluacion'), 1)).toBe(false);
    expect(await esEquipoEvaluacion(ctx, await id('superadmin'), 3)).toBe(false);
    expect(await esEquipoEvaluacion(ctx, await id('tutor'), 3)).toBe(false);
  });
});
