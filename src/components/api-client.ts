import { DEFAULT_INSTANCIA } from '../domain/shared/instancia.ts';
import { errores } from '../i18n/errores.ts';

/** The outcome of one call to our API from the browser. */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  data: T | null;
  /** What to tell the user when it failed, else null. */
  message: string | null;
  /** Messages per field from the error envelope `{ errors: { campo: [...] } }`. */
  fieldErrors: Record<string, string[]>;
}

type Envelope = { message?: unknown; details?: unknown; detail?: unknown; status?: unknown; errors?: unknown };

function fieldErrorsOf(body: Envelope | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!body || typeof body.errors !== 'object' || body.errors === null) return out;
  for (const [field, value] of Object.entries(body.errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * The message of a failed reply, in the spec's order: the first entry of
 * `errors`; else `message` (with details appended); else `detail`; else the status; else
 * the generic text.
 */
export function errorMessage(body: unknown, status?: number): string {
  const b = (typeof body === 'object' && body !== null ? body : null) as Envelope | null;
  const first = Object.values(fieldErrorsOf(b))[0]?.[0];
  if (first) return first;
  if (typeof b?.message === 'string' && b.message) {
    return typeof b.details === 'string' && b.details ? `${b.message} ${b.details}` : b.message;
  }
  if (typeof b?.detail === 'string' && b.detail) return b.detail;
  if (status) return `${errores.otroFallo} (${status})`;
  return errores.generico;
}

/** Where a 401 sends the browser: the login, coming back here afterwards. */
export function loginHref(location: { pathname: string; search: string }): string {
  return `/login?volver=${encodeURIComponent(location.pathname + location.search)}`;
}

export interface CallOptions {
  instancia?: string;
  fetch?: typeof fetch;
  /** Send the browser to /login on a 401 (pages behind a session; not the login form itself). */
  loginOn401?: boolean;
}

/**
 * Every JSON call from the browser to /api: same origin with the session cookie and the
 * instance header; never throws. Failures come back with the message to show and the messages per field.
 */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
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
  if (response.status === 401 && opts.loginOn401 && typeof window !== 'undefined')
    window.location.assign(loginHref(window.location));
  if (response.ok) return { ok: true, status: response.status, data: data as T, message: null, fieldErrors: {} };
  return {
    ok: false,
    status: response.status,
    data: null,
    message: errorMessage(data, response.status),
    fieldErrors: fieldErrorsOf(data as Envelope | null),
  };
}
