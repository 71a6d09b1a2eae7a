import { describe, expect, it } from 'vitest';
import { SOLUDABLE } from '../db/seed/instancias.ts';
import { terminologia } from './instancias.ts';

describe('terminologia', () => {
  it("reads Soludable's words with singular, plural and gender", () => {
    const t = terminologia(SOLUDABLE);
    expect(t.bloque).toEqual({ singular: 'dimensión', plural: 'dimensiones', femenino: true });
    expect(t.estandar).toEqual({ singular: 'criterio de evaluación', plural: 'criterios de evaluación', femenino: false });
    expect(t.evidencia).toEqual({ singular: 'evidencia', plural: 'evidencias', femenino: true });
  });

  it('keeps the generic words for terms an instance does not rename', () => {
    expect(terminologia({ terminologia: {} })).toMatchObject({
      bloque: { singular: 'bloque', plural: 'bloques', femenino: false },
      estandar: { singular: 'estándar', plural: 'estándares', femenino: false },
      paquete: { singular: 'paquete', plural: 'paquetes', femenino: false },
    });
  });

  it('guesses the gender of a renamed term from its head noun when the configuration does not say', () => {
    const t = terminologia({ terminologia: { bloque: 'dimensión', estandar: 'criterio de calidad', paquete: 'circuito' } });
    expect(t.bloque.femenino).toBe(true);
    expect(t.bloque.plural).toBe('dimensiones');
    expect(t.estandar.plural).toBe('criterios de calidad');
    expect(t.paquete.plural).toBe('circuitos');
    expect(t.estandar.femenino).toBe(false);
    expect(terminologia({ terminologia: { bloque: 'área', bloqueGenero: 'm' } }).bloque.femenino).toBe(false);
  });
});
