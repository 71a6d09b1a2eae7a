import { describe, expect, it } from 'vitest';
import { CLAVES_ESCRITURA_ETIQUETAS, etiquetaSchema, TIPOS_ETIQUETA } from './etiquetas.ts';

describe('tag types', () => {
  it('each type is managed by one permission key, and the API rule lists exactly those keys', () => {
    expect(TIPOS_ETIQUETA.EST).toBe('MANUALES');
    expect(TIPOS_ETIQUETA.USU).toBe('PERSONAS');
    expect([...CLAVES_ESCRITURA_ETIQUETAS].sort()).toEqual(
      ['ACTUACIONES', 'GEST_COMUNIC', 'GEST_CONSULTAS', 'HISTORICO', 'MANUALES', 'PERSONAS'].sort(),
    );
  });
  it('the payload needs name, #rrggbb colour and a known type', () => {
    expect(etiquetaSchema.safeParse({ nombre: 'A', color: '#a1B2c3', tipoClave: 'MAN' }).success).toBe(true);
    expect(etiquetaSchema.safeParse({ nombre: 'A', color: '#a1B2c', tipoClave: 'MAN' }).success).toBe(false);
    expect(etiquetaSchema.safeParse({ nombre: 'A', color: '#a1B2c3', tipoClave: 'ZZZ' }).success).toBe(false);
  });
});
