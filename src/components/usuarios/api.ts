/**
 * Calls from the user administration pages to /api through the shared client. A 401 ends
 * in /login.
 */
import { type ApiResult, type CallOptions, callApi as call } from '../api-client.ts';

export { loginHref } from '../api-client.ts';
export type CallResult<T = Record<string, unknown>> = ApiResult<T>;

export function callApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown, opts: CallOptions = {}) {
  return call<T>(method, path, body, { loginOn401: true, ...opts });
}
