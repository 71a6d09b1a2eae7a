import { CATALOGO, ETIQUETAS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico, sesion } from './rule.ts';

const lectura = permiso(CATALOGO.lee);
const manuales = permiso(CATALOGO.escribe);
/** The export carries the forms' correct answers: only for those who maintain manuals. */
const manualesL = permiso(CATALOGO.gestiona);
/** Tags: whoever manages some type of tag; the domain checks the key of the tag's type. */
const etiquetas = permiso(ETIQUETAS.escribe);

/** API rules of src/api/routes/catalogo-basicos.ts, manuales.ts and bloques.ts. */
export const RULES_MANUALES: Record<string, ApiRule> = {
  'GET /ambitos': lectura,
  'GET /ambitos/{ambitoId}': lectura,
  'POST /ambitos': manuales,
  'PUT /ambitos/{ambitoId}': manuales,
  'DELETE /ambitos/{ambitoId}': manuales,
  'GET /etiquetas': sesion,
  'GET /etiquetas/{etiquetaId}': sesion,
  'POST /etiquetas': etiquetas,
  'PUT /etiquetas/{etiquetaId}': etiquetas,
  'DELETE /etiquetas/{etiquetaId}': etiquetas,
  'GET /paquetes': lectura,
  'GET /paquetes/{paqueteId}': lectura,
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
