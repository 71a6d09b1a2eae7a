import { describe, expect, it } from 'vitest';
import { SOLUDABLE } from '../db/seed/instancias.ts';
import { terminos, textosTermino } from './terminologia.ts';

describe('texts that name a domain term', () => {
  const w = terminos(SOLUDABLE);
  it('agree in gender and number with the instance words', () => {
    expect(w.bloques).toBe('Dimensiones');
    expect(textosTermino.nuevo(w.termino.bloque)).toBe('Nueva dimensión');
    expect(textosTermino.nuevo(w.termino.estandar)).toBe('Nuevo criterio de evaluación');
    expect(textosTermino.cuenta(1, w.termino.bloque)).toBe('1 dimensión');
    expect(textosTermino.cuenta(1234, w.termino.estandar)).toBe('1234 criterios de evaluación');
    expect(textosTermino.sinResultados(w.termino.evidencia)).toBe('No hay evidencias que coincidan con la búsqueda');
    expect(textosTermino.noEncontrado(w.termino.bloque)).toBe('No se ha encontrado la dimensión');
  });
});
