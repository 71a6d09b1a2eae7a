import type { Instancia } from '../db/schema/instancias.ts';
import { type Termino, type Terminologia, terminologia } from '../domain/instancias.ts';

const cap = (s: string) => s.charAt(0).toLocaleUpperCase('es-ES') + s.slice(1);

/**
 * Texts that name a domain term, built from the instance's words (domain/instancias.ts) so
 * that Soludable reads "Nueva dimensión" and "7 dimensiones" where the generic product says
 * "Nuevo bloque" and "7 bloques".
 */
export const textosTermino = {
  nuevo: (t: Termino) => `${t.femenino ? 'Nueva' : 'Nuevo'} ${t.singular}`,
  alta: (t: Termino) => `Alta de ${t.singular}`,
  editar: (t: Termino) => `Editar ${t.singular}`,
  cuenta: (n: number, t: Termino) => (n === 1 ? `1 ${t.singular}` : `${n.toLocaleString('es-ES')} ${t.plural}`),
  sinResultados: (t: Termino) => `No hay ${t.plural} que coincidan con la búsqueda`,
  noEncontrado: (t: Termino) => `No se ha encontrado ${t.femenino ? 'la' : 'el'} ${t.singular}`,
  delManual: (t: Termino) => `${cap(t.plural)} del manual`,
  ver: (t: Termino) => `Ver ${t.femenino ? 'las' : 'los'} ${t.plural}`,
  sinHijos: (padre: Termino, hijo: Termino) =>
    `${padre.femenino ? 'Esta' : 'Este'} ${padre.singular} aún no tiene ${hijo.plural}`,
} as const;

/**
 * The instance's words for labels and headings, capitalised ("Dimensión", "Criterios de
 * evaluación"), plus the terms themselves (`termino`) for the texts above.
 */
export function terminos(instancia: Pick<Instancia, 'terminologia'>) {
  const termino: Terminologia = terminologia(instancia);
  return {
    termino,
    bloque: cap(termino.bloque.singular),
    bloques: cap(termino.bloque.plural),
    estandar: cap(termino.estandar.singular),
    estandares: cap(termino.estandar.plural),
    evidencia: cap(termino.evidencia.singular),
    evidencias: cap(termino.evidencia.plural),
    paquete: cap(termino.paquete.singular),
    paquetes: cap(termino.paquete.plural),
  };
}

export type Terminos = ReturnType<typeof terminos>;
