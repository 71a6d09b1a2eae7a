import { MENSAJES_PROYECTO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, sesion } from './rule.ts';

/**
 * API rules of src/api/routes/mensajes.ts: the door lets in either side (a project's team with
 * COMUNIC, the agency with GEST_COMUNIC) and the domain decides within each project
 * (src/domain/mensajes/acceso.ts). The unread count and the mail preference are each
 * person's own.
 */
export const RULES_MENSAJES: Record<string, ApiRule> = {
  'GET /mensajes': permiso(MENSAJES_PROYECTO.puerta),
  'POST /mensajes': permiso(MENSAJES_PROYECTO.puertaEscribe),
  'GET /mensajes/noLeidos': sesion,
  'GET /mensajes/avisos': sesion,
  'PUT /mensajes/avisos': sesion,
  'GET /mensajes/hilos/{hiloId}': permiso(MENSAJES_PROYECTO.puerta),
  'POST /mensajes/hilos/{hiloId}/leido': permiso(MENSAJES_PROYECTO.puerta),
  'GET /mensajes/{mensajeId}': permiso(MENSAJES_PROYECTO.puerta),
  'GET /mensajes/{mensajeId}/lecturas': permiso(MENSAJES_PROYECTO.puerta),
  'POST /mensajes/{mensajeId}/etiquetas/reasignar': permiso(MENSAJES_PROYECTO.agenciaEscribe),
};
