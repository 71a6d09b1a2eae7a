import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
// Request staff (GEST_SOLICITUDES) read processes too; only GEST_PROCESOS at E changes them.
const lectura: ApiRule = { acceso: 'permiso', claves: ['GEST_PROCESOS', 'GEST_SOLICITUDES'], nivel: 'L' };
const escritura: ApiRule = { acceso: 'permiso', claves: ['GEST_PROCESOS'], nivel: 'E' };

/** API rules of src/api/routes/procesos.ts. */
export const RULES_PROCESOS: Record<string, ApiRule> = {
  'GET /procesos': lectura,
  'GET /procesos/{procesoId}': lectura,
  'POST /procesos': escritura,
  'POST /procesos/importar': escritura,
  'PUT /procesos/{procesoId}': escritura,
  'DELETE /procesos/{procesoId}': escritura,
  'PUT /procesos/{procesoId}/perfiles': escritura,
  'PUT /procesos/{procesoId}/ambitos/{ambitoId}': escritura,
  'DELETE /procesos/{procesoId}/ambitos/{ambitoId}': escritura,
  'PUT /procesos/{procesoId}/fasesProyecto/{faseClave}': escritura,
  'POST /procesos/{procesoId}/tiposFichero': escritura,
  'DELETE /procesos/{procesoId}/tiposFichero/{clave}': escritura,
  'POST /procesos/{procesoId}/tiposFichero/{clave}/ambitos/reasignar': escritura,
  'PUT /tiposFichero/{tipoFicheroClave}': escritura,
  'POST /procesos/{procesoId}/plantillasNotificaciones': escritura,
  'PUT /procesos/plantillasNotificaciones/{plantillaNotificacionId}': escritura,
  'DELETE /procesos/plantillasNotificaciones/{plantillaNotificacionId}': escritura,
};
