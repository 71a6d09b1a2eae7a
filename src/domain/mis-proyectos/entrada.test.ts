import { describe, expect, it } from 'vitest';
import { areaDe, destinoEntrada } from './entrada.ts';

const auto = (Id: number, TipoClave: string) => ({
  Autoevaluacion: { Id, Fase: { Clave: `${TipoClave}-INI`, TipoClave }, Estado: { Clave: 'CURSO' } },
});

describe('the /autoevaluacion entry', () => {
  it('ends the session when the user has no project', () => {
    expect(destinoEntrada(0, undefined)).toEqual({ motivo: 'sin-autoevaluacion' });
  });
  it('ends the session when the only project has no self-assessment', () => {
    expect(destinoEntrada(1, { Autoevaluacion: null })).toEqual({ motivo: 'sin-proyecto' });
  });
  it('with one project opens its record (linked by the area rule, through the gate: getEnlaceArea)', () => {
    expect(destinoEntrada(1, auto(4, 'AUT'))).toEqual({ abrir: auto(4, 'AUT').Autoevaluacion });
    expect(destinoEntrada(1, auto(5, 'EVA'))).toEqual({ abrir: auto(5, 'EVA').Autoevaluacion });
  });
  it('opens the self-assessment area for AUT, the evaluation area for EVA, else the root', () => {
    expect(areaDe(auto(4, 'AUT').Autoevaluacion)).toBe('/autoevaluacion/4');
    expect(areaDe(auto(5, 'EVA').Autoevaluacion)).toBe('/evaluacion/5');
    expect(areaDe(auto(6, 'FIN').Autoevaluacion)).toBe('/');
  });
  it('with several projects offers the chooser, whatever the first one is', () => {
    expect(destinoEntrada(2, auto(4, 'AUT'))).toEqual({ elegir: true });
    expect(destinoEntrada(4, auto(5, 'EVA'))).toEqual({ elegir: true });
    expect(destinoEntrada(2, { Autoevaluacion: null })).toEqual({ elegir: true });
  });
  it('links each project of the chooser by the same rule', () => {
    expect(areaDe(auto(7, 'AUT').Autoevaluacion)).toBe('/autoevaluacion/7');
    expect(areaDe(auto(8, 'EVA').Autoevaluacion)).toBe('/evaluacion/8');
  });
});
