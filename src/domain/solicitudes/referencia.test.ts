import { describe, expect, it } from 'vitest';
import { formatoReferencia, prefijoReferencia } from './referencia.ts';

describe('request references', () => {
  it('SOL-<year>-NNNNNN from the highest number used', () => {
    expect(prefijoReferencia('2026-03-01')).toBe('SOL-2026-');
    expect(formatoReferencia('SOL-2026-', null)).toBe('SOL-2026-000001');
    expect(formatoReferencia('SOL-2026-', 41)).toBe('SOL-2026-000042');
    expect(formatoReferencia('SOL-2027-', 999_999)).toBe('SOL-2027-1000000');
  });
});
