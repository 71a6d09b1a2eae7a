import type { Context } from 'hono';
import { documentoDeDn, type ResultadoCertificado, verifyCertificadoCliente } from '../domain/identidad/certificado-cliente.ts';
import {
  autoridadesCertificado,
  cabeceraCertificado,
  esLoopback,
  modoDesarrolloCertificado,
  proxiesCertificado,
} from '../platform/certificado-login.ts';
import { onWorkers } from '../platform/config.ts';
import { socketAddress, trustedProxies } from './client-address.ts';
import type { ApiEnv } from './types.ts';

/** What Cloudflare's mTLS says of the client's certificate (request.cf.tlsClientAuth; strings, as Cloudflare sends them). */
interface TlsClientAuth {
  certPresented?: string;
  certVerified?: string;
  certRevoked?: string;
  certSubjectDN?: string;
  certNotAfter?: string;
}

/**
 * The header is believed only from a proxy (docs/decisions/0046-secure-defaults.md): TRUST_PROXY
 * says one stands in front and the socket's peer is one CERT_LOGIN_PROXIES names. Anyone else
 * can write any header, so theirs is ignored as if no certificate came. The development mode
 * also believes this machine, outside production.
 */
function headerBelieved(c: Context<ApiEnv>): boolean {
  const peer = socketAddress(c);
  if (peer === undefined) return false;
  if (trustedProxies(c.env) > 0 && proxiesCertificado(c.env).includes(peer)) return true;
  return modoDesarrolloCertificado(c.env) && esLoopback(peer);
}

/** The PEM of the forwarded header: nginx URL-encodes it ($ssl_client_escaped_cert). */
function pemDe(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * On Workers, Cloudflare's edge verified the chain against the zone's mTLS CA and sets
 * request.cf (a client cannot write it). It tells whether a certificate came, whether it
 * verified, revocation and the subject DN; not the key usage nor FNMT's extensions, so only
 * certificates whose subject serialNumber holds the DNI or NIE sign in there (ADR 0060).
 */
function fromCloudflare(c: Context<ApiEnv>): ResultadoCertificado {
  const tls = (c.req.raw as Request & { cf?: { tlsClientAuth?: TlsClientAuth } }).cf?.tlsClientAuth;
  if (tls?.certPresented !== '1') return { ok: false, motivo: 'SIN_CERTIFICADO', detalle: 'sin certificado (Cloudflare)' };
  const verified = tls.certVerified ?? '';
  if (verified !== 'SUCCESS' || tls.certRevoked === '1') {
    const motivo = /expired|not yet valid/i.test(verified) ? 'CADUCADO' : 'CA_NO_RECONOCIDA';
    return { ok: false, motivo, detalle: `Cloudflare: ${verified}${tls.certRevoked === '1' ? ', revocado' : ''}`.slice(0, 200) };
  }
  const documento = documentoDeDn(tls.certSubjectDN);
  if (!documento) return { ok: false, motivo: 'NO_VALIDO', detalle: 'sin DNI ni NIE en el sujeto' };
  return { ok: true, documento, titular: (tls.certSubjectDN ?? '').slice(0, 200) };
}

/** The client certificate this request presents, verified, or why it does not sign anyone in. */
export async function readCertificadoPresentado(c: Context<ApiEnv>): Promise<ResultadoCertificado> {
  // A Worker has no socket and no proxy of its own: only Cloudflare's own fields count there.
  if (onWorkers()) return fromCloudflare(c);
  const pem = headerBelieved(c) ? pemDe(c.req.header(cabeceraCertificado(c.env))) : null;
  return verifyCertificadoCliente(pem, { autoridades: await autoridadesCertificado(c.env), now: c.var.clock.now() });
}
