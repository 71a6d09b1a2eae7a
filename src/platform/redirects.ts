import { staticSecurityHeaders } from './static-headers.ts';

/**
 * Pages that only send the visitor to another page. The page files still exist (a client
 * navigation reaches them through Waku), but a browser's request for the HTML is answered
 * here, before any rendering: rendering a page only to throw a redirect cost a full render per
 * request (docs/performance.md).
 */
export const REDIRECCIONES: Readonly<Record<string, string>> = {
  /** The information page opens on its first tab. */
  '/informacion': '/quees',
};

/** The 307 for a fixed redirect, or null when the path is not one. */
export function redireccionFija(method: string, path: string): Response | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const destino = REDIRECCIONES[path];
  if (!destino) return null;
  return new Response(null, { status: 307, headers: { Location: destino, ...staticSecurityHeaders() } });
}
