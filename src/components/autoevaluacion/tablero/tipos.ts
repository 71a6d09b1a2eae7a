import type { EstandarAutoevaluacion } from '../../../domain/autoevaluacion/estandares.ts';

/**
 * What a board card shows and needs to save: a standard with its status and version. The cards
 * travel to the browser as the board's props, so each carries only what it shows (the block's
 * code and colour, not its name).
 */
export interface Tarjeta {
  EstandarId: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  Bloque: { Codigo: string | null; Color: string | null };
  Estado: string;
  Version: number;
  Usuarios: string[];
}

export const tarjetaDe = (e: EstandarAutoevaluacion): Tarjeta => ({
  EstandarId: e.EstandarId,
  Codigo: e.Estandar.Codigo,
  Descripcion: e.Estandar.Descripcion,
  Esencial: e.Estandar.Esencial,
  Bloque: { Codigo: e.Estandar.Bloque.Codigo, Color: e.Estandar.Bloque.Color },
  Estado: e.Estado.Clave,
  Version: e.Version,
  Usuarios: e.Usuarios.map((u) => u.NombreCompleto),
});
