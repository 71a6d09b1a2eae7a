import { describe, expect, it } from 'vitest';
import { toIsoDate } from './fechas.ts';

describe('toIsoDate, the one date parser', () => {
  it.each([
    ['2026-11-28', '2026-11-28'],
    ['2026-11-28T10:30', '2026-11-28'],
    ['2026-11-28T10:30:15', '2026-11-28'],
    ['2026-11-28T10:30:15.123Z', '2026-11-28'],
    ['2026-11-28T00:00:00+01:00', '2026-11-28'],
    ['2026-11-28 10:30:15', '2026-11-28'],
    ['28/11/2026', '2026-11-28'],
    ['28-11-2026', '2026-11-28'],
    [' 29/02/2024 ', '2024-02-29'],
    ['01/01/0050', '0050-01-01'],
  ])('reads %j as %s', (input, iso) => {
    expect(toIsoDate(input)).toBe(iso);
  });

  it.each([
    '31/02/2026',
    '2026-13-01',
    '2026-02-29',
    '00/01/2026',
    '01/01/0000',
    '2026-11-28T24:00',
    '2026-11-28T10:60',
    '2026-11-28T10:30:60',
    '2026-11-28T10:30+25:00',
    '28/11-2026',
    '28.11.2026',
    '2026/11/28',
    '28/11/26',
    'hoy',
  ])('refuses %j', (input) => {
    expect(toIsoDate(input)).toBeUndefined();
  });

  it('reads nothing as null', () => {
    expect(toIsoDate(undefined)).toBeNull();
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate('  ')).toBeNull();
  });
});
