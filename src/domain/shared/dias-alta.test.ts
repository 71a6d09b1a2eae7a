import { describe, expect, it } from 'vitest';
import { fechaFiltro, inicioDiaMadrid, inicioDiaSiguienteMadrid } from './dias-alta.ts';

describe('Madrid day bounds', () => {
  it('winter (UTC+1) and summer (UTC+2) days, and the day after', () => {
    expect(inicioDiaMadrid('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(inicioDiaMadrid('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
    expect(inicioDiaSiguienteMadrid('2026-12-31')).toBe('2026-12-31T23:00:00.000Z');
    // The day clocks go forward (29 March 2026) still starts at UTC+1 midnight.
    expect(inicioDiaMadrid('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
  });
  it('filter dates in either format; invalid is null, empty undefined', () => {
    expect(fechaFiltro('05/03/2026')).toBe('2026-03-05');
    expect(fechaFiltro('2026-03-05')).toBe('2026-03-05');
    expect(fechaFiltro('31/02/2026')).toBeNull();
    expect(fechaFiltro('')).toBeUndefined();
  });
});
