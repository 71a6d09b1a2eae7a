/**
 * Where a path ending in `/` moves to: the same path without the slashes at its end, query kept
 * (a link from a partner site or a typed address often ends so; the pages' router refuses such a
 * path outright). Null for a path without one, and for `/` itself.
 *
 * The answer is a path, never an address: slashes at its start are folded into one, or `//evil.com/`
 * would become `//evil.com`, which a browser reads as another site (an open redirect).
 */
export function withoutTrailingSlash(url: string): string | null {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return null;
  const q = url.indexOf('?', start);
  const path = q === -1 ? url.slice(start) : url.slice(start, q);
  if (path.length < 2 || !path.endsWith('/')) return null;
  const clean = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return q === -1 ? clean : clean + url.slice(q);
}
