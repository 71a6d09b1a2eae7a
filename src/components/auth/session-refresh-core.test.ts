import { describe, expect, it, vi } from 'vitest';
import { REFRESH_WINDOW_MS as SERVER_WINDOW } from '../../domain/identidad/sesiones.ts';
import { REFRESH_WINDOW_MS, refreshSession, shouldRefresh } from './session-refresh-core.ts';

const now = Date.parse('2026-05-01T10:00:00Z');
const inHours = (h: number) => new Date(now + h * 3600_000).toISOString();

describe('shouldRefresh', () => {
  it('uses the server window', () => {
    expect(REFRESH_WINDOW_MS).toBe(SERVER_WINDOW);
  });

  it('refreshes only when the expiry lies more than 0 and under 24 hours ahead', () => {
    expect(shouldRefresh(inHours(1), now)).toBe(true);
    expect(shouldRefresh(inHours(23.9), now)).toBe(true);
    expect(shouldRefresh(inHours(24), now)).toBe(false);
    expect(shouldRefresh(inHours(72), now)).toBe(false);
    expect(shouldRefresh(inHours(0), now)).toBe(false);
    expect(shouldRefresh(inHours(-1), now)).toBe(false);
  });

  it('does nothing without a session or with a bad date', () => {
    expect(shouldRefresh(null, now)).toBe(false);
    expect(shouldRefresh('mañana', now)).toBe(false);
  });
});

describe('refreshSession', () => {
  const reply = (status: number, body: unknown) =>
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('relies on the refresh cookie: an empty body, same-origin credentials', async () => {
    const fetcher = reply(200, { expiraEn: '2026-05-08T10:00:00.000Z' });
    expect(await refreshSession(undefined, fetcher)).toEqual({ expiraEn: '2026-05-08T10:00:00.000Z' });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/login/refrescar');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{}');
  });

  it('sends a token it is given as { tokenRefresco }', async () => {
    const fetcher = reply(200, {});
    expect(await refreshSession('abc', fetcher)).toEqual({ expiraEn: null });
    expect(fetcher.mock.calls[0]?.[1]?.body).toBe('{"tokenRefresco":"abc"}');
  });

  it('reports failure as null', async () => {
    expect(await refreshSession(undefined, reply(401, { message: 'x' }))).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await refreshSession(undefined, offline)).toBeNull();
  });
});
