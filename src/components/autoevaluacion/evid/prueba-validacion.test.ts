import { describe, expect, it } from 'vitest';
import { validarRespuestas } from './prueba-validacion.ts';

// The browser refuses what the server refuses, with the same words (reglas.ts through valibot).

const texto = { Id: 1, Tipo: 'TEXTO', Esencial: false, Minimo: 50, Maximo: 2000 };
const multiple = { Id: 2, Tipo: 'MULTIPLE', Esencial: false, Minimo: 2, Maximo: 3 };
const numero = { Id: 3, Tipo: 'NUMERO', Esencial: true, Minimo: 0, Maximo: 100 };
const unica = { Id: 4, Tipo: 'UNICA', Esencial: false, Minimo: null, Maximo: null };
const r = (respuesta: string | null, marcadas = 0, ficheros = 0) => ({ respuesta, marcadas, ficheros });

describe('validarRespuestas', () => {
  it('accepts answers within their bounds and empty answers (not answered is not an error)', () => {
    expect(
      validarRespuestas([texto, multiple, numero, unica], { 1: r('x'.repeat(50)), 2: r(null, 2), 3: r('55'), 4: r(null, 1) }),
    ).toEqual({});
    expect(validarRespuestas([texto, multiple, numero], {})).toEqual({});
  });
  it('names what breaks each question’s minimum or maximum', () => {
    expect(
      validarRespuestas([texto, multiple, numero, unica], { 1: r('corto'), 2: r(null, 4), 3: r('101'), 4: r(null, 2) }),
    ).toEqual({
      1: 'Se requieren al menos 50 caracteres',
      2: 'Se admiten como máximo 3 respuestas marcadas',
      3: 'El valor máximo es 100',
      4: 'Marque una sola respuesta',
    });
    expect(validarRespuestas([numero], { 3: r('abc') })).toEqual({ 3: 'No es un número válido' });
  });
});
