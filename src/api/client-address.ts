import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { configFrom, onWorkers } from '../platform/config.ts';

/** What a request whose address cannot be known counts as (tests without a socket). */
const UNKNOWN = 'desconocida';
/** TRUST_PROXY's form: a whole number of proxies. */
const PROXY_COUNT = /^\d{1,2}$/;

/**
 * How many reverse proxies stand in front of the Node server (TRUST_PROXY): 0, the default,
 * when clients connect to it directly. Anything but a whole number trusts none.
 */
export function trustedProxies(env: unknown): number {
  const value = configFrom(env, 'TRUST_PROXY')?.trim();
  return value && PROXY_COUNT.test(value) ? Number(value) : 0;
}

/** The address of the peer the Node server's socket is connected to (a proxy, when one is in front). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (app.request in tests).
    return undefined;
  }
}

/**
 * The caller's address, for every limit and lock that counts per address
 * (docs/decisions/0046-secure-defaults.md). A client can write any header, so:
 * - on Workers, CF-Connecting-IP: Cloudflare's edge sets it and overwrites the client's;
 * - on Node with TRUST_PROXY=n, the n-th X-Forwarded-For entry from the right, the one the
 *   outermost trusted proxy appended (entries further left were written by the client);
 * - otherwise the socket's remote address, X-Forwarded-For and CF-Connecting-IP unread.
 */
export function clientAddress(c: Context): string {
  if (onWorkers()) return c.req.header('cf-connecting-ip')?.trim().slice(0, 64) || UNKNOWN;
  const hops = trustedProxies(c.env);
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (chain.length > 0) return (chain[Math.max(0, chain.length - hops)] as string).slice(0, 64);
  }
  return socketAddress(c) ?? UNKNOWN;
}

/** Why TRUST_PROXY cannot be used, or null: it must be a whole number of proxies. */
export function trustedProxiesProblem(env: unknown): string | null {
  const value = configFrom(env, 'TRUST_PROXY')?.trim();
  if (!value || PROXY_COUNT.test(value)) return null;
  return (
    `TRUST_PROXY="${value}" no es válido: indique cuántos proxies inversos hay delante del servidor (p. ej. 1), ` +
    'o no lo fije si los clientes se conectan directamente. ' +
    'TRUST_PROXY must be the number of reverse proxies in front of the server.'
  );
}
