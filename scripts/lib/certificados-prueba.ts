import forge from 'node-forge';

// A test certification authority and personal certificates in the shape FNMT-RCM issues them,
// made at run time (tests, `scripts/certificado-prueba.ts`): no key is ever committed.

const { pki } = forge;
const DAY = 24 * 3600 * 1000;

export interface AutoridadPrueba {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  pem: string;
}

// 2048-bit keys come from the platform's generator where forge finds one (Node): fast enough per test file.
const newKeys = () => pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
const serial = () => `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;

/** A self-signed root, valid from yesterday for ten years unless told otherwise. */
export function crearAutoridadPrueba(nombre = 'AC Raíz de pruebas (sin validez)'): AutoridadPrueba {
  const keys = newKeys();
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DAY);
  const attrs = [
    { name: 'commonName', value: nombre },
    { name: 'organizationName', value: 'Acredita pruebas' },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certificate: cert, key: keys.privateKey, pem: pki.certificateToPem(cert) };
}

export interface OpcionesCertificadoPersonal {
  /** The subject's serialNumber as written, e.g. "IDCES-12345678Z"; omitted when absent. */
  serialNumber?: string;
  /** FNMT's NIF attribute (OID 1.3.6.1.4.1.5734.1.4) in the subject alternative name. */
  nifFnmt?: string;
  nombre?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** keyUsage digitalSignature (default true). */
  firmaDigital?: boolean;
  /** extKeyUsage: clientAuth (default) or serverAuth only. */
  uso?: 'clientAuth' | 'serverAuth';
}

/**
 * A subject alternative name holding FNMT's attribute in a directoryName ([4] Name), built by
 * hand: forge writes only primitive general names.
 */
function altNameFnmt(nif: string) {
  const { asn1 } = forge;
  const U = asn1.Class.UNIVERSAL;
  const attribute = asn1.create(U, asn1.Type.SEQUENCE, true, [
    asn1.create(U, asn1.Type.OID, false, asn1.oidToDer('1.3.6.1.4.1.5734.1.4').getBytes()),
    asn1.create(U, asn1.Type.UTF8, false, forge.util.encodeUtf8(nif)),
  ]);
  const name = asn1.create(U, asn1.Type.SEQUENCE, true, [asn1.create(U, asn1.Type.SET, true, [attribute])]);
  const general = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [name]);
  return { id: '2.5.29.17', value: asn1.toDer(asn1.create(U, asn1.Type.SEQUENCE, true, [general])).getBytes() };
}

/** A personal certificate issued by `autoridad`; its PEM (the private key is thrown away). */
export function crearCertificadoPersonal(autoridad: AutoridadPrueba, o: OpcionesCertificadoPersonal = {}): string {
  const keys = newKeys();
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = o.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = o.notAfter ?? new Date(Date.now() + 365 * DAY);
  const subject: forge.pki.CertificateField[] = [{ name: 'commonName', value: o.nombre ?? 'PERSONA DE PRUEBA' }];
  if (o.serialNumber) subject.push({ type: '2.5.4.5', value: o.serialNumber });
  subject.push({ name: 'countryName', value: 'ES' });
  cert.setSubject(subject);
  cert.setIssuer(autoridad.certificate.subject.attributes);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: o.firmaDigital ?? true, keyEncipherment: true },
    { name: 'extKeyUsage', [o.uso ?? 'clientAuth']: true },
  ];
  if (o.nifFnmt) {
    extensions.push(altNameFnmt(o.nifFnmt));
  }
  cert.setExtensions(extensions);
  cert.sign(autoridad.key, forge.md.sha256.create());
  return pki.certificateToPem(cert);
}

/** The header value nginx's $ssl_client_escaped_cert gives: the PEM, URL-encoded. */
export const cabeceraNginx = (pem: string) => encodeURIComponent(pem);
