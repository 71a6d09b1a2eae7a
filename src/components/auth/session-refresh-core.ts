/**
 * Session refresh in the browser: on every path change, when the
 * session expires in more than 0 and less than 24 hours, ask for a new one. Pure parts here,
 * the React leaf in session-refresh.tsx.
 */

/** The spec's refresh window (same value as REFRESH_WINDOW_MS on the server). */
export const REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;

export function shouldRefresh(expiraEn: string | null | undefined, now: number): boolean {
  if (!expiraEn) return false;
  const left = Date.parse(expiraEn) - now;
  return Number.isFinite(left) && left > 0 && left < REFRESH_WINDOW_MS;
}

/**
 * POST /api/login/refrescar. The refresh token normally travels in its HttpOnly cookie
 * (`sesion_refresco`, scoped to that path), so the body is empty; an API client that holds
 * the token itself passes it and it goes in the body as `{ tokenRefresco }`. Returns the new
 * expiry (from the reply's `expiraEn`), or null when the refresh did not happen.
 */
export async function refreshSession(
  tokenRefresco?: string,
  fetcher: typeof fetch = fetch,
): Promise<{ expiraEn: string | null } | null> {
  try {
    const response = await fetcher('/api/login/refrescar', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(tokenRefresco ? { tokenRefresco } : {}),
    });
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { expiraEn?: unknown } | null;
    return { expiraEn: typeof body?.expiraEn === 'string' ? body.expiraEn : null };
  } catch {
    return null;
  }
}
