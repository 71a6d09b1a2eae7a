import { describe, expect, it } from 'vitest';
import { estaVigente, situacion } from './vigencia.ts';

const base = { fechaPublicacion: '2026-01-10', fechaVigencia: '2029-01-09', fechaRevocacion: null, fechaSuspension: null };

describe('the in-force rule', () => {
  it('holds between publication and validity, both days included', () => {
    expect(estaVigente(base, '2026-01-10')).toBe(true);
    expect(estaVigente(base, '2029-01-09')).toBe(true);
    expect(estaVigente(base, '2026-01-09')).toBe(false);
    expect(estaVigente(base, '2029-01-10')).toBe(false);
  });
  it('never holds with a revocation or suspension date, or without both dates', () => {
    expect(estaVigente({ ...base, fechaRevocacion: '2027-01-01' }, '2026-06-01')).toBe(false);
    expect(estaVigente({ ...base, fechaSuspension: '2027-01-01' }, '2026-06-01')).toBe(false);
    expect(estaVigente({ ...base, fechaVigencia: null }, '2026-06-01')).toBe(false);
    expect(estaVigente({ ...base, fechaPublicacion: null }, '2026-06-01')).toBe(false);
  });
  it('names the situation the verification page shows', () => {
    expect(situacion(base, '2026-06-01')).toBe('VIGENTE');
    expect(situacion(base, '2030-01-01')).toBe('CADUCADA');
    expect(situacion(base, '2025-01-01')).toBe('NO_PUBLICADA');
    expect(situacion({ ...base, fechaRevocacion: '2026-05-01' }, '2026-06-01')).toBe('REVOCADA');
    expect(situacion({ ...base, fechaSuspension: '2026-05-01' }, '2026-06-01')).toBe('SUSPENDIDA');
    // A date that exists counts, even for a later day (the in-force rule says the same).
    expect(situacion({ ...base, fechaSuspension: '2026-09-01' }, '2026-06-01')).toBe('SUSPENDIDA');
    expect(situacion({ ...base, fechaRevocacion: '2026-09-01' }, '2026-06-01')).toBe('REVOCADA');
  });
});
