/** Texts of enquiries (consultas): the public contact form, the API's messages and the mails. */
export const consultasApi = {
  enviada: (referencia: string) =>
    `Consulta enviada correctamente con la referencia ${referencia}. Le hemos enviado un correo de confirmación.`,
  creada: (referencia: string) => `Consulta registrada correctamente con la referencia ${referencia}`,
  guardada: 'La operación se ha realizado correctamente',
  noExiste: 'La consulta no existe',
  observacionNoExiste: 'La observación no existe',
  demasiadasConsultas: 'Se han enviado demasiadas consultas desde esta conexión. Inténtelo de nuevo dentro de una hora.',
  noEnviada: 'No se ha podido enviar la consulta. Recargue la página e inténtelo de nuevo.',
  marcaCaducada: 'El formulario ha caducado. Recargue la página e inténtelo de nuevo.',
  demasiadoRapido: 'Ha enviado el formulario demasiado rápido. Revise los datos y vuelva a enviarlo en unos segundos.',
  privacidad: 'Debe aceptar la política de privacidad',
  estadoNoValido: 'Estado de la consulta no válido',
  fechaFutura: 'La fecha de resolución no puede ser posterior a hoy',
  responsableNoValido: 'El responsable debe ser un usuario con permiso de gestión de consultas',
  origenNoValido: 'Origen no válido',
  etiquetasNoValidas: (ids: number[]) => `Etiquetas no válidas (deben ser de consultas): ${ids.join(', ')}`,
  fechaNoValida: 'Formato fecha no válido',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  correo: {
    asuntoAcuse: (ref: string) => `Consulta ${ref} recibida`,
    acuse: (ref: string) => `Hemos recibido su consulta con la referencia ${ref}. Le responderemos por correo electrónico.`,
    conservar: 'Conserve esta referencia si necesita escribirnos de nuevo sobre la misma consulta.',
    suConsulta: 'Su consulta:',
    asuntoRespuesta: (ref: string) => `Respuesta a su consulta ${ref}`,
    respuesta: (ref: string) => `Esta es la respuesta a su consulta con la referencia ${ref}:`,
  },
} as const;

/** The origins of an enquiry, as staff read them. */
export const ORIGEN_NOMBRE: Record<string, string> = {
  contacto: 'Formulario de contacto',
  correo: 'Correo electrónico',
  telefono: 'Teléfono',
  presencial: 'Presencial',
};

/** Texts of the contact page (/contacto). */
export const contactoUi = {
  titulo: 'Contacto',
  intro:
    'Escríbanos con cualquier duda sobre el sello, el modelo de certificación o su solicitud. Le responderemos por correo electrónico.',
  campos: {
    nombre: 'Nombre y apellidos',
    tipoDocumento: 'Tipo de documento',
    documento: 'Número de documento',
    email: 'Correo electrónico',
    telefono: 'Teléfono',
    texto: 'Consulta',
    privacidad: 'He leído y acepto la',
    politica: 'política de privacidad',
    trampa: 'No rellene este campo',
  },
  elegir: 'Seleccione…',
  enviar: 'Enviar consulta',
  enviando: 'Enviando…',
  enviadaTitulo: 'Consulta enviada',
  otra: 'Enviar otra consulta',
} as const;

/** Texts of the staff pages (/consultas, /consulta/{id}). */
export const consultasUi = {
  titulo: 'Consultas',
  consulta: (ref: string) => `Consulta ${ref}`,
  volver: 'Volver al listado',
  buscarPlaceholder: 'Referencia, nombre, correo, documento o texto',
  fechaDesde: 'Recibida desde',
  fechaHasta: 'Recibida hasta',
  estado: 'Estado',
  responsable: 'Responsable',
  etiqueta: 'Etiqueta',
  todos: 'Todos',
  todas: 'Todas',
  sinResultados: 'No hay consultas',
  sinEstado: 'Sin estado',
  sinResponsable: 'Sin responsable',
  columnas: {
    referencia: 'Referencia',
    fecha: 'Recibida',
    nombre: 'Nombre',
    email: 'Correo',
    estado: 'Estado',
    responsable: 'Responsable',
    etiquetas: 'Etiquetas',
  },
  secciones: {
    consulta: 'Consulta',
    gestion: 'Gestión',
    respuesta: 'Respuesta',
    etiquetas: 'Etiquetas',
    observaciones: 'Observaciones',
  },
  campos: {
    origen: 'Origen',
    recibida: 'Recibida',
    estado: 'Estado',
    responsable: 'Responsable',
    fechaResolucion: 'Fecha de resolución',
    respuesta: 'Respuesta (se envía por correo a quien consulta al fijar la fecha de resolución)',
  },
  guardar: 'Guardar',
  guardando: 'Guardando…',
  eliminar: 'Eliminar consulta',
  confirmarEliminar: 'Realmente quiere eliminar este registro',
  guardarEtiquetas: 'Guardar etiquetas',
  sinEtiquetas: 'No hay etiquetas de consultas',
} as const;
