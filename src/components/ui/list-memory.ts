/**
 * The last query of each list page, remembered for 2 days: opening a list without a query
 * restores the last query remembered for that path. One small cookie per
 * list path, sent to every path because client navigations fetch pages from another URL
 * (Waku's RSC endpoint): `lista.bloques=texto%3Dsol`, SameSite=Lax, 2 days.
 *
 * Written by the browser (RememberListQuery, inside ListFilters), read by the server
 * (restoreListQuery), which redirects a bare list path to its remembered query before anything
 * renders. "Limpiar" opens `path?limpiar=1`, which forgets it.
 */

export const LIST_MEMORY_MAX_AGE = 2 * 24 * 60 * 60;

/** The query flag of the "Limpiar" link: show the list without filters and forget the query. */
export const LIMPIAR_PARAM = 'limpiar';

/** Longer queries are not remembered: the cookie must stay small. */
const MAX_QUERY_LENGTH = 600;

const LIST_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

/** The cookie of a list path ("/procesosAbiertos/gestion" -> "lista.procesosAbiertos.gestion"), or null. */
export function listCookieName(path: string): string | null {
  return LIST_PATH.test(path) ? `lista${path.replaceAll('/', '.')}` : null;
}

/**
 * The query worth remembering: without empty fields (an emptied filter form sends `texto=`)
 * and without the "Limpiar" flag; '' when nothing is left.
 */
export function rememberableQuery(query: string): string {
  const q = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, value] of q) if (name !== LIMPIAR_PARAM && value !== '') kept.append(name, value);
  const s = kept.toString();
  return s.length <= MAX_QUERY_LENGTH ? s : '';
}

/** The remembered query of `path` in a Cookie header, or null. */
export function rememberedQuery(cookieHeader: string | undefined, path: string): string | null {
  const name = listCookieName(path);
  if (!name || !cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      const query = rememberableQuery(decodeURIComponent(v.join('=')));
      return query || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that remembers `query` for `path` ('' forgets it). */
export function listCookie(path: string, query: string, secure: boolean): string | null {
  const name = listCookieName(path);
  if (!name) return null;
  const value = rememberableQuery(query);
  const attributes = `; Path=/; SameSite=Lax; Max-Age=${value ? LIST_MEMORY_MAX_AGE : 0}${secure ? '; Secure' : ''}`;
  return `${name}=${encodeURIComponent(value)}${attributes}`;
}

/**
 * Where a client navigation to `href` should go: a bare list path with a remembered query goes
 * straight to that query. The server redirects a bare path too, but a redirect inside a client
 * navigation (an RSC fetch) reaches React as a server render error, logged in the console;
 * resolving it in the browser first avoids the round trip and the error.
 */
export function withRememberedQuery(href: string, cookieHeader: string | undefined): string {
  if (href.includes('?') || href.includes('#')) return href;
  const remembered = rememberedQuery(cookieHeader, href);
  return remembered ? `${href}?${remembered}` : href;
}
