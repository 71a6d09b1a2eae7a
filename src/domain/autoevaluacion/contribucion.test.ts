import { describe, expect, it } from 'vitest';
import { autoevaluacionContribucion as t } from '../../i18n/autoevaluacion.ts';
import { motivoSoloLectura } from './contribucion.ts';

describe('motivoSoloLectura', () => {
  it('lets an open self-assessment (CURSO) take contributions', () => {
    expect(motivoSoloLectura({ estadoClave: 'CURSO' })).toBeNull();
  });
  it('says why a finished, expired or not yet started one is read-only', () => {
    expect(motivoSoloLectura({ estadoClave: 'FIN' })).toBe(t.finalizada);
    expect(motivoSoloLectura({ estadoClave: 'EXP' })).toBe(t.expirada);
    expect(motivoSoloLectura({ estadoClave: 'PTE-EST' })).toBe(t.noAbierta);
  });
});
