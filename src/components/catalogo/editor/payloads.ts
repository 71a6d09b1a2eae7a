import type { BloqueNodo, EstandarNodo, EvidenciaNodo } from '../../../domain/catalogo/publico-arbol.ts';

// The PUT payloads rebuilt from the tree: a PUT sends the whole form and
// clears absent optional fields, so every stored value goes back with the change.

export const bloquePayload = (
  manualId: number,
  b: BloqueNodo,
  cambios: Partial<{ codigo: string; nombre: string; orden: number }> = {},
) => ({
  manualId,
  codigo: b.Codigo ?? '',
  nombre: b.Nombre ?? '',
  descripcion: b.Descripcion,
  claseCSS: b.ClaseCss ?? null,
  color: b.Color,
  orden: b.Orden,
  ...cambios,
});

export const estandarPayload = (
  manualId: number,
  bloqueId: number,
  e: EstandarNodo,
  cambios: Partial<{ codigo: string; descripcion: string; esencial: boolean }> = {},
) => ({
  manualId,
  bloqueId,
  codigo: e.Codigo,
  descripcion: e.Descripcion,
  esencial: e.Esencial,
  proposito: e.Proposito,
  observaciones: e.Observaciones,
  paqueteId: e.Paquete?.Id ?? null,
  minimo: e.Minimo,
  orden: e.Orden,
  ...cambios,
});

export const evidenciaPayload = (
  manualId: number,
  estandarId: number,
  v: EvidenciaNodo,
  cambios: Partial<{ codigo: string; descripcion: string; esencial: boolean }> = {},
) => ({
  manualId,
  estandarId,
  codigo: v.Codigo,
  descripcion: v.Descripcion,
  esencial: v.Esencial,
  observaciones: v.Observaciones,
  minimo: v.Minimo,
  orden: v.Orden,
  ...cambios,
});
