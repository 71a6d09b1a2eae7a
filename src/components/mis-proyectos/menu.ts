import { areaDe } from '../../domain/mis-proyectos/entrada.ts';
import type { MiProyecto } from '../../domain/mis-proyectos/mios.ts';

/** One entry of the project switcher: the project by code and centre, its phase, and its area. */
interface ProyectoMenu {
  Id: number;
  Codigo: string;
  Centro: string;
  Fase: string;
  href: string;
}

/** What the switcher shows: the other projects (a first page of them) and how many the person holds. */
export interface SelectorProyectos {
  otros: ProyectoMenu[];
  total: number;
}

/**
 * The switcher of an area showing project `actualId`: the person's other projects that have an
 * area to open, each linked by the entry's rule (areaDe); null when they hold fewer than two
 * (nothing to switch to).
 */
export function selectorDe(page: { records: Partial<MiProyecto>[]; total: number }, actualId: number): SelectorProyectos | null {
  if (page.total < 2) return null;
  const otros = page.records.flatMap((r) =>
    r.Id !== undefined && r.Id !== actualId && r.Autoevaluacion
      ? [{ Id: r.Id, Codigo: r.Codigo ?? '', Centro: r.Centro ?? '', Fase: r.Fase?.Nombre ?? '', href: areaDe(r.Autoevaluacion) }]
      : [],
  );
  return { otros, total: page.total };
}
