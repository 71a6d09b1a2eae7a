/**
 * The browser cookie that carries the session token (HttpOnly, set by the sign-in call):
 * the API's authentication and CSRF check and the page guards all read this name.
 */
export const SESSION_COOKIE = 'sesion';

/** A cookie's value in a Cookie header (URL-decoded), or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
