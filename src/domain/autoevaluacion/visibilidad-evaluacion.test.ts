import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba } from '../../../tests/fixtures/dominio.ts';
import { esEvaluacionSinPublicar, puedeVerEvaluacion } from './visibilidad-evaluacion.ts';

let d: Awaited<ReturnType<typeof demoDePrueba>>;
beforeAll(async () => {
  d = await demoDePrueba();
});

// Demo project 3: its evaluation (record 4) is unpublished; jefeevaluacion (JEFE_EVACN) and
// evaluador (EVAL) are its evaluation team; representante belongs to other projects.
const SIN_PUBLICAR = { id: 4, proyectoId: 3, faseTipo: 'EVA', fechaPublicacion: null, estadoClave: 'CURSO', faseCiclo: 'INI' };

describe("who reads an evaluation's work", () => {
  it('is anyone with the record while it is a self-assessment or once it is published', async () => {
    expect(esEvaluacionSinPublicar({ faseTipo: 'EVA', fechaPublicacion: null })).toBe(true);
    expect(esEvaluacionSinPublicar({ faseTipo: 'EVA', fechaPublicacion: '2026-01-27' })).toBe(false);
    expect(esEvaluacionSinPublicar({ faseTipo: 'AUT', fechaPublicacion: null })).toBe(false);
    const ctx = d.ctx(null);
    expect(await puedeVerEvaluacion(ctx, null, { proyectoId: 3, faseTipo: 'AUT', fechaPublicacion: null })).toBe(true);
    expect(await puedeVerEvaluacion(ctx, null, { proyectoId: 10, faseTipo: 'EVA', fechaPublicacion: '2026-01-27' })).toBe(true);
  });

  it('is, before publication, its evaluation team and no one outside it', async () => {
    const ve = async (userName: string | null) =>
      puedeVerEvaluacion(d.ctx(null), userName ? await d.actorDe(userName) : null, SIN_PUBLICAR);
    expect(await ve('jefeevaluacion')).toBe(true);
    expect(await ve('evaluador')).toBe(true);
    expect(await ve('representante')).toBe(false);
    expect(await ve(null)).toBe(false);
  });
});
