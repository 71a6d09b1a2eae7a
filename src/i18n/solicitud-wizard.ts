import { fechaEs } from '../domain/shared/fecha-es.ts';

// Texts of the request wizard: the public page /solicitud and the staff page
// /solicitud/alta. Validation messages come from ./validacion.ts (the spec's wording).

export const solicitudWizard = {
  titulo: 'Solicitud de acreditación',
  tituloAlta: 'Alta de solicitud',
  intro: (proceso: string) => `Proceso: «${proceso}».`,
  procesoDetalle: (codigo: string, cierre: string | null) => `(${codigo}${cierre ? `, hasta el ${fechaEs(cierre)}` : ''})`,
  pasos: ['Comprobar requisitos', 'Cumplimentar datos', 'Aportar documentos', 'Confirmar'] as const,
  pasoDe: (n: number, total: number) => `Paso ${n} de ${total}`,
  progreso: 'Pasos de la solicitud',
  completado: '(completado)',
  actual: '(paso actual)',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  /** While the code of steps 2 to 4 is still arriving (it is fetched after the first step paints). */
  cargandoPaso: 'Cargando…',
  /** Steps 2 to 4 could not be fetched (no connection): the draft is kept in the browser. */
  sinConexion: 'No se ha podido cargar el resto del formulario. Compruebe la conexión y vuelva a intentarlo.',
  enviar: 'Enviar solicitud',
  enviando: 'Enviando solicitud…',
  corregir: 'Revise los campos marcados antes de continuar.',
  // Process choice
  sinProcesos: 'En este momento no hay ningún proceso abierto en el que presentar una solicitud.',
  verProcesos: 'Ver los procesos abiertos',
  elegirProceso: 'Elija el proceso al que presenta la solicitud',
  procesoNoAbierto: 'El proceso indicado no existe o no está abierto.',
  // Step 1
  requisitos: 'Requisitos',
  requisitosTexto: 'Consulte los requisitos completos antes de empezar.',
  verRequisitos: 'Requisitos para solicitar la acreditación',
  clases: 'Actividades del Anexo I (Clasificación de Niza)',
  clasesAyuda: 'Marque las clases en las que encaja la actividad del centro (opcional).',
  clase: (n: number) => `Clase ${n}`,
  aceptar: 'He leído los requisitos y acepto las condiciones de la marca',
  // Step 3, shown by the wizard itself
  sinDocumentos: 'Este proceso no pide documentos para el ámbito elegido.',
  ficherosNoGuardados:
    'No se han podido guardar los ficheros en este navegador; si recarga la página tendrá que elegirlos de nuevo.',
  // Result
  enviada: 'Solicitud enviada',
  referencia: 'Número de referencia',
  enviadaTexto:
    'Hemos registrado su solicitud. Recibirá un correo electrónico de confirmación con este número de referencia; consérvelo para cualquier consulta.',
  nuevaSolicitud: 'Volver a los procesos abiertos',
} as const;
