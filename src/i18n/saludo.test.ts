import { describe, expect, it } from 'vitest';
import { saludo } from './saludo.ts';

describe('saludo', () => {
  it('uses the treatment and the name when both are known, agreeing with the treatment', () => {
    expect(saludo({ tratamiento: 'Dña.', nombre: 'Ana López' })).toBe('Estimada Dña. Ana López:');
    expect(saludo({ tratamiento: 'D.', nombre: 'Luis Pérez' })).toBe('Estimado D. Luis Pérez:');
    expect(saludo({ tratamiento: 'Dr.', nombre: 'Luis Pérez' })).toBe('Estimado/a Dr. Luis Pérez:');
  });
  it('falls back to Estimado/a without a treatment, and without a name', () => {
    expect(saludo({ tratamiento: '', nombre: 'Ana López' })).toBe('Estimado/a Ana López:');
    expect(saludo({ tratamiento: null, nombre: 'Ana López' })).toBe('Estimado/a Ana López:');
    expect(saludo({ tratamiento: 'Dña.', nombre: ' ' })).toBe('Estimado/a:');
    expect(saludo({})).toBe('Estimado/a:');
  });
});
