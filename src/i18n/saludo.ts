/**
 * The greeting of every mail. The treatment (the sexo's tratamiento: D., Dña.) is used with
 * the name when both are known, and "Estimado" agrees with it; otherwise "Estimado/a".
 */
const ESTIMADO: Record<string, string> = { 'D.': 'Estimado', 'Dña.': 'Estimada' };
const NEUTRO = 'Estimado/a';

export interface Saludado {
  nombre?: string | null;
  tratamiento?: string | null;
}

export function saludo(p: Saludado): string {
  const nombre = p.nombre?.trim();
  const tratamiento = p.tratamiento?.trim();
  if (!nombre) return `${NEUTRO}:`;
  if (!tratamiento) return `${NEUTRO} ${nombre}:`;
  return `${ESTIMADO[tratamiento] ?? NEUTRO} ${tratamiento} ${nombre}:`;
}
