import { describe, expect, it } from 'vitest';
import type { EnlaceArea } from '../../domain/mis-proyectos/enlace-area.ts';
import { areaDe } from '../../domain/mis-proyectos/entrada.ts';
import type { Pendientes } from '../../domain/mis-proyectos/pendientes.ts';
import { avisosDe as avisosCon } from './avisos.ts';

const registro = (Id: number, TipoClave: string) => ({
  Autoevaluacion: { Id, Fase: { Clave: `${TipoClave}-INI`, TipoClave }, Estado: { Clave: 'CURSO' } },
});
/** Nothing pending, in the order of the lines: the person's own work, then the evaluation team's. */
const nada: Pendientes = {
  EstandaresAsignados: 0,
  Tareas: { Abiertas: 0, Vencidas: 0, ProximaFecha: null },
  EquipoEvaluacion: false,
  SinValorar: null,
  Subsanacion: null,
  Publicacion: null,
};
const todo = () => true;
/** The gate's answers the page passes: records 1, 3 (self-assessments) and 4 (an evaluation) let the user in. */
const abiertos: ReadonlyMap<number, EnlaceArea | null> = new Map(
  [registro(1, 'AUT'), registro(3, 'AUT'), registro(4, 'EVA')].map(({ Autoevaluacion: a }) => [
    a.Id,
    { ir: areaDe(a), soloLectura: false },
  ]),
);
const avisosDe = (
  p: Parameters<typeof avisosCon>[0],
  n: Pendientes,
  usuarioId: number,
  puedeAbrir: (href: string) => boolean,
  enlaces = abiertos,
) => avisosCon(p, n, usuarioId, puedeAbrir, enlaces);

describe('the lines of "what needs you" in the chooser', () => {
  it('nothing pending gives no line', () => {
    expect(avisosDe(registro(1, 'AUT'), nada, 7, todo)).toEqual([]);
  });

  it("a self-assessment's assigned standards and tasks, linked to the person's standards and the tasks page", () => {
    const avisos = avisosDe(
      registro(1, 'AUT'),
      { ...nada, EstandaresAsignados: 3, Tareas: { Abiertas: 2, Vencidas: 1, ProximaFecha: '2026-12-05' } },
      7,
      todo,
    );
    expect(avisos).toEqual([
      {
        clave: 'estandares',
        texto: '3 estándares asignados a usted sin terminar',
        href: '/autoevaluacion/1/estandares?usuarioId=7',
        tono: 'pendiente',
      },
      {
        clave: 'tareas',
        texto: '2 tareas suyas abiertas, 1 fuera de plazo; la próxima vence el 05/12/2026',
        href: '/autoevaluacion/1/tareas',
        tono: 'urgente',
      },
    ]);
  });

  it("the evaluation team: what is left to value, the round from the evaluation's side, the result", () => {
    const avisos = avisosDe(
      registro(4, 'EVA'),
      {
        ...nada,
        EquipoEvaluacion: true,
        SinValorar: 1,
        Subsanacion: { Numero: 2, FechaLimite: '2026-12-18', AutoevaluacionId: 3, SinResponder: 2 },
        Publicacion: { Lista: false, FaltaInforme: true },
      },
      9,
      todo,
    );
    expect(avisos.map((a) => [a.texto, a.href])).toEqual([
      ['1 estándar sin valorar', '/evaluacion/4/estandares'],
      ['Subsanación n.º 2 abierta hasta el 18/12/2026 (2 estándares sin responder por el centro)', '/evaluacion/4/subsanacion'],
      ['Resultado sin publicar: falta adjuntar el informe', '/evaluacion/4/resultado'],
    ]);
    const lista = avisosDe(
      registro(4, 'EVA'),
      { ...nada, EquipoEvaluacion: true, SinValorar: 0, Publicacion: { Lista: true, FaltaInforme: false } },
      9,
      todo,
    );
    expect(lista.map((a) => [a.texto, a.tono])).toEqual([
      ['Todos los estándares valorados', 'listo'],
      ['Resultado listo para publicar', 'listo'],
    ]);
  });

  it("the centre's team answers the round on its own self-assessment", () => {
    const avisos = avisosDe(
      registro(4, 'EVA'),
      { ...nada, Subsanacion: { Numero: 1, FechaLimite: '2026-12-18', AutoevaluacionId: 3, SinResponder: 1 } },
      5,
      todo,
    );
    // Its only line: the round's other side is the evaluation team's.
    expect(avisos).toEqual([
      {
        clave: 'subsanacion',
        texto: 'Subsanación n.º 1: 1 estándar por responder hasta el 18/12/2026',
        href: '/autoevaluacion/3/subsanacion',
        tono: 'urgente',
      },
    ]);
  });

  it('drops a link the page guard would refuse, keeping the line', () => {
    const [a] = avisosDe(
      registro(4, 'EVA'),
      { ...nada, EquipoEvaluacion: true, Publicacion: { Lista: true, FaltaInforme: false } },
      9,
      (h) => !h.endsWith('/resultado'),
    );
    expect(a).toMatchObject({ texto: 'Resultado listo para publicar', href: null });
  });

  it("drops every link into an area whose gate refused the user (the chooser's card offers none either), keeping the lines", () => {
    const pendiente = {
      ...nada,
      EstandaresAsignados: 2,
      Tareas: { Abiertas: 1, Vencidas: 0, ProximaFecha: null },
      SinValorar: 1,
    };
    const refusado = avisosDe(registro(1, 'AUT'), pendiente, 7, todo, new Map([[1, null]]));
    expect(refusado.map((a) => [a.clave, a.href])).toEqual([
      ['estandares', null],
      ['tareas', null],
      ['valorar', null],
    ]);
    // The centre's round is answered on its self-assessment: that record's gate decides.
    const ronda = { ...nada, Subsanacion: { Numero: 1, FechaLimite: '2026-12-18', AutoevaluacionId: 3, SinResponder: 1 } };
    expect(
      avisosDe(registro(4, 'EVA'), ronda, 5, todo, new Map([[4, { ir: '/evaluacion/4', soloLectura: true }]]))[0]?.href,
    ).toBeNull();
  });

  it('a project without a self-assessment has no line', () => {
    expect(avisosDe({ Autoevaluacion: null }, { ...nada, EstandaresAsignados: 1 }, 1, todo)).toEqual([]);
  });
});
