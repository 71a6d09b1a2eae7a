import { unstable_getRscPath } from 'waku/router/server';

/**
 * The path of the page being rendered, for layouts: Waku gives a layout no props but its
 * children, and an area's layout needs the record id in the path (e.g. the self-assessment
 * of /autoevaluacion/{id}/...). Waku names the route "R/<path>" ("R/_root" for "/"); null
 * outside a page render.
 */
export function pagePath(): string | null {
  const rsc = unstable_getRscPath();
  if (typeof rsc !== 'string' || !rsc.startsWith('R/')) return null;
  if (rsc === 'R/_root') return '/';
  if (rsc.startsWith('R/__')) return `/_${rsc.slice(4)}`;
  return rsc.slice(1);
}
