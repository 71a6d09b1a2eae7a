/** Texts of the requests management (solicitudes): API messages and mails. */
export const solicitudesApi = {
  guardado: 'La operación se ha realizado correctamente',
  noEncontrada: 'La solicitud no existe',
  observacionNoEncontrada: 'La observación no existe',
  noConformidadNoEncontrada: 'La no conformidad no existe',
  observacionCreada: 'Observación creada correctamente',
  noConformidadCreada: 'No conformidad creada correctamente',
  aceptada: 'Solicitud aceptada correctamente',
  rechazada: 'Solicitud rechazada correctamente',
  fechaNoValida: 'Formato fecha no válido',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  soloPendiente: (estado: string) => `La solicitud está ${estado}: solo se puede modificar una solicitud pendiente`,
  yaResuelta: (estado: string) => `La solicitud ya está ${estado}`,
  conNoConformidades: 'La solicitud tiene no conformidades: no se puede aceptar',
  sinNoConformidades: 'La solicitud no tiene no conformidades: no se puede rechazar',
  faltaTutor: 'Asigne un referente (tutor) antes de aceptar la solicitud',
  faltaAdministrativo: 'Asigne un responsable administrativo antes de aceptar la solicitud',
  tutorNoValido: 'El usuario no tiene el perfil de gestión de proyectos (GEST_PROY)',
  administrativoNoValido: 'El usuario no tiene el perfil de gestión de solicitudes (GEST_SOLIC)',
  ambitoNoValido: 'El ámbito no existe',
  booleanoNoValido: 'Debe ser verdadero o falso',
  solicitanteNoValido: 'Indique el solicitante por su identificador (Id) o por su nombre',
  solicitanteNoExiste: 'El solicitante no existe',
  cifDeOtroSolicitante: 'El CIF no es el del solicitante indicado',
  estados: { PTE: 'pendiente', ACE: 'aceptada', NO_ACE: 'no aceptada' } as Record<string, string>,
  estadosNombre: { PTE: 'Pendiente', ACE: 'Aceptada', NO_ACE: 'No aceptada' } as Record<string, string>,
} as const;

/** Mails to the applicant's representative when a request is resolved with `notificar`. */
export const solicitudesCorreo = {
  asuntoAceptada: (ref: string) => `Solicitud ${ref} aceptada`,
  asuntoRechazada: (ref: string) => `Solicitud ${ref} no aceptada`,
  aceptada: (ref: string, centro: string, proceso: string) =>
    `Le comunicamos que la solicitud ${ref} de ${centro} al proceso «${proceso}» ha sido aceptada.`,
  proyecto: (codigo: string) => `Se ha abierto el proyecto ${codigo}; la fase de autoevaluación comienza hoy.`,
  siguienteInvitacion:
    'En un correo aparte recibirá la invitación para entrar en la aplicación: abra su enlace en las próximas 48 horas y complete su cuenta con los datos de la solicitud.',
  siguientePerfil:
    'Como ya tiene cuenta en la aplicación, en un correo aparte recibirá el enlace para entrar en el proyecto con su contraseña de siempre.',
  rechazada: (ref: string, centro: string, proceso: string) =>
    `Le comunicamos que la solicitud ${ref} de ${centro} al proceso «${proceso}» no ha sido aceptada por las siguientes no conformidades:`,
  asuntoModificada: (ref: string) => `Solicitud ${ref} modificada`,
  modificada: (ref: string, centro: string, proceso: string) =>
    `Le comunicamos que se han modificado los datos de la solicitud ${ref} de ${centro} al proceso «${proceso}».`,
  despedida: 'Un saludo.',
} as const;
