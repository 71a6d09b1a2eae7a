import { describe, expect, it } from 'vitest';
import { CSV_ALFABETO, csvBuscado, esCsv, generarCsv, normalizarCsv } from './csv.ts';
import { esElegible } from './elegibles.ts';
import { estadoSegunFechas } from './estado.ts';

describe('verification code (CSV)', () => {
  it('is ACR and five groups of five unambiguous symbols, over 100 bits, different each time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generarCsv()));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(c).toMatch(/^ACR(-[2-9A-HJKMNP-TV-Z]{5}){5}$/);
    expect(25 * Math.log2(CSV_ALFABETO.length)).toBeGreaterThan(100);
    expect(CSV_ALFABETO).not.toMatch(/[01ILOU]/);
  });

  it('uses every symbol evenly (no modulo bias) from the random source', () => {
    // 256 % 30 = 16: bytes 240..255 are dropped, so 0..239 map to each symbol 8 times.
    let n = 0;
    const code = generarCsv((buf) => buf.map(() => (n++ % 2 === 0 ? 250 : 0)));
    expect(code).toBe('ACR-22222-22222-22222-22222-22222');
  });

  it('normalises what people type or scan: case, spaces, dashes, the prefix optional', () => {
    const c = generarCsv();
    expect(normalizarCsv(c.toLowerCase())).toBe(c);
    expect(normalizarCsv(c.replace(/-/g, ' '))).toBe(c);
    expect(normalizarCsv(c.slice(4))).toBe(c);
    expect(esCsv(c)).toBe(true);
    expect(normalizarCsv('ACR-0000')).toBeNull();
    expect(normalizarCsv(`${c.slice(0, -1)}O`)).toBeNull();
  });
});

describe('status by the dates and eligible projects', () => {
  const f = (p: string, v: string, r: string | null = null, s: string | null = null) => ({
    fechaPublicacion: p,
    fechaVigencia: v,
    fechaRevocacion: r,
    fechaSuspension: s,
  });
  it('REV with a revocation, CAD after the validity, VIG from publication, PRE before', () => {
    expect(estadoSegunFechas(f('2026-01-01', '2027-01-01', '2026-02-01'), '2026-03-01')).toBe('REV');
    expect(estadoSegunFechas(f('2026-01-01', '2026-02-01'), '2026-03-01')).toBe('CAD');
    expect(estadoSegunFechas(f('2026-01-01', '2026-03-01'), '2026-03-01')).toBe('VIG');
    expect(estadoSegunFechas(f('2026-01-01', '2027-01-01', null, '2026-02-01'), '2026-03-01')).toBe('VIG');
    expect(estadoSegunFechas(f('2026-04-01', '2027-01-01'), '2026-03-01')).toBe('PRE');
  });
  it('only projects in progress in FIN-INI and the follow-up phases', () => {
    for (const fase of ['FIN-INI', 'AUT-SEG', 'EVA-SEG', 'AUT-SEG-EST', 'EVA-SEG-EST', 'FIN-SEG'])
      expect(esElegible({ faseClave: fase, estadoClave: 'CURSO' })).toBe(true);
    expect(esElegible({ faseClave: 'FIN-INI', estadoClave: 'FIN' })).toBe(false);
    for (const fase of ['AUT-INI', 'EVA-INI', 'AUT-INI-EST', 'EVA-INI-EST'])
      expect(esElegible({ faseClave: fase, estadoClave: 'CURSO' })).toBe(false);
  });
});

describe('csvBuscado', () => {
  it('reads a generated code in any case, with spaces, without dashes or prefix', () => {
    const codigo = 'ACR-7KD3M-Q9XWE-2HNPA-VT4ZC-8RBYF';
    for (const escrito of [codigo.toLowerCase(), 'ACR7KD3MQ9XWE2HNPAVT4ZC8RBYF', ' 7kd3m q9xwe 2hnpa vt4zc 8rbyf ', codigo])
      expect(csvBuscado(escrito)).toBe(codigo);
  });

  it('keeps any other code in upper case without spaces, as such codes are stored', () => {
    expect(csvBuscado(' test-vig-0001 aaaa ')).toBe('TEST-VIG-0001AAAA');
  });
});
