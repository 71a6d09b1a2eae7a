import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba } from '../../../tests/fixtures/dominio.ts';
import { autoevaluacionEvaluada } from './origen.ts';

// Demo records (src/db/seed): project 3 has its self-assessment (3, AUT-INI) and its evaluation
// (4, EVA-INI); project 10 a published evaluation (14, EVA-INI) and a follow-up
// self-assessment (15, AUT-SEG) after its initial one (13).
let d: Awaited<ReturnType<typeof demoDePrueba>>;
beforeAll(async () => {
  d = await demoDePrueba();
});

describe('the self-assessment an evaluation judges', () => {
  it("is the project's AUT record of the same cycle before it", async () => {
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 3, faseClave: 'EVA-INI' })).toBe(3);
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 10, faseClave: 'EVA-INI' })).toBe(13);
    // The follow-up cycle's evaluation judges the follow-up self-assessment, not the initial one.
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 10, faseClave: 'EVA-SEG' })).toBe(15);
  });

  it('is none for a phase that is not an evaluation, or a cycle with no self-assessment', async () => {
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 3, faseClave: 'AUT-INI' })).toBeNull();
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 3, faseClave: 'EVA-SEG' })).toBeNull();
    expect(await autoevaluacionEvaluada(d.db, { proyectoId: 3, faseClave: 'NADA' })).toBeNull();
  });
});
