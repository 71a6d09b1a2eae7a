import { describe, expect, it } from 'vitest';
import { nuevaReferencia } from './referencia.ts';

describe('nuevaReferencia', () => {
  it('is the year in Spain and six characters that do not read alike', () => {
    const bytes = (b: Uint8Array) => b.fill(0).map((_, i) => [0, 31, 32, 8, 24, 255][i] as number);
    // 31 December 23:30 UTC is already New Year in Madrid.
    expect(nuevaReferencia(new Date('2026-12-31T23:30:00Z'), bytes)).toBe('CON-2027-A9AJ29');
    for (let i = 0; i < 50; i++)
      expect(nuevaReferencia(new Date('2026-03-01T10:00:00Z'))).toMatch(/^CON-2026-[A-HJ-NP-Z2-9]{6}$/);
  });
});
