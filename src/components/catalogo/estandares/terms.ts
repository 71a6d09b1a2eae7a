/** "E1 · Descripción" cut to a readable length for selects and pickers. */
export function etiquetaDe(codigo: string | null, texto: string | null, max = 90): string {
  const full = [codigo, texto].filter(Boolean).join(' · ');
  return full.length > max ? `${full.slice(0, max - 1)}…` : full;
}
