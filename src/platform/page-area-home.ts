import { unstable_redirect } from 'waku/router/server';

/**
 * `/{autoevaluacion|evaluacion}/{id}/home`, the spec's name for an area's home sub-route, moves
 * to the home's one address, `/{area}/{id}` (the address lists, menus and mails link to, and the
 * one the area's menu marks as current): a permanent redirect, query kept, rather than a second
 * copy of the page under another address. Call it after the page's guard, which is the home's
 * (docs/decisions/0053-request-front-door.md).
 */
export function redirectToAreaHome(area: 'autoevaluacion' | 'evaluacion', id: string, query?: string): never {
  const q = query?.replace(/^\?/, '');
  unstable_redirect(`/${area}/${encodeURIComponent(id)}${q ? `?${q}` : ''}`, 308);
  throw new Error('unreachable: unstable_redirect throws');
}
