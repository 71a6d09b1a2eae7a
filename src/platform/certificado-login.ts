import type forge from 'node-forge';
import { parseAutoridades } from '../domain/identidad/certificado-cliente.ts';
import { configFrom, onWorkers } from './config.ts';

/**
 * The certificate sign-in's configuration (ADR 0060), read per call:
 * - CERT_LOGIN_CA_PEM: the trusted authorities, PEM (roots and intermediates; a Worker secret),
 *   else CERT_LOGIN_CA_FILE: their path (Node). Usually FNMT-RCM's (AC Raíz FNMT-RCM and
 *   AC FNMT Usuarios, AC Representación) and the DNIe's (AC Raíz DNIE and its AC DNIE 00x).
 * - CERT_LOGIN_URL: where the browser goes to present its certificate, on the host whose TLS
 *   terminator asks for one (default: this site's /api/login/certificado).
 * - CERT_LOGIN_HEADER: the header the terminator forwards the certificate in, URL-encoded PEM
 *   (default X-SSL-Client-Cert, as nginx's $ssl_client_escaped_cert).
 * - CERT_LOGIN_PROXIES: the addresses of the proxies whose header is believed (default this
 *   machine's loopback); only read with TRUST_PROXY set.
 * - CERT_LOGIN_CLOUDFLARE=1 (Workers): Cloudflare's mTLS verifies the certificate and the app
 *   reads request.cf.tlsClientAuth.
 * - CERT_LOGIN_DEV=1: outside production only, a request from loopback may send the header
 *   with no proxy in front (trying it on one's machine: scripts/certificado-prueba.ts).
 */

export const RUTA_CERTIFICADO = '/api/login/certificado';
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

const valor = (env: unknown, name: string) => configFrom(env, name)?.trim() || undefined;

/** True when this deployment offers the certificate sign-in. */
export function certificadoLoginConfigurado(env?: unknown): boolean {
  if (onWorkers() && valor(env, 'CERT_LOGIN_CLOUDFLARE') === '1') return true;
  return Boolean(valor(env, 'CERT_LOGIN_CA_PEM') || (!onWorkers() && valor(env, 'CERT_LOGIN_CA_FILE')));
}

/** Where the login page sends the browser to present its certificate, with the page to return to. */
export function certificadoLoginUrl(env: unknown, volver: string | null): string {
  const base = valor(env, 'CERT_LOGIN_URL') ?? RUTA_CERTIFICADO;
  return volver ? `${base}${base.includes('?') ? '&' : '?'}volver=${encodeURIComponent(volver)}` : base;
}

export const cabeceraCertificado = (env: unknown) => (valor(env, 'CERT_LOGIN_HEADER') ?? 'x-ssl-client-cert').toLowerCase();

/** The proxies whose certificate header is believed (exact addresses). */
export function proxiesCertificado(env: unknown): string[] {
  const listed = valor(env, 'CERT_LOGIN_PROXIES');
  return listed
    ? listed
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
    : LOOPBACK;
}

export const esLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.includes(address);

/** The development mode: never in production. */
export const modoDesarrolloCertificado = (env: unknown) =>
  valor(env, 'CERT_LOGIN_DEV') === '1' && configFrom(env, 'NODE_ENV') !== 'production';

let cached: { source: string; autoridades: forge.pki.Certificate[] } | null = null;

/** The trusted authorities, parsed once per configured value. */
export async function autoridadesCertificado(env?: unknown): Promise<forge.pki.Certificate[]> {
  let source = valor(env, 'CERT_LOGIN_CA_PEM');
  const ruta = valor(env, 'CERT_LOGIN_CA_FILE');
  if (!source && ruta && !onWorkers()) {
    // node:fs only on Node, imported on use so the Worker bundle never evaluates it.
    const { readFile } = await import('node:fs/promises');
    source = await readFile(ruta, 'utf8').catch(() => '');
  }
  if (!source) return [];
  if (cached?.source !== source) cached = { source, autoridades: parseAutoridades(source) };
  return cached.autoridades;
}
