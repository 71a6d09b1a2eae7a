import { describe, expect, it } from 'vitest';
import { selectorDe } from './menu.ts';

const p = (Id: number, TipoClave: string | null) => ({
  Id,
  Codigo: `PRY-2026-000${Id}`,
  Centro: `Centro ${Id}`,
  Fase: { Clave: 'X', Nombre: TipoClave === 'AUT' ? 'Autoevaluación' : 'Evaluación', TipoClave: TipoClave ?? 'AUT' },
  Autoevaluacion: TipoClave ? { Id: Id * 10, Fase: { Clave: `${TipoClave}-INI`, TipoClave }, Estado: { Clave: 'CURSO' } } : null,
});

describe('the project switcher of the areas', () => {
  it('is absent for a person with one project', () => {
    expect(selectorDe({ records: [p(1, 'AUT')], total: 1 }, 1)).toBeNull();
  });
  it("lists the other projects with an area, each linked to its area, and the person's total", () => {
    const s = selectorDe({ records: [p(1, 'AUT'), p(2, 'EVA'), p(3, null), p(4, 'AUT')], total: 4 }, 1);
    expect(s).toEqual({
      total: 4,
      otros: [
        { Id: 2, Codigo: 'PRY-2026-0002', Centro: 'Centro 2', Fase: 'Evaluación', href: '/evaluacion/20' },
        { Id: 4, Codigo: 'PRY-2026-0004', Centro: 'Centro 4', Fase: 'Autoevaluación', href: '/autoevaluacion/40' },
      ],
    });
  });
  it('in a project the person does not hold (staff), lists all of theirs', () => {
    expect(selectorDe({ records: [p(1, 'AUT'), p(2, 'EVA')], total: 2 }, 9)?.otros.map((o) => o.Id)).toEqual([1, 2]);
  });
});
