import { describe, expect, it } from 'vitest';
import { displayName, localidadBelongsToMunicipio, municipioBelongsToProvincia, municipioOf, provinciaOf } from './codigos.ts';

describe('prefix rule', () => {
  it.each([
    [1001, 1, true], // Alegría-Dulantzi, Araba/Álava (4 digits)
    [3014, 3, true], // Alicante
    [28079, 28, true], // Madrid (5 digits)
    [29067, 29, true],
    [28079, 2, false],
    [29067, 28, false],
    [1001, 10, false],
    [10010, 1, false],
    [123, 1, false], // too short
    [123456, 12, false], // too long
  ])('municipio %i in provincia %i -> %s', (m, p, ok) => {
    expect(municipioBelongsToProvincia(m, p)).toBe(ok);
  });

  it.each([
    [10010001, 1001, true], // 8 digits
    [280790001, 28079, true], // 9 digits
    [280790001, 28078, false],
    [10010001, 10010, false],
    [2807900, 28079, false], // 7 digits
  ])('localidad %i in municipio %i -> %s', (l, m, ok) => {
    expect(localidadBelongsToMunicipio(l, m)).toBe(ok);
  });

  it('derives parents', () => {
    expect(provinciaOf(8019)).toBe(8);
    expect(provinciaOf(52001)).toBe(52);
    expect(provinciaOf(-5)).toBeNull();
    expect(provinciaOf(1.5)).toBeNull();
    expect(municipioOf(460250001)).toBe(46025);
  });
});

describe('displayName', () => {
  it.each([
    ['Coruña, A', 'A Coruña'],
    ['Palmas de Gran Canaria, Las', 'Las Palmas de Gran Canaria'],
    ['Rozas de Madrid, Las', 'Las Rozas de Madrid'],
    ["Alfàs del Pi, l'", "l'Alfàs del Pi"],
    ['Bonillo, El', 'El Bonillo'],
    ["Vall d'Uixó, la", "la Vall d'Uixó"],
    ['Madrid', 'Madrid'],
    ['Alicante/Alacant', 'Alicante/Alacant'],
    ['  Toledo ', 'Toledo'],
  ])('%s -> %s', (ine, shown) => {
    expect(displayName(ine)).toBe(shown);
  });
});
