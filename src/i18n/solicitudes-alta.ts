import { FICHERO_MAX_KB } from '../domain/ficheros/limites.ts';

/** Texts of a new request (POST /solicitudes): API messages and the applicant's confirmation mail. */
export const solicitudesAlta = {
  creada: (referencia: string) => `Solicitud registrada correctamente con el número de referencia ${referencia}`,
  solicitudNoExiste: 'La solicitud indicada no existe',
  demasiadasSolicitudes: 'Se han presentado demasiadas solicitudes desde esta conexión. Inténtelo de nuevo dentro de una hora.',
  procesoNoAbierto: 'El proceso no existe o no está abierto',
  procesoObligatorio: 'Hay varios procesos abiertos: indique a cuál se presenta la solicitud (procesoId)',
  ningunProcesoAbierto: 'No hay ningún proceso abierto: no se pueden registrar solicitudes',
  ambitoNoValido: 'El ámbito no corresponde al proceso',
  faltaPerfil: (perfil: string) => `Faltan los datos de la persona con el perfil «${perfil}»`,
  perfilRepetido: 'El perfil aparece más de una vez',
  perfilNoValido: 'El perfil no corresponde al proceso',
  sexoNoValido: 'El tratamiento no existe',
  tipoDocumentoNoValido: 'Documento de identidad no válido',
  documentoObligatorio: 'Este campo es obligatorio',
  nicaNoValida: 'Clase del Anexo I no válida',
  faltaDocumento: (nombre: string) => `Debe aportar el documento «${nombre}»`,
  demasiadosDocumentos: (max: number, nombre: string) =>
    max === 1 ? `Solo se admite un fichero de «${nombre}»` : `Como máximo se admiten ${max} ficheros de «${nombre}»`,
  tipoNoAdmitido: (tipo: string) => `El tipo de documento ${tipo} no corresponde a esta solicitud`,
  extensionNoAdmitida: (nombre: string, extensiones: readonly string[]) =>
    `El fichero «${nombre}» debe ser ${extensiones.map((e) => e.toUpperCase()).join(', ')}`,
  demasiadosFicheros: (max: number) => `No se pueden enviar más de ${max} ficheros en una solicitud`,
  solicitudObligatoria: 'Falta el campo solicitud con los datos de la solicitud',
  solicitudNoJson: 'El campo solicitud no es un JSON válido',
  peticionDemasiadoGrande: `La solicitud es demasiado grande: como máximo 20 ficheros de ${FICHERO_MAX_KB} KB cada uno`,
  tipoContenido: 'La solicitud debe enviarse como multipart/form-data o application/json',
  correo: {
    asunto: (ref: string) => `Solicitud ${ref} registrada`,
    registrada: (ref: string, centro: string, proceso: string) =>
      `Hemos registrado la solicitud de ${centro} al proceso «${proceso}» con el número de referencia ${ref}.`,
    seguimiento: 'Conserve este número: le será solicitado en cualquier consulta sobre la solicitud.',
    documentos: 'Documentos recibidos:',
  },
} as const;
