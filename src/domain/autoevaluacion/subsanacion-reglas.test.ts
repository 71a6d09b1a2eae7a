import { describe, expect, it } from 'vitest';
import { subsanacionApi as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { avisoDebido, fechaLimitePorDefecto, motivoEnRonda, vencida } from './subsanacion-reglas.ts';

const ronda = { id: 1, numero: 2, fechaLimite: '2026-05-10', estandarIds: [11, 12] };

describe('fechaLimitePorDefecto', () => {
  it('gives two months, rolling month ends back', () => {
    expect(fechaLimitePorDefecto('2026-03-02')).toBe('2026-05-02');
    expect(fechaLimitePorDefecto('2026-12-31')).toBe('2027-02-28');
  });
});

describe('motivoEnRonda: only the returned standards, only until the deadline', () => {
  const hoy = '2026-05-01';
  it('lets a contribution on a returned standard through', () => {
    expect(motivoEnRonda(ronda, hoy, { esAportacion: true, estandarIds: [12] })).toBeNull();
    // A test serving several standards: one returned is enough.
    expect(motivoEnRonda(ronda, hoy, { esAportacion: true, estandarIds: [99, 11] })).toBeNull();
  });
  it('refuses other standards, naming the standard', () => {
    expect(motivoEnRonda(ronda, hoy, { esAportacion: true, estandarIds: [13], codigo: 'E-1.3' })).toBe(
      t.estandarNoDevuelto('E-1.3'),
    );
  });
  it('refuses writes about no single standard and team changes or finishing', () => {
    expect(motivoEnRonda(ronda, hoy, { esAportacion: true })).toBe(t.soloDevueltos(2, '10/05/2026'));
    expect(motivoEnRonda(ronda, hoy, { esAportacion: false, estandarIds: [11] })).toBe(t.soloDevueltos(2, '10/05/2026'));
  });
  it('takes changes on the deadline day and refuses them after it', () => {
    expect(vencida(ronda, '2026-05-10')).toBe(false);
    expect(motivoEnRonda(ronda, '2026-05-10', { esAportacion: true, estandarIds: [11] })).toBeNull();
    expect(vencida(ronda, '2026-05-11')).toBe(true);
    expect(motivoEnRonda(ronda, '2026-05-11', { esAportacion: true, estandarIds: [11] })).toBe(t.plazoVencido('10/05/2026'));
  });
});

describe('avisoDebido: reminders 7 days and 1 day before, each threshold once', () => {
  it('is null while more than 7 days remain and after the deadline', () => {
    expect(avisoDebido('2026-05-10', '2026-05-02')).toBeNull();
    expect(avisoDebido('2026-05-10', '2026-05-11')).toBeNull();
  });
  it('answers the smallest threshold not below the days left', () => {
    expect(avisoDebido('2026-05-10', '2026-05-03')).toBe(7);
    expect(avisoDebido('2026-05-10', '2026-05-08')).toBe(7);
    expect(avisoDebido('2026-05-10', '2026-05-09')).toBe(1);
    expect(avisoDebido('2026-05-10', '2026-05-10')).toBe(1);
  });
});
