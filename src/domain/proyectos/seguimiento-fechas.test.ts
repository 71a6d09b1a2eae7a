import { describe, expect, it } from 'vitest';
import { erroresFechasSeguimiento, limiteEvaluacion, plazoSeguimiento, proponerFechas } from './seguimiento-fechas.ts';

describe('proponerFechas: the follow-up dates from the phase terms', () => {
  it('adds the follow-up terms in turn, across month and year ends', () => {
    expect(proponerFechas('2026-12-15', { 'AUT-SEG': 30, 'EVA-SEG': 20 })).toEqual({
      fechaInicio: '2026-12-15',
      fechaLimite: '2027-01-14',
      fechaLimiteSiguiente: '2027-02-03',
    });
  });

  it('falls back on the first cycle’s terms, and proposes nothing where none is set', () => {
    expect(plazoSeguimiento({ 'AUT-INI': 90, 'EVA-SEG': 10 }, 'AUT-SEG')).toBe(90);
    expect(plazoSeguimiento({ 'AUT-INI': 90, 'EVA-SEG': 10 }, 'EVA-SEG')).toBe(10);
    expect(proponerFechas('2026-03-02', { 'EVA-INI': 60 })).toEqual({
      fechaInicio: '2026-03-02',
      fechaLimite: null,
      fechaLimiteSiguiente: null,
    });
    expect(proponerFechas('2026-03-02', { 'AUT-INI': 10 }).fechaLimiteSiguiente).toBeNull();
  });
});

describe('limiteEvaluacion: the deadline of the evaluation a finished self-assessment opens', () => {
  it('is the next deadline agreed at Configurar while it is ahead', () => {
    expect(limiteEvaluacion({ fechaLimiteSiguiente: '2027-02-03', hoy: '2027-01-10', plazo: 20 })).toBe('2027-02-03');
  });

  it('is today plus the process term without one (first cycle) or once it has passed', () => {
    expect(limiteEvaluacion({ fechaLimiteSiguiente: null, hoy: '2026-12-20', plazo: 20 })).toBe('2027-01-09');
    expect(limiteEvaluacion({ fechaLimiteSiguiente: '2027-01-10', hoy: '2027-01-10', plazo: 5 })).toBe('2027-01-15');
    expect(limiteEvaluacion({ fechaLimiteSiguiente: null, hoy: '2026-12-20', plazo: null })).toBeNull();
  });
});

describe('erroresFechasSeguimiento: what opening follow-up refuses (server and form alike)', () => {
  const hoy = '2026-03-02';
  it('accepts a next deadline after today and after the deadline, which is not before the start', () => {
    expect(erroresFechasSeguimiento({ inicio: '2026-03-09', limite: '2026-06-07', siguiente: '2026-08-06' }, hoy)).toEqual({});
    expect(erroresFechasSeguimiento({ inicio: '2026-03-02', limite: null, siguiente: '2026-03-03' }, hoy)).toEqual({});
  });

  it('says each broken rule under its field, in the spec’s words', () => {
    expect(erroresFechasSeguimiento({ inicio: '2026-03-09', limite: null, siguiente: '2026-03-02' }, hoy)).toEqual({
      fechaLimiteSiguiente: ['La fecha debe ser posterior a la de hoy'],
    });
    expect(erroresFechasSeguimiento({ inicio: '2026-03-09', limite: '2026-06-07', siguiente: '2026-05-01' }, hoy)).toEqual({
      fechaLimiteSiguiente: ['La fecha límite siguiente no puede ser anterior a la fecha límite de la autoevaluación'],
    });
    expect(erroresFechasSeguimiento({ inicio: '2026-03-09', limite: '2026-03-08', siguiente: '2026-02-01' }, hoy)).toEqual({
      fechaLimite: ['La fecha límite no puede ser anterior a la fecha de inicio prevista'],
      fechaLimiteSiguiente: ['La fecha debe ser posterior a la de hoy'],
    });
  });
});
