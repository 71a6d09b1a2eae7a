import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
const publico: ApiRule = { acceso: 'publico' };
const sesion: ApiRule = { acceso: 'sesion' };
/** Catalogue reads: maintainers, process managers, and teams/evaluators who work against a manual. */
const lectura: ApiRule = { acceso: 'permiso', claves: ['MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'], nivel: 'L' };
const manuales: ApiRule = { acceso: 'permiso', claves: ['MANUALES'], nivel: 'E' };
/** The export carries the forms' correct answers: only for those who maintain manuals. */
const manualesL: ApiRule = { acceso: 'permiso', claves: ['MANUALES'], nivel: 'L' };
/** Tags: whoever manages a kind of tagged record; the domain checks the key of the tag's type. */
const etiquetas: ApiRule = {
  acceso: 'permiso',
  claves: ['MANUALES', 'PERSONAS', 'GEST_CONSULTAS', 'HISTORICO', 'ACTUACIONES', 'GEST_COMUNIC'],
  nivel: 'E',
};

/** API rules of src/api/routes/catalogo-basicos.ts, manuales.ts and bloques.ts. */
export const RULES_MANUALES: Record<string, ApiRule> = {
  'GET /ambitos': lectura,
  'GET /ambitos/{ambitoId}': lectura,
  'POST /ambitos': manuales,
  'PUT /ambitos/{ambitoId}': manuales,
  'DELETE /ambitos/{ambitoId}': manuales,
  'GET /etiquetas': sesion,
  'POST /etiquetas': etiquetas,
  'PUT /etiquetas/{etiquetaId}': etiquetas,
  'DELETE /etiquetas/{etiquetaId}': etiquetas,
  'GET /paquetes': lectura,
  'POST /paquetes': manuales,
  'PUT /paquetes/{paqueteId}': manuales,
  'DELETE /paquetes/{paqueteId}': manuales,
  'GET /mapas': publico,
  'GET /tiposPrueba': publico,
  'GET /tiposPregunta': publico,

  'GET /manuales': lectura,
  'GET /manuales/{manualId}': lectura,
  'POST /manuales': manuales,
  'PUT /manuales/{manualId}': manuales,
  'DELETE /manuales/{manualId}': manuales,
  'POST /manuales/{manualId}/publicar': manuales,
  'POST /manuales/{manualId}/etiquetas/reasignar': manuales,
  'POST /manuales/{manualId}/ambitos/reasignar': manuales,
  'GET /manuales/{manualId}/exportacion': manualesL,
  'POST /manuales/importar': manuales,

  'GET /bloques': lectura,
  'GET /bloques/{bloqueId}': lectura,
  'POST /bloques': manuales,
  'PUT /bloques/{bloqueId}': manuales,
  'DELETE /bloques/{bloqueId}': manuales,
  'POST /bloques/{bloqueId}/ambitos/reasignar': manuales,
};
