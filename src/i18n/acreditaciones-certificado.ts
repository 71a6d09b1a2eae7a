/** Texts of the signed certificate and its public verification. */
export const certificado = {
  // The PDF
  titulo: (centro: string) => `Certificado de acreditación: ${centro}`,
  asunto: (codigo: string) => `Acreditación ${codigo}`,
  encabezado: 'Certificado de acreditación',
  seCertifica: 'Se certifica que',
  haObtenido: (marca: string) => `ha obtenido la acreditación ${marca}`,
  nivel: (nivel: string) => `Nivel alcanzado: ${nivel}`,
  campos: {
    proceso: 'Proceso',
    ambito: 'Ámbito',
    codigo: 'Código de acreditación',
    proyecto: 'Proyecto',
    publicacion: 'Fecha de publicación',
    vigencia: 'Vigente hasta',
  },
  csvEtiqueta: 'Código seguro de verificación (CSV)',
  compruebe: 'Compruebe la autenticidad y vigencia de este certificado en:',
  firmado: 'Documento firmado electrónicamente (PAdES). La firma cubre el documento completo.',
  /** Alternative text of the QR, for screen readers (the tagged PDF). */
  altQr: (url: string) => `Código QR que abre la verificación de este certificado: ${url}`,
  campoFirma: 'Firma electrónica del certificado',
  razonFirma: (codigo: string) => `Certificado de la acreditación ${codigo}`,
  ubicacionFirma: 'España',
  nombreFichero: (codigo: string, tipo: 'CER_PUB' | 'CER_PRV') =>
    `certificado-${codigo.replace(/[^A-Za-z0-9._-]+/g, '-')}${tipo === 'CER_PRV' ? '-privado' : ''}.pdf`,
  descripcionFichero: 'Certificado generado y firmado por la aplicación',

  // Generating it (API)
  acreditacionNoEncontrada: 'No se ha encontrado la acreditación',
  destinoObligatorio: 'Indique si el certificado se guarda como público (CER_PUB), privado (CER_PRV) o ambos',
  firmaNoConfigurada:
    'La firma de certificados no está configurada: indique el certificado PKCS#12 (FIRMA_P12_RUTA o FIRMA_P12_BASE64) y su contraseña (FIRMA_P12_CLAVE)',
  firmaNoValida: 'No se ha podido leer el certificado de firma: compruebe el fichero PKCS#12 y su contraseña',
  origenNoSeguro: (origen: string) =>
    `No se puede generar el certificado: su código QR y su dirección de verificación deben empezar por https://, y la dirección pública configurada (PUBLIC_URL) es ${origen}. Configure PUBLIC_URL con la dirección https del sitio, p. ej. https://acredita.example`,
  generado: 'Certificado generado y firmado',
  // Generating it (the management page's control)
  generarTitulo: 'Certificado firmado',
  generarAyuda:
    'Genera el certificado en PDF con su código seguro de verificación y su código QR, y lo firma electrónicamente con el certificado de la instalación.',
  destinos: { CER_PUB: 'Guardar como certificado público', CER_PRV: 'Guardar como certificado privado' },
  generar: 'Generar certificado',
  generando: 'Generando…',
  confirmarGenerar: '¿Desea generar y firmar el certificado de esta acreditación?',
  confirmarSustituir: 'Ya hay un certificado guardado: el nuevo lo sustituirá. ¿Desea continuar?',

  // Verification (page and API)
  verificarTitulo: 'Verificación de certificados',
  /** The footer's link to the verification page. */
  enlaceVerificar: 'Verificar un certificado',
  verificarIntro:
    'Escriba el código seguro de verificación (CSV) impreso en el certificado, o escanee su código QR, para comprobar si la acreditación está en vigor.',
  csvCampo: 'Código seguro de verificación (CSV)',
  csvAyuda: 'Lo encontrará en la parte inferior del certificado, junto al código QR.',
  comprobar: 'Comprobar',
  csvObligatorio: 'Escriba el código seguro de verificación',
  csvNoValido: 'El código seguro de verificación no es válido: revise que lo ha copiado completo',
  csvDesconocido:
    'No existe ningún certificado con ese código seguro de verificación. Revise que lo ha escrito tal como aparece en el certificado.',
  demasiadasConsultas: 'Ha hecho demasiadas consultas seguidas. Espere unos minutos y vuelva a intentarlo.',
  resultado: 'Resultado de la verificación',
  situaciones: {
    VIGENTE: 'Certificado en vigor',
    CADUCADA: 'Certificado caducado',
    SUSPENDIDA: 'Acreditación suspendida',
    REVOCADA: 'Acreditación revocada',
  },
  explicaciones: {
    VIGENTE: 'La acreditación está publicada y en vigor a día de hoy.',
    CADUCADA: 'La acreditación ha superado su fecha de vigencia y ya no está en vigor.',
    SUSPENDIDA: 'La acreditación está suspendida y no está en vigor.',
    REVOCADA: 'La acreditación ha sido revocada y no está en vigor.',
  },
  datos: {
    centro: 'Centro',
    localidad: 'Localidad',
    marca: 'Acreditación',
    nivel: 'Nivel',
    codigo: 'Código de acreditación',
    publicacion: 'Fecha de publicación',
    vigencia: 'Vigente hasta',
    suspension: 'Fecha de suspensión',
    revocacion: 'Fecha de revocación',
  },
  descargar: 'Descargar el certificado firmado (PDF)',
  sinCertificado: 'No hay un certificado público firmado para descargar.',
  consultando: 'Consultando…',
} as const;

/** The mail telling the centre its certificate is issued (with the certificate's first public copy, or on its publication day). */
export const certificadoEmitido = {
  asunto: (codigo: string) => `Certificado de acreditación disponible: ${codigo}`,
  titulo: 'Su certificado de acreditación está disponible',
  cuerpo: (d: { codigo: string; proyecto: string; centro: string; nivel: string | null; vigencia: string }) =>
    `La agencia ha emitido el certificado de la acreditación ${d.codigo} del proyecto ${d.proyecto} (${d.centro})` +
    `${d.nivel ? `, nivel ${d.nivel}` : ''}, vigente hasta el ${d.vigencia}.`,
  csv: (csv: string) => `Código seguro de verificación (CSV): ${csv}`,
  boton: 'Ver y descargar el certificado en su área',
  verificar: 'Cualquier persona puede comprobar su validez en la página pública de verificación',
  descripcionTarea: 'Avisa al centro el día en que se publica una acreditación cuyo certificado ya está generado',
  resumen: (correos: number) => `${correos} avisos de certificado emitido`,
  generandose: 'El aviso del certificado se está enviando desde otra operación: vuelva a intentarlo',
} as const;

/** The centre's certificates in its area (both areas' homes). */
export const certificadosCentroUi = {
  titulo: 'Certificado de acreditación',
  intro:
    'El certificado firmado de su acreditación. Cualquier persona puede comprobar su validez con el código seguro de verificación.',
  codigo: 'Código de acreditación',
  csv: 'Código seguro de verificación (CSV)',
  nivel: 'Nivel',
  publicacion: 'Fecha de publicación',
  vigencia: 'Vigente hasta',
  situacion: 'Situación',
  descargar: 'Descargar el certificado firmado (PDF)',
  descargarAria: (codigo: string) => `Descargar el certificado firmado (PDF) de la acreditación ${codigo}`,
  sinCertificado: 'El certificado firmado todavía no está disponible para descargar.',
  verificar: 'Comprobar en la página pública de verificación',
  verificarAria: (codigo: string) => `Comprobar en la página pública de verificación la acreditación ${codigo}`,
} as const;
