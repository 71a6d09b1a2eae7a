/** Texts of the e-signatures: the /firmas page, POST ficheros/firmar and the signing providers. */
export const firmas = {
  titulo: 'Firmas',
  intro: 'Documentos que requieren firma electrónica, el perfil que debe firmarlos y quién los firmó.',
  estados: { PTE: 'Pendiente de firma', FIR: 'Firmado' } as const,
  columnas: {
    documento: 'Documento',
    tipo: 'Tipo',
    proyecto: 'Proyecto',
    perfil: 'Perfil que firma',
    estado: 'Estado',
    firmante: 'Firmado por',
    fecha: 'Fecha de firma',
  },
  seleccionar: (nombre: string) => `Seleccionar ${nombre} para firmar`,
  firmar: 'Firmar seleccionados',
  firmando: 'Firmando…',
  vacio: 'No hay documentos que requieran firma.',
  ninguno: 'Seleccione al menos un documento que pueda firmar',
  /** The signature's /Name and /Reason: who signed, in which capacity. */
  nombreFirma: (usuario: string, perfil: string) => `${usuario} (${perfil})`,
  razonFirma: (usuario: string, perfil: string) => `Firmado por ${usuario} como ${perfil}`,
  ubicacion: 'España',

  // POST ficheros/firmar
  ficherosObligatorios: 'Indique los documentos que quiere firmar',
  noEncontrado: 'No se ha encontrado el documento que quiere firmar',
  noPuedeFirmar: (nombre: string) => `No le corresponde firmar el documento ${nombre}, o ya está firmado`,
  noEsPdf: (nombre: string) => `El documento ${nombre} no es un PDF y no se puede firmar`,
  pdfIlegible: (nombre: string) => `El documento ${nombre} no es un PDF válido y no se ha podido firmar`,
  selloNoConfigurado:
    'Esta instalación no tiene configurado el sello electrónico de la agencia (FIRMA_P12_BASE64 o FIRMA_P12_RUTA): no se puede firmar',
  selloNoValido: 'El sello electrónico configurado no se puede leer: revise el fichero PKCS#12 y su contraseña',

  /** Errors of the remote-signing service (FIRe / Cl@ve Firma), in the spec's list. */
  remoto: {
    APLICACION: 'El identificador de aplicación no es válido para el servicio de firma. Contacte con la agencia.',
    SESION: 'La sesión con el servicio de firma ha caducado. Vuelva a intentar la firma.',
    TICKET: 'La respuesta del servicio de firma no corresponde a esta operación (ticket no coincidente). Vuelva a intentarlo.',
    AUTENTICACION: 'No se ha podido autenticar en el servicio de firma.',
    SIN_CERTIFICADO: 'No se ha proporcionado ningún certificado de firma.',
    VALIDACION_CERTIFICADO: 'El certificado de firma no ha superado la validación.',
    REABRIR_NAVEGADOR: 'Cierre el navegador y vuelva a abrirlo antes de intentar la firma de nuevo.',
    DESCONOCIDO: 'El servicio de firma ha devuelto un error. No se ha podido firmar.',
  },

  /** A process's signature requirements: GET and PUT procesos/{id}/firmas and the section of /proceso/{id}. */
  requisitos: {
    titulo: 'Firmas',
    ayuda:
      'Documentos de los proyectos de este proceso que deben firmarse electrónicamente y los perfiles que los firman, en orden. ' +
      'Los documentos ya firmados conservan sus firmas; los cambios afectan a las firmas pendientes.',
    porDefecto: 'Este proceso usa los requisitos de firma por defecto. Al guardar, pasan a ser los suyos.',
    vacio: 'Ningún documento requiere firma. Al guardar sin requisitos se vuelve a los de por defecto.',
    /** The application's own document types of a project, beside the process's file types. */
    tiposAplicacion: {
      INF: 'Informe de evaluación',
      CER_PUB: 'Certificado público',
      CER_PRV: 'Certificado privado',
      PRY: 'Documentación del proyecto',
    } as Record<string, string>,
    tipo: 'Tipo de documento',
    perfiles: 'Perfiles que firman, en orden',
    anadirTipo: 'Añadir documento',
    tipoNuevo: 'Documento que requiere firma',
    perfilNuevo: (tipo: string) => `Perfil que se añade a la firma de ${tipo}`,
    anadirPerfil: 'Añadir perfil',
    anadirPerfilDe: (tipo: string) => `Añadir perfil a la firma de ${tipo}`,
    subir: (perfil: string, tipo: string) => `Subir ${perfil} en la firma de ${tipo}`,
    bajar: (perfil: string, tipo: string) => `Bajar ${perfil} en la firma de ${tipo}`,
    quitarPerfil: (perfil: string, tipo: string) => `Quitar ${perfil} de la firma de ${tipo}`,
    quitarTipo: (tipo: string) => `Quitar ${tipo}`,
    confirmarQuitar: (tipo: string) =>
      `¿Quitar ${tipo} de los documentos que requieren firma? Las firmas ya hechas se conservan; las pendientes dejarán de pedirse al guardar.`,
    confirmar: 'Quitar',
    cancelar: 'Cancelar',
    guardar: 'Guardar firmas',
    guardando: 'Guardando…',
    guardado: 'Requisitos de firma guardados',
    // Validation of PUT procesos/{id}/firmas
    tipoDesconocido: (clave: string) => `El tipo de documento ${clave} no existe en este proceso`,
    tipoRepetido: (tipo: string) => `${tipo} aparece más de una vez entre los documentos que requieren firma`,
    perfilDesconocido: (clave: string) => `El perfil ${clave} no existe`,
    perfilRepetido: (perfil: string, tipo: string) => `El perfil ${perfil} aparece más de una vez en la firma de ${tipo}`,
    sinPerfiles: (tipo: string) => `Indique al menos un perfil que firme ${tipo}`,
    listaNoValida: 'Indique la lista de documentos que requieren firma, cada uno con sus perfiles en orden',
  },
} as const;
