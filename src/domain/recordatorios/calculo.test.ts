import { describe, expect, it } from 'vitest';
import { DIAS_RECUPERACION, diaDeEnvio, diasEntre, fechaEs, sumarDias, toca, ventanaHitos } from './calculo.ts';

describe('day arithmetic', () => {
  it('adds and subtracts days across month, year and leap-day ends', () => {
    expect(sumarDias('2026-03-31', -15)).toBe('2026-03-16');
    expect(sumarDias('2026-01-31', 1)).toBe('2026-02-01');
    expect(sumarDias('2026-12-20', 15)).toBe('2027-01-04');
    expect(sumarDias('2028-03-01', -1)).toBe('2028-02-29');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
    // The spring DST change in Madrid (29 March 2026) does not shift anything: UTC arithmetic.
    expect(sumarDias('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts days between two dates, signed', () => {
    expect(diasEntre('2026-03-16', '2026-03-31')).toBe(15);
    expect(diasEntre('2026-03-31', '2026-03-16')).toBe(-15);
    expect(diasEntre('2026-12-31', '2027-01-01')).toBe(1);
    expect(diasEntre('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('formats {fecha} as dd/mm/yyyy', () => {
    expect(fechaEs('2026-03-05')).toBe('05/03/2026');
  });
});

describe('which templates fire on which day', () => {
  it('negative dias fire before the milestone, positive after, zero on it', () => {
    expect(diaDeEnvio('2026-03-31', -15)).toBe('2026-03-16');
    expect(diaDeEnvio('2026-02-26', 3)).toBe('2026-03-01');
    expect(toca('2026-03-16', '2026-03-31', -15)).toBe(true);
    expect(toca('2026-03-01', '2026-02-26', 3)).toBe(true);
    expect(toca('2026-03-31', '2026-03-31', 0)).toBe(true);
  });

  it('does not fire before the send day', () => {
    expect(toca('2026-03-15', '2026-03-31', -15)).toBe(false);
    expect(toca('2026-02-28', '2026-02-26', 3)).toBe(false);
  });

  it('catches up a send day at most 7 days old, never an older one', () => {
    expect(DIAS_RECUPERACION).toBe(7);
    expect(toca('2026-03-23', '2026-03-31', -15)).toBe(true); // 7 days late
    expect(toca('2026-03-24', '2026-03-31', -15)).toBe(false); // 8 days late
  });

  it('gives the milestone window matching toca, across a month end', () => {
    const w = ventanaHitos('2026-03-02', -15);
    expect(w).toEqual({ desde: '2026-03-10', hasta: '2026-03-17' });
    // Every day of the window fires; the days just outside do not.
    for (let d = 0; d <= 7; d++) expect(toca('2026-03-02', sumarDias(w.desde, d), -15)).toBe(true);
    expect(toca('2026-03-02', sumarDias(w.desde, -1), -15)).toBe(false);
    expect(toca('2026-03-02', sumarDias(w.hasta, 1), -15)).toBe(false);
    expect(ventanaHitos('2026-03-01', 3)).toEqual({ desde: '2026-02-19', hasta: '2026-02-26' });
  });
});
