import type { ProyectosEnlazados } from '../../domain/mis-proyectos/enlace-area.ts';

/** One entry of the switcher: the project by code and centre, its phase, and its area (read-only or not). */
interface ProyectoMenu {
  Id: number;
  Codigo: string;
  Centro: string;
  Fase: string;
  href: string;
  soloLectura: boolean;
}

/** What the switcher shows: the other projects (a first page of them) and how many the person holds. */
export interface SelectorProyectos {
  otros: ProyectoMenu[];
  total: number;
}

/**
 * The switcher of an area showing project `actualId`: the person's other projects whose area
 * lets them in, each linked as the area's gate answered (`enlaces`, listEnlacesArea: the
 * chooser's rule, so it never offers a page that refuses), marked where they only read; null
 * when they hold fewer than two (nothing to switch to).
 */
export function selectorDe(page: ProyectosEnlazados, actualId: number): SelectorProyectos | null {
  if (page.total < 2) return null;
  const otros = page.records.flatMap((r, i) => {
    const enlace = page.enlaces[i];
    return r.Id !== undefined && r.Id !== actualId && enlace
      ? [
          {
            Id: r.Id,
            Codigo: r.Codigo ?? '',
            Centro: r.Centro ?? '',
            Fase: r.Fase?.Nombre ?? '',
            href: enlace.ir,
            soloLectura: enlace.soloLectura,
          },
        ]
      : [];
  });
  return { otros, total: page.total };
}
