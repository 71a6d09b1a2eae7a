import { describe, expect, it } from 'vitest';
import { alcanzaUmbral, cifras, type NivelRegla, nivelAlcanzado, resultadoDe, type VerdictoEstandar } from './reglas.ts';

// The mark's real rule (demo process SOL-2026): no level unless every applicable essential
// standard is met; Avanzado with at least 50 % of the non-essential ones, Excelente with 75 %.
const SOL: NivelRegla[] = [
  { clave: 'AVANZADO', nombre: 'Avanzado', porcentajeEsenciales: 100, porcentajeNoEsenciales: 50, orden: 1 },
  { clave: 'EXCELENTE', nombre: 'Excelente', porcentajeEsenciales: 100, porcentajeNoEsenciales: 75, orden: 2 },
];

const std = (esencial: boolean, estadoClave: string, aplica = true): VerdictoEstandar => ({ esencial, estadoClave, aplica });
const varios = (n: number, esencial: boolean, estado: string) => Array.from({ length: n }, () => std(esencial, estado));

describe('figures by essential and non-essential standards', () => {
  it('counts met over applicable standards of each kind, with whole percentages rounded to the nearest', () => {
    const c = cifras([
      ...varios(2, true, 'C'),
      std(true, 'NC'),
      ...varios(1, false, 'C'),
      ...varios(2, false, 'PTE'),
      std(false, 'C', false),
    ]);
    expect(c.Esenciales).toEqual({ Cumple: 2, Total: 3, Porcentaje: 67 });
    expect(c.NoEsenciales).toEqual({ Cumple: 1, Total: 3, Porcentaje: 33 });
    expect(c.Total).toBe(6);
    expect(c.NumeroCumple).toBe(3);
    expect(c.PorEstado.NA).toBe(1);
  });
  it('0 % when nothing of a kind applies', () => {
    expect(cifras([std(true, 'C')]).NoEsenciales).toEqual({ Cumple: 0, Total: 0, Porcentaje: 0 });
  });
  it('without levels there is no level', () => {
    expect(cifras(varios(4, true, 'C')).Nivel).toBeNull();
  });
});

describe('the level reached', () => {
  it('SOL-2026: no level while an essential standard is not met, whatever the rest', () => {
    const c = cifras([...varios(9, true, 'C'), std(true, 'NC'), ...varios(10, false, 'C')], SOL);
    expect(c.Nivel).toBeNull();
    expect(resultadoDe(c.Nivel)).toBe('NO_ACR');
  });
  it('SOL-2026: Avanzado from 50 % of non-essential standards, Excelente from 75 %', () => {
    const base = varios(5, true, 'C');
    expect(cifras([...base, ...varios(1, false, 'C'), ...varios(3, false, 'NC')], SOL).Nivel).toBeNull();
    expect(cifras([...base, ...varios(2, false, 'C'), ...varios(2, false, 'NC')], SOL).Nivel).toEqual({
      Clave: 'AVANZADO',
      Nombre: 'Avanzado',
    });
    expect(cifras([...base, ...varios(3, false, 'C'), ...varios(1, false, 'NC')], SOL).Nivel).toEqual({
      Clave: 'EXCELENTE',
      Nombre: 'Excelente',
    });
    expect(resultadoDe(cifras([...base, ...varios(3, false, 'C')], SOL).Nivel)).toBe('ACR');
  });
  it('standards marked not applicable leave the shares (they neither count for nor against)', () => {
    const c = cifras([...varios(2, true, 'C'), std(true, 'NC', false), ...varios(3, false, 'C'), std(false, 'NC')], SOL);
    expect(c.Esenciales).toEqual({ Cumple: 2, Total: 2, Porcentaje: 100 });
    expect(c.Nivel?.Clave).toBe('EXCELENTE');
  });
  it('compares exactly, not on the rounded percentage: 2 of 3 (66.7 %) does not reach 67 %', () => {
    expect(alcanzaUmbral({ Cumple: 2, Total: 3 }, 67)).toBe(false);
    expect(alcanzaUmbral({ Cumple: 2, Total: 3 }, 66)).toBe(true);
    expect(alcanzaUmbral({ Cumple: 0, Total: 0 }, 100)).toBe(true);
  });
  it('the highest level by order wins among those reached, whatever order they are given in', () => {
    const niveles: NivelRegla[] = [
      { clave: 'ORO', nombre: 'Oro', porcentajeEsenciales: 80, porcentajeNoEsenciales: 0, orden: 3 },
      { clave: 'BRONCE', nombre: 'Bronce', porcentajeEsenciales: 50, porcentajeNoEsenciales: 0, orden: 1 },
      { clave: 'PLATA', nombre: 'Plata', porcentajeEsenciales: 60, porcentajeNoEsenciales: 0, orden: 2 },
    ];
    expect(nivelAlcanzado({ Cumple: 7, Total: 10 }, { Cumple: 0, Total: 0 }, niveles)?.clave).toBe('PLATA');
    expect(nivelAlcanzado({ Cumple: 4, Total: 10 }, { Cumple: 0, Total: 0 }, niveles)).toBeNull();
  });
  it('the level follows the levels given: the same verdicts reach another level when they change', () => {
    const v = [...varios(4, true, 'C'), ...varios(3, false, 'C'), ...varios(2, false, 'NC')];
    expect(cifras(v, SOL).Nivel?.Clave).toBe('AVANZADO');
    const masLaxo = SOL.map((n) => (n.clave === 'EXCELENTE' ? { ...n, porcentajeNoEsenciales: 60 } : n));
    expect(cifras(v, masLaxo).Nivel?.Clave).toBe('EXCELENTE');
  });
});
