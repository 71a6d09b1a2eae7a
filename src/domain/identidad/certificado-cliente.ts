import forge from 'node-forge';
import { isDni, isNie } from '../validation/rules.ts';

// Verification of the client certificate a TLS terminator asked for and forwarded (ADR 0060).
// Pure: the caller passes the certificate's PEM, the trusted authorities and the clock.
// node-forge reads RSA keys only; the personal certificates of FNMT-RCM and the DNIe are RSA.

const { pki, asn1 } = forge;

/** Subject attribute serialNumber (X.520): "IDCES-12345678Z" (ETSI EN 319 412-1) or the bare number (DNIe). */
const OID_SERIAL_NUMBER = '2.5.4.5';
/** FNMT-RCM's attribute "NIF" of the holder, or of the representative in a legal person's certificate. */
const OID_FNMT_NIF = '1.3.6.1.4.1.5734.1.4';
/** Extended key usage clientAuth (RFC 5280). */
const OID_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';
const OID_ANY_EXTENDED_USAGE = '2.5.29.37.0';
/** ETSI semantics identifier prefixes that carry a national identity number: IDC (identity card), TIN (tax number). */
/** forge's error code for a certificate in the chain outside its dates (its typings omit pki.certificateError). */
const CERTIFICATE_EXPIRED = 'forge.pki.CertificateExpired';
const SEMANTICS_PREFIX = /^(?:IDC|TIN)ES-/;

/** Why a certificate does not sign anyone in; the login page shows each with its own text. */
export type MotivoCertificado = 'SIN_CERTIFICADO' | 'CADUCADO' | 'CA_NO_RECONOCIDA' | 'USO_NO_VALIDO' | 'NO_VALIDO';

export type ResultadoCertificado =
  | { ok: true; documento: string; titular: string }
  | { ok: false; motivo: MotivoCertificado; detalle: string };

const fallo = (motivo: MotivoCertificado, detalle: string): ResultadoCertificado => ({ ok: false, motivo, detalle });

/** The certificates of a PEM bundle (roots and intermediates); certificates forge cannot read are skipped. */
export function parseAutoridades(pem: string): forge.pki.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.flatMap((block) => {
    try {
      return [pki.certificateFromPem(block)];
    } catch {
      // An EC root (forge reads RSA only) cannot have signed an RSA certificate forge could check.
      return [];
    }
  });
}

/** A DNI or NIE with its control letter, upper-case, from the forms certificates write it in; else null. */
export function documentoDeTexto(value: string | null | undefined): string | null {
  if (!value) return null;
  const bare = value.trim().toUpperCase().replace(SEMANTICS_PREFIX, '').replace(/[\s-]/g, '');
  return isDni(bare) || isNie(bare) ? bare : null;
}

/** Every value written under `oid` in an extension (FNMT puts its attributes in the subject alternative name). */
function valoresDeOid(node: forge.asn1.Asn1, oid: string, found: string[] = []): string[] {
  if (!Array.isArray(node.value)) return found;
  const [first, second] = node.value;
  if (first && second && first.type === asn1.Type.OID && typeof first.value === 'string' && asn1.derToOid(first.value) === oid) {
    const inner = Array.isArray(second.value) ? second.value[0] : second;
    if (inner && typeof inner.value === 'string') found.push(forge.util.decodeUtf8(inner.value));
  }
  for (const child of node.value) valoresDeOid(child, oid, found);
  return found;
}

/**
 * The holder's DNI or NIE: the subject's serialNumber, else FNMT-RCM's NIF attribute (the
 * representative's, in a certificate of a legal person's representative). Only a number whose
 * control letter is right counts.
 */
export function documentoDeCertificado(cert: forge.pki.Certificate): string | null {
  const serial = cert.subject.getField({ type: OID_SERIAL_NUMBER }) as { value?: string } | null;
  const fromSubject = documentoDeTexto(serial?.value);
  if (fromSubject) return fromSubject;
  for (const extension of cert.extensions as Array<{ value?: unknown }>) {
    if (typeof extension.value !== 'string') continue;
    let parsed: forge.asn1.Asn1;
    try {
      parsed = asn1.fromDer(extension.value);
    } catch {
      continue;
    }
    for (const value of valoresDeOid(parsed, OID_FNMT_NIF)) {
      const documento = documentoDeTexto(value);
      if (documento) return documento;
    }
  }
  return null;
}

/** The DNI or NIE of a subject DN written as text ("serialNumber=IDCES-12345678Z,CN=…", Cloudflare's certSubjectDN). */
export function documentoDeDn(dn: string | null | undefined): string | null {
  for (const part of (dn ?? '').split(/[,/+]/)) {
    const [name, ...rest] = part.split('=');
    const key = name?.trim().toLowerCase();
    if (key === 'serialnumber' || key === OID_SERIAL_NUMBER) {
      const documento = documentoDeTexto(rest.join('='));
      if (documento) return documento;
    }
  }
  return null;
}

/** The holder's name for the audit log: the subject's common name. */
function titularDe(cert: forge.pki.Certificate): string {
  const cn = cert.subject.getField('CN') as { value?: string } | null;
  return (cn?.value ?? '').slice(0, 200);
}

/**
 * A certificate may sign its holder in when its key is for signatures (keyUsage
 * digitalSignature, when the extension is there) and, when it restricts its uses
 * (extKeyUsage), client authentication is one of them.
 */
function usoValido(cert: forge.pki.Certificate): boolean {
  const keyUsage = cert.getExtension('keyUsage') as { digitalSignature?: boolean } | null;
  if (keyUsage && !keyUsage.digitalSignature) return false;
  const extended = cert.getExtension('extKeyUsage') as Record<string, unknown> | null;
  if (!extended) return true;
  return Boolean(extended.clientAuth || extended[OID_CLIENT_AUTH] || extended[OID_ANY_EXTENDED_USAGE]);
}

/**
 * Verifies a forwarded client certificate: issued (through the bundle's intermediates) by one of
 * `autoridades`, within its dates at `now`, fit for client authentication, and naming a DNI or NIE.
 */
export function verifyCertificadoCliente(
  pem: string | null,
  opts: { autoridades: readonly forge.pki.Certificate[]; now: Date },
): ResultadoCertificado {
  if (!pem?.includes('BEGIN CERTIFICATE')) return fallo('SIN_CERTIFICADO', 'sin certificado');
  let cert: forge.pki.Certificate;
  try {
    cert = pki.certificateFromPem(pem);
  } catch (error) {
    return fallo('NO_VALIDO', `ilegible: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200));
  }
  if (opts.now < cert.validity.notBefore || opts.now > cert.validity.notAfter) {
    return fallo('CADUCADO', `válido del ${cert.validity.notBefore.toISOString()} al ${cert.validity.notAfter.toISOString()}`);
  }
  const store = pki.createCaStore([...opts.autoridades]);
  try {
    pki.verifyCertificateChain(store, [cert], { validityCheckDate: opts.now });
  } catch (error) {
    const code = (error as { error?: string }).error;
    if (code === CERTIFICATE_EXPIRED) return fallo('CADUCADO', `cadena caducada: ${code}`);
    return fallo('CA_NO_RECONOCIDA', `emisor ${cert.issuer.getField('CN')?.value ?? '?'}: ${code ?? 'no verificado'}`);
  }
  if (!usoValido(cert)) return fallo('USO_NO_VALIDO', 'sin uso de firma digital o de autenticación de cliente');
  const documento = documentoDeCertificado(cert);
  if (!documento) return fallo('NO_VALIDO', 'sin DNI ni NIE del titular');
  return { ok: true, documento, titular: titularDe(cert) };
}
