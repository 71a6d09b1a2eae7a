/**
 * Return paths (`volver`, the login reply's `redireccion`) come from URLs anyone can craft,
 * so they are only ever followed when they name a page of this site. Pure: used by the
 * server (page guards) and by the browser (login, logout).
 */

const BASE = 'http://acredita.invalid';

/**
 * `value` as a same-site path ("/usuarios?pagina=2"), or null when it could lead elsewhere:
 * absolute and protocol-relative URLs ("//evil", "/\\evil"), other schemes, control
 * characters, or anything that does not start with a single "/". API paths are refused too:
 * they are not pages to come back to.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Dot segments can collapse into "//host" ("/.//evil" -> "//evil"): check the result too.
  if (url.pathname.startsWith('//')) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: a safe path that is not the login or logout page itself. */
export function afterLoginPath(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const path = safeReturnPath(candidate);
    if (path && !/^\/(login|logout)(\/|\?|#|$)/.test(path)) return path;
  }
  return '/';
}

/** A query value with "/" kept readable (valid in a query string, RFC 3986 §3.4). */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%2F', '/');
}

/** The query flag with which the login page says "Sin permisos para acceder a la página". */
export const SIN_PERMISOS_PARAM = 'sinPermisos';

/**
 * The login page, asked to come back to `path` afterwards (when it is safe); `sinPermisos` when
 * the user was sent there from a page their session could not open.
 */
export function loginUrl(path?: string | null, opts: { sinPermisos?: boolean } = {}): string {
  const back = safeReturnPath(path);
  const q = [back && back !== '/' ? `volver=${encodeQueryValue(back)}` : '', opts.sinPermisos ? `${SIN_PERMISOS_PARAM}=1` : '']
    .filter(Boolean)
    .join('&');
  return q ? `/login?${q}` : '/login';
}

/** The logout page, which ends the session and then goes to `path` (when it is safe). */
export function logoutUrl(path?: string | null): string {
  const back = safeReturnPath(path);
  return back && back !== '/' ? `/logout?volver=${encodeQueryValue(back)}` : '/logout';
}
