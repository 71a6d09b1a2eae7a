import type { Instancia } from '../../../db/schema/instancias.ts';

/**
 * The instance's own words for the catalogue (instancias.terminologia: Soludable calls a
 * block "dimensión" and a standard "criterio de evaluación"), with the generic ones as
 * fallback. Same keys the management menu reads.
 */
export function terminos(instancia: Pick<Instancia, 'terminologia'>) {
  const of = (key: string, fallback: string) => instancia.terminologia?.[key] ?? fallback;
  const cap = (s: string) => s.charAt(0).toLocaleUpperCase('es-ES') + s.slice(1);
  return {
    bloque: cap(of('bloque', 'bloque')),
    estandar: cap(of('estandar', 'estándar')),
    estandares: cap(of('estandares', 'estándares')),
    evidencia: cap(of('evidencia', 'evidencia')),
    evidencias: cap(of('evidencias', 'evidencias')),
    paquete: cap(of('paquete', 'paquete')),
  };
}

export type Terminos = ReturnType<typeof terminos>;

/** "E1 · Descripción" cut to a readable length for selects and pickers. */
export function etiquetaDe(codigo: string | null, texto: string | null, max = 90): string {
  const full = [codigo, texto].filter(Boolean).join(' · ');
  return full.length > max ? `${full.slice(0, max - 1)}…` : full;
}
