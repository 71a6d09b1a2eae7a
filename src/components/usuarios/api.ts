/**
 * Calls from the user administration pages to /api through the shared client. A 401 ends
 * in /login.
 */
import { type CallOptions, callApi as call } from '../api-client.ts';

export { loginHref } from '../api-client.ts';

export function callApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts: CallOptions = {}) {
  return call<T>(method, path, body, { loginOn401: true, ...opts });
}
