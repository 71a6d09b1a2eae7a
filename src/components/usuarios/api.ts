/**
 * Calls from the user administration pages to /api: same origin with the session cookie
 * and the instance header. A 401 ends in /login (behaviour.md §8); other failures come
 * back with the message to show and the messages per field.
 */
import { errores } from '../../i18n/errores.ts';
import { errorMessage } from '../auth/api.ts';

export const DEFAULT_INSTANCIA = 'soludable';

export interface CallResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T | null;
  message: string | null;
  fieldErrors: Record<string, string[]>;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const out: Record<string, string[]> = {};
  if (typeof errors !== 'object' || errors === null) return out;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/** Where a 401 sends the browser: the login, coming back here afterwards. */
export function loginHref(location: { pathname: string; search: string }): string {
  return `/login?volver=${encodeURIComponent(location.pathname + location.search)}`;
}

export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  opts: { instancia?: string; fetch?: typeof fetch } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Instancia': opts.instancia ?? DEFAULT_INSTANCIA };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await (opts.fetch ?? fetch)(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, data: null, message: errores.sinRespuesta, fieldErrors: {} };
  }
  let data: unknown = null;
  if (response.status !== 204) {
    try {
      data = await response.json();
    } catch {
      data = null;
    }
  }
  if (response.status === 401 && typeof window !== 'undefined') window.location.assign(loginHref(window.location));
  if (response.ok) return { ok: true, status: response.status, data: data as T, message: null, fieldErrors: {} };
  return {
    ok: false,
    status: response.status,
    data: null,
    message: errorMessage(data, response.status),
    fieldErrors: fieldErrorsOf(data),
  };
}
