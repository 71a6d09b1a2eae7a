/**
 * Every page route of the spec (behaviour.md §2) with the permission keys that open it:
 * null = public, [] = any signed-in user, [keys] = any of the keys at level L or E.
 * It drives page guards (src/platform/page-auth.ts), menus and links. Paths use {param}.
 */
export const PAGE_ROUTES: Record<string, string[] | null> = {
  '/usuarios': ['PERSONAS'],
  '/usuario': ['PERSONAS'],
  '/usuario/{UsuarioId}': ['PERSONAS'],
  '/invitaciones': ['PERSONAS'],
};

/** The table entry for a concrete path ("/usuario/12" -> "/usuario/{UsuarioId}"), or undefined. */
export function pageRouteFor(path: string): string[] | null | undefined {
  if (path in PAGE_ROUTES) return PAGE_ROUTES[path];
  const parts = path.split('/');
  for (const [pattern, keys] of Object.entries(PAGE_ROUTES)) {
    const p = pattern.split('/');
    if (p.length === parts.length && p.every((seg, i) => seg.startsWith('{') || seg === parts[i])) return keys;
  }
  return undefined;
}
