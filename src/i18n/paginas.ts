/**
 * Texts of the status pages. /respuesta and /confirmacion show one of these by key
 * (`?motivo=` / `?tipo=`) so a link cannot make our pages display arbitrary text.
 */
export const respuestas = {
  'sin-autoevaluacion': 'Actualmente no tiene acceso a ninguna autoevaluación',
  'sin-proyecto': 'Actualmente no tiene acceso a ningún proyecto activo',
  'sesion-finalizada': 'Su sesión ha finalizado. Puede volver a iniciarla cuando lo desee.',
  'enlace-caducado': 'El enlace que ha utilizado ha caducado o ya se ha usado.',
} as const;

export const confirmaciones = {
  solicitud: {
    titulo: 'Solicitud registrada',
    texto: 'Hemos recibido su solicitud. Le hemos enviado un correo electrónico de confirmación con el número de referencia.',
  },
  invitacion: {
    titulo: 'Invitación aceptada',
    texto: 'Su acceso ha quedado confirmado. Ya puede iniciar sesión.',
  },
  consulta: {
    titulo: 'Consulta enviada',
    texto: 'Hemos recibido su consulta. Le responderemos por correo electrónico.',
  },
  contrasena: {
    titulo: 'Contraseña actualizada',
    texto: 'Su contraseña se ha cambiado correctamente. Ya puede iniciar sesión con ella.',
  },
} as const;

export const paginas = {
  noEncontrada: 'No se ha encontrado la página',
  noEncontradaTexto: 'La dirección que ha escrito no existe o la página se ha movido.',
  sinPermisos: 'Sin permisos para acceder a la página',
  sinPermisosTexto:
    'Su usuario no tiene permiso para ver esta página. Si cree que debería tenerlo, contacte con la entidad gestora.',
  error: 'Se ha producido un error.',
  errorTexto: 'No se ha podido completar la operación. Inténtelo de nuevo en unos minutos.',
  respuesta: 'Información',
  confirmacion: 'Operación realizada',
  confirmacionTexto: 'La operación se ha realizado correctamente',
} as const;

/** Where the client stores the last server error before going to /error. */
export const ERROR_STORAGE_KEY = 'acredita:ultimo-error';
