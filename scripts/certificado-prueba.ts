import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cabeceraNginx, crearAutoridadPrueba, crearCertificadoPersonal } from './lib/certificados-prueba.ts';

/**
 * Trying the certificate sign-in on one's machine (README, "Acceso con certificado electrónico"):
 * `npx tsx scripts/certificado-prueba.ts [DNI]` makes, in a new temporary folder, a test CA and a
 * personal certificate for that DNI or NIE (default the demo administrator's), and prints how to
 * start the server and present the certificate as a proxy would. Nothing is written in the
 * repository and the keys are thrown away: only the certificates are kept.
 */
const dni = (process.argv[2] ?? '00000001R').toUpperCase();
const carpeta = mkdtempSync(join(tmpdir(), 'acredita-certificado-'));
const ca = crearAutoridadPrueba();
const personal = crearCertificadoPersonal(ca, { serialNumber: `IDCES-${dni}`, nombre: `PRUEBA - ${dni}` });
const rutaCa = join(carpeta, 'ca.pem');
writeFileSync(rutaCa, ca.pem);
writeFileSync(join(carpeta, 'personal.pem'), personal);
writeFileSync(join(carpeta, 'cabecera.txt'), cabeceraNginx(personal));

const port = process.env.PORT ?? '3000';
console.log(`Certificados de prueba en ${carpeta}:
  ca.pem        la autoridad de pruebas (CERT_LOGIN_CA_FILE)
  personal.pem  un certificado personal con serialNumber IDCES-${dni}
  cabecera.txt  ese certificado como lo reenvía nginx ($ssl_client_escaped_cert)

1. Arranque el servidor con el modo de desarrollo (solo fuera de producción y desde esta máquina):
   CERT_LOGIN_DEV=1 CERT_LOGIN_CA_FILE=${rutaCa} npm start

2. Presente el certificado como lo haría el proxy y siga la redirección en el navegador:
   curl -si -H "X-SSL-Client-Cert: $(cat ${join(carpeta, 'cabecera.txt')})" http://localhost:${port}/api/login/certificado | grep -i '^location'
   Abra en el navegador la dirección de Location (/loginCertificadoRetorno?ticket=…): inicia la sesión.
   Sin la cabecera, o con otro certificado, la redirección lleva a /login con el mensaje del fallo.`);
