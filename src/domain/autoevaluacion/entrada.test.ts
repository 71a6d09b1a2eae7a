import { describe, expect, it } from 'vitest';
import { destinoEntrada } from './entrada.ts';

const auto = (Id: number, TipoClave: string) => ({
  Autoevaluacion: { Id, Fase: { Clave: `${TipoClave}-INI`, TipoClave }, Estado: { Clave: 'CURSO' } },
});

describe('the /autoevaluacion entry', () => {
  it('ends the session when the user has no project', () => {
    expect(destinoEntrada(undefined)).toEqual({ motivo: 'sin-autoevaluacion' });
  });
  it('ends the session when the project has no self-assessment', () => {
    expect(destinoEntrada({ Autoevaluacion: null })).toEqual({ motivo: 'sin-proyecto' });
  });
  it('opens the self-assessment area for AUT, the evaluation area for EVA, else the root', () => {
    expect(destinoEntrada(auto(4, 'AUT'))).toEqual({ ir: '/autoevaluacion/4' });
    expect(destinoEntrada(auto(5, 'EVA'))).toEqual({ ir: '/evaluacion/5' });
    expect(destinoEntrada(auto(6, 'FIN'))).toEqual({ ir: '/' });
  });
});
