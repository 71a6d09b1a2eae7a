import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import forge from 'node-forge';
import { FIRMA_DESARROLLO_CLAVE, FIRMA_DESARROLLO_RUTA, firmaConfigurada } from '../../src/platform/firma/index.ts';

/**
 * A self-signed signing certificate in a PKCS#12, made on this machine: each developer's
 * install has its own key, never committed, so no deployment can reuse it. It says in its
 * name that it is for development.
 */
export function crearP12Desarrollo(clave: string, nombre = 'Acredita (certificado de desarrollo, sin validez)'): Uint8Array {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  const ahora = new Date();
  cert.validity.notBefore = new Date(ahora.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(ahora.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: nombre },
    { name: 'organizationName', value: 'Acredita' },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], clave, { algorithm: '3des' });
  return forge.util.binary.raw.decode(forge.asn1.toDer(p12).getBytes());
}

/**
 * `npm start` outside production, when the deployment names no certificate of its own and
 * none was made yet: writes the development one to data/firma/ (beside the database).
 */
export function asegurarFirmaDesarrollo(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' || firmaConfigurada(env) || existsSync(FIRMA_DESARROLLO_RUTA)) return;
  mkdirSync(dirname(FIRMA_DESARROLLO_RUTA), { recursive: true });
  writeFileSync(FIRMA_DESARROLLO_RUTA, crearP12Desarrollo(FIRMA_DESARROLLO_CLAVE), { mode: 0o600 });
  console.log(`Certificado de firma de desarrollo creado: ${FIRMA_DESARROLLO_RUTA}`);
}
