/** The public verification page of a certificate (where its QR code leads): /acreditacion/verificar?csv=… */
export const rutaVerificacion = (csv: string) => `/acreditacion/verificar?csv=${encodeURIComponent(csv)}`;

/** {public origin}/acreditacion/verificar?csv=… : the verification page's address, from PUBLIC_URL's origin. */
export const urlVerificacion = (origen: string, csv: string) => `${origen.replace(/\/+$/, '')}${rutaVerificacion(csv)}`;

/** The public download of the signed public certificate (CER_PUB) by its CSV. */
export const rutaDescargaCertificado = (csv: string) => `/api/publico/verificacion/${encodeURIComponent(csv)}/certificado`;
