import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';

describe('formatDateTime', () => {
  it('shows Madrid time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
    expect(formatDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('01/07/2026 10:05');
  });

  it('gives empty text for an invalid date', () => {
    expect(formatDateTime('no es una fecha')).toBe('');
  });
});
