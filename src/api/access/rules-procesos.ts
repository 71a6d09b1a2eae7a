import { PROCESOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const lectura = permiso(PROCESOS.lee);
const escritura = permiso(PROCESOS.escribe);

/** API rules of src/api/routes/procesos.ts and tipos-fichero.ts. */
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
  'GET /tiposFichero': lectura,
  'GET /tiposFichero/{tipoFicheroClave}': lectura,
  'PUT /tiposFichero/{tipoFicheroClave}': escritura,
  'POST /procesos/{procesoId}/plantillasNotificaciones': escritura,
  'PUT /procesos/plantillasNotificaciones/{plantillaNotificacionId}': escritura,
  'DELETE /procesos/plantillasNotificaciones/{plantillaNotificacionId}': escritura,
};
