// Texts of the open processes: the API and the pages /procesosAbiertos and
// /procesosAbiertos/gestion.

export const procesosAbiertosApi = {
  noAbierto: 'El proceso no existe o no está abierto',
} as const;

export const procesosAbiertosUi = {
  titulo: 'Procesos abiertos',
  intro:
    'Convocatorias abiertas para solicitar la acreditación. Revise lo que necesita aportar y pulse «Solicitar» para empezar la solicitud.',
  sinProcesos: 'En este momento no hay ningún proceso abierto. Vuelva a consultarlo más adelante.',
  gestionTitulo: 'Procesos abiertos (gestión)',
  gestionIntro: 'Procesos abiertos hoy y solicitudes recibidas en cada uno.',
  codigo: (c: string) => `Código ${c}`,
  plazo: 'Plazo de solicitud',
  desde: (f: string) => `Desde el ${f}`,
  hasta: (f: string) => `Hasta el ${f}`,
  entre: (a: string, b: string) => `Del ${a} al ${b}`,
  sinLimite: 'Sin fecha de cierre',
  manual: 'Manual',
  manualVersion: (nombre: string, version: string) => `${nombre} (versión ${version})`,
  vigencia: 'Vigencia de la acreditación',
  meses: (n: number) => `${n} ${n === 1 ? 'mes' : 'meses'}`,
  personas: 'Personas que debe indicar',
  // The phone is optional even for profiles that require data (the wizard and the API agree).
  conDatos: 'con documento de identidad y correo electrónico (teléfono opcional)',
  sinDatos: 'nombre, apellidos y cargo',
  documentos: 'Documentos que debe aportar',
  sinDocumentos: 'No se piden documentos.',
  limiteTamano: (kb: number) => `hasta ${kb} KB por fichero`,
  limiteFicheros: (n: number) => (n === 1 ? '1 fichero' : `hasta ${n} ficheros`),
  extensiones: (lista: string) => `formatos: ${lista}`,
  ambitos: 'Ámbitos',
  solicitar: 'Solicitar',
  solicitarEn: (nombre: string) => `: ${nombre}`,
  verProceso: 'Ver el proceso',
  solicitudes: 'Solicitudes recibidas',
  columnas: {
    codigo: 'Código',
    nombre: 'Nombre',
    apertura: 'Apertura',
    cierre: 'Cierre',
    manual: 'Manual',
    solicitudes: 'Solicitudes',
  },
  tablaCaption: 'Procesos abiertos hoy',
} as const;
