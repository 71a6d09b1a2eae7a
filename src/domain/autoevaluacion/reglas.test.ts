import { describe, expect, it } from 'vitest';
import {
  aplicaAlProyecto,
  cifras,
  estandarCumpleMinimo,
  evidenciaCumpleMinimo,
  evidenciaCumplida,
  motivoRespuesta,
  type PreguntaRegla,
  preguntaRespondida,
  pruebaCumple,
  type RespuestaPregunta,
  SIN_VERDICTO,
} from './reglas.ts';

const p = (id: number, tipoClave: string, extra: Partial<PreguntaRegla> = {}): PreguntaRegla => ({
  id,
  tipoClave,
  esencial: false,
  minimo: null,
  maximo: null,
  ...extra,
});
const r = (extra: Partial<RespuestaPregunta>): RespuestaPregunta => ({ respuesta: null, marcadas: 0, ficheros: 0, ...extra });

describe('which standards apply to a project', () => {
  it('a block and standard without scopes apply to every project', () => {
    expect(aplicaAlProyecto(3, [], [])).toBe(true);
  });
  it('a scope on the standard or on its block narrows it to projects in that scope', () => {
    expect(aplicaAlProyecto(3, [], [1, 3])).toBe(true);
    expect(aplicaAlProyecto(2, [], [1, 3])).toBe(false);
    expect(aplicaAlProyecto(2, [1], [])).toBe(false);
    expect(aplicaAlProyecto(1, [1, 2], [2])).toBe(false);
  });
  it('a project without a scope takes every standard', () => {
    expect(aplicaAlProyecto(null, [1], [2])).toBe(true);
  });
});

describe('answers and their bounds', () => {
  it('an empty answer is unanswered, never an error', () => {
    expect(motivoRespuesta(p(1, 'TEXTO', { minimo: 50 }), r({ respuesta: '  ' }))).toBeNull();
    expect(preguntaRespondida(p(1, 'TEXTO', { minimo: 50 }), r({ respuesta: '  ' }))).toBe(false);
    expect(preguntaRespondida(p(1, 'TEXTO'), undefined)).toBe(false);
  });
  it('text counts characters against minimo and maximo', () => {
    const q = p(1, 'TEXTO', { minimo: 5, maximo: 10 });
    expect(motivoRespuesta(q, r({ respuesta: 'abc' }))).toBe('menosDelMinimo');
    expect(motivoRespuesta(q, r({ respuesta: 'abcdefghijk' }))).toBe('masDelMaximo');
    expect(preguntaRespondida(q, r({ respuesta: 'ñandú' }))).toBe(true);
  });
  it('numbers, dates and yes/no are checked by kind', () => {
    expect(motivoRespuesta(p(1, 'NUMERO', { minimo: 0, maximo: 10 }), r({ respuesta: 'x' }))).toBe('noEsNumero');
    expect(motivoRespuesta(p(1, 'NUMERO', { minimo: 2 }), r({ respuesta: '1' }))).toBe('menosDelMinimo');
    expect(motivoRespuesta(p(1, 'NUMERO', { minimo: 0, maximo: 10 }), r({ respuesta: '11' }))).toBe('masDelMaximo');
    expect(motivoRespuesta(p(1, 'NUMERO', { minimo: 0 }), r({ respuesta: '0' }))).toBeNull();
    expect(motivoRespuesta(p(1, 'FECHA'), r({ respuesta: '2026-02-28' }))).toBeNull();
    expect(motivoRespuesta(p(1, 'FECHA'), r({ respuesta: '2026-02-30' }))).toBe('noEsFecha');
    expect(motivoRespuesta(p(1, 'FECHA'), r({ respuesta: '30/02/2026' }))).toBe('noEsFecha');
    expect(motivoRespuesta(p(1, 'SI_NO'), r({ respuesta: 'S' }))).toBeNull();
    expect(motivoRespuesta(p(1, 'SI_NO'), r({ respuesta: 'quizá' }))).toBe('noEsSiNo');
  });
  it('one answer for UNICA; MULTIPLE and FICHERO count ticks and files against the bounds', () => {
    expect(motivoRespuesta(p(1, 'UNICA'), r({ marcadas: 2 }))).toBe('unaRespuesta');
    expect(preguntaRespondida(p(1, 'UNICA'), r({ marcadas: 1 }))).toBe(true);
    expect(motivoRespuesta(p(1, 'MULTIPLE', { minimo: 2, maximo: 3 }), r({ marcadas: 1 }))).toBe('menosDelMinimo');
    expect(motivoRespuesta(p(1, 'MULTIPLE', { minimo: 2, maximo: 3 }), r({ marcadas: 4 }))).toBe('masDelMaximo');
    expect(preguntaRespondida(p(1, 'FICHERO'), r({ ficheros: 1 }))).toBe(true);
    expect(preguntaRespondida(p(1, 'FICHERO'), r({ respuesta: 'texto sin fichero' }))).toBe(false);
  });
});

describe('when a test is met', () => {
  const preguntas = [p(1, 'SI_NO', { esencial: true }), p(2, 'TEXTO'), p(3, 'FICHERO')];
  const answers = (entries: Array<[number, RespuestaPregunta]>) => new Map(entries);

  it('needs the form minimum of answered questions', () => {
    const dos = answers([
      [1, r({ respuesta: 'S' })],
      [2, r({ respuesta: 'algo' })],
    ]);
    expect(pruebaCumple({ minimo: 2 }, preguntas, dos)).toBe(true);
    expect(pruebaCumple({ minimo: 3 }, preguntas, dos)).toBe(false);
  });
  it('needs every essential question answered', () => {
    const sinEsencial = answers([
      [2, r({ respuesta: 'algo' })],
      [3, r({ ficheros: 1 })],
    ]);
    expect(pruebaCumple({ minimo: 1 }, preguntas, sinEsencial)).toBe(false);
  });
  it('an untouched test is never met, even with a minimum of 0', () => {
    expect(pruebaCumple({ minimo: 0 }, [p(2, 'TEXTO')], answers([]))).toBe(false);
    expect(pruebaCumple({ minimo: 0 }, [p(2, 'TEXTO')], answers([[2, r({ respuesta: 'x' })]]))).toBe(true);
  });
  it('an answer outside its bounds does not count', () => {
    const q = [p(2, 'TEXTO', { minimo: 10 })];
    expect(pruebaCumple({ minimo: 1 }, q, answers([[2, r({ respuesta: 'corto' })]]))).toBe(false);
  });
});

describe('evidence and standard minimums', () => {
  it('an evidence reaches its minimum with enough met tests; 0 needs none', () => {
    expect(evidenciaCumpleMinimo({ minimo: 2 }, 1)).toBe(false);
    expect(evidenciaCumpleMinimo({ minimo: 2 }, 2)).toBe(true);
    expect(evidenciaCumpleMinimo({ minimo: 0 }, 0)).toBe(true);
  });
  it('an evidence counts for its standard only when applicable, marked C and at its minimum', () => {
    expect(evidenciaCumplida({ estadoClave: 'C', aplica: true }, true)).toBe(true);
    expect(evidenciaCumplida({ estadoClave: 'C', aplica: true }, false)).toBe(false);
    expect(evidenciaCumplida({ estadoClave: 'C', aplica: false }, true)).toBe(false);
    expect(evidenciaCumplida(SIN_VERDICTO, true)).toBe(false);
  });
  it('a standard reaches its minimum with enough met evidences', () => {
    expect(estandarCumpleMinimo({ minimo: 2 }, 1)).toBe(false);
    expect(estandarCumpleMinimo({ minimo: 2 }, 3)).toBe(true);
  });
});

describe('the figures', () => {
  it('counts by status; not applicable leaves the total; percentage of met over total', () => {
    const c = cifras([
      { estadoClave: 'C', aplica: true },
      { estadoClave: 'C', aplica: true },
      { estadoClave: 'NC', aplica: true },
      { estadoClave: 'CUR', aplica: true },
      SIN_VERDICTO,
      SIN_VERDICTO,
      { estadoClave: 'C', aplica: false },
    ]);
    expect(c).toMatchObject({
      PorcentajeCumple: 33,
      NumeroCumple: 2,
      Total: 6,
      NumeroEvaluado: 3,
      PorEstado: { PTE: 2, CUR: 1, C: 2, NC: 1, NA: 1 },
    });
  });
  it('nothing applicable gives 0 %, not a division by zero', () => {
    expect(cifras([]).PorcentajeCumple).toBe(0);
    expect(cifras([{ estadoClave: 'PTE', aplica: false }]).Total).toBe(0);
  });
});
