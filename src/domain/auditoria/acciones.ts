/**
 * What an audit entry records: the generic changes, the domain actions and the
 * identity events. Labels for people live in src/i18n/auditoria.ts.
 */
export const ACCIONES = [
  'CREAR',
  'MODIFICAR',
  'ELIMINAR',
  'ACEPTAR',
  'RECHAZAR',
  'PUBLICAR',
  'REVOCAR',
  'CLONAR',
  'IMPORTAR',
  'INVITAR',
  'CANCELAR',
  'CADUCAR',
  'INICIAR_SESION',
  'INICIO_SESION_FALLIDO',
  'CERRAR_SESION',
  'RESTABLECER_CONTRASENA',
  'CAMBIAR_PERMISOS',
  'ACCESO_DENEGADO',
  'NO_AUTENTICADO',
  'FIRMAR',
] as const;

export type Accion = (typeof ACCIONES)[number];
