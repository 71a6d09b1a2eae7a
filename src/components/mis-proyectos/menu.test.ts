import { describe, expect, it } from 'vitest';
import type { EnlaceArea } from '../../domain/mis-proyectos/enlace-area.ts';
import { areaDe } from '../../domain/mis-proyectos/entrada.ts';
import { selectorDe } from './menu.ts';

const p = (Id: number, TipoClave: string | null) => ({
  Id,
  Codigo: `PRY-2026-000${Id}`,
  Centro: `Centro ${Id}`,
  Fase: { Clave: 'X', Nombre: TipoClave === 'AUT' ? 'Autoevaluación' : 'Evaluación', TipoClave: TipoClave ?? 'AUT' },
  Autoevaluacion: TipoClave ? { Id: Id * 10, Fase: { Clave: `${TipoClave}-INI`, TipoClave }, Estado: { Clave: 'CURSO' } } : null,
});
/** The gate's answer for each project, as listEnlacesArea gives it: in by default. */
const enlazados = (records: ReturnType<typeof p>[], total: number, enlaces: (EnlaceArea | null | undefined)[] = []) => ({
  records,
  total,
  enlaces: records.map((r, i) =>
    enlaces[i] !== undefined
      ? (enlaces[i] ?? null)
      : r.Autoevaluacion
        ? { ir: areaDe(r.Autoevaluacion), soloLectura: false }
        : null,
  ),
});

describe('the project switcher of the areas', () => {
  it('is absent for a person with one project', () => {
    expect(selectorDe(enlazados([p(1, 'AUT')], 1), 1)).toBeNull();
  });
  it("lists the other projects with an area, each linked to its area, and the person's total", () => {
    const s = selectorDe(enlazados([p(1, 'AUT'), p(2, 'EVA'), p(3, null), p(4, 'AUT')], 4), 1);
    expect(s).toEqual({
      total: 4,
      otros: [
        { Id: 2, Codigo: 'PRY-2026-0002', Centro: 'Centro 2', Fase: 'Evaluación', href: '/evaluacion/20', soloLectura: false },
        {
          Id: 4,
          Codigo: 'PRY-2026-0004',
          Centro: 'Centro 4',
          Fase: 'Autoevaluación',
          href: '/autoevaluacion/40',
          soloLectura: false,
        },
      ],
    });
  });
  it("leaves out a project whose area's gate refuses the person, and marks one they only read", () => {
    const s = selectorDe(
      enlazados([p(1, 'AUT'), p(2, 'EVA'), p(3, 'EVA')], 3, [undefined, null, { ir: '/evaluacion/30', soloLectura: true }]),
      1,
    );
    expect(s?.otros.map((o) => [o.Id, o.href, o.soloLectura])).toEqual([[3, '/evaluacion/30', true]]);
  });
  it('in a project the person does not hold (staff), lists all of theirs', () => {
    expect(selectorDe(enlazados([p(1, 'AUT'), p(2, 'EVA')], 2), 9)?.otros.map((o) => o.Id)).toEqual([1, 2]);
  });
});
