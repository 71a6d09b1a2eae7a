import { unstable_redirect } from 'waku/router/server';
import { isAppError } from '../../../domain/errors.ts';

/**
 * Runs a domain read; a 404 sends the browser to /error404 (the spec's 404 target, served
 * with status 404 and the not-found page). Waku's unstable_notFound() was tried: it answers
 * 404 but with an empty body that the client cannot revive in production builds.
 */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (isAppError(e) && e.status === 404) unstable_redirect('/error404');
    throw e;
  }
}
