import { isAppError } from '../domain/errors.ts';

/**
 * What `read` returns, or null when the domain answers that the record is not there for the
 * caller (`statuses`: 404, and 403 where a page hides what the caller may not see); the page
 * then renders its 404. Any other error propagates.
 */
export async function orNotFound<T>(read: Promise<T>, statuses: readonly number[] = [404]): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (isAppError(err) && statuses.includes(err.status)) return null;
    throw err;
  }
}
