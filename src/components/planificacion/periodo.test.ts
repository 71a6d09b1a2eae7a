import { describe, expect, it } from 'vitest';
import { periodoDe } from './periodo.ts';

describe('periodoDe', () => {
  it('a month: first to last day, previous and next months', () => {
    expect(periodoDe('mensual', '2026-03-18')).toMatchObject({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      anterior: '2026-02-01',
      siguiente: '2026-04-01',
      titulo: 'marzo 2026',
    });
  });
  it('a week runs Monday to Sunday', () => {
    expect(periodoDe('semanal', '2026-03-18')).toMatchObject({
      desde: '2026-03-16',
      hasta: '2026-03-22',
      siguiente: '2026-03-23',
    });
  });
});
