import { ACTUACIONES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico } from './rule.ts';

const lee = permiso(ACTUACIONES.lee);
const escribe = permiso(ACTUACIONES.escribe);

/** API rules of src/api/routes/actuaciones.ts (ACTUACIONES); the kinds of actuación are a lookup, public like the others (estadosConsulta, tiposHito). */
export const RULES_ACTUACIONES: Record<string, ApiRule> = {
  'GET /tiposActuacion': publico,
  'GET /actuaciones': lee,
  'GET /actuaciones/opciones/proyectos': lee,
  'GET /actuaciones/opciones/centros': lee,
  'GET /actuaciones/opciones/usuarios': lee,
  'GET /actuaciones/{actuacionId}': lee,
  'POST /actuaciones': escribe,
  'POST /actuaciones/{actuacionId}/ficheros': escribe,
  'PUT /actuaciones/{actuacionId}': escribe,
  'DELETE /actuaciones/{actuacionId}/usuarios/{usuarioId}': escribe,
  'POST /actuaciones/{actuacionId}/etiquetas/reasignar': escribe,
};
