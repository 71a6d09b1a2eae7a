/** Field name -> messages, as the API's error envelope carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type domain code throws. The API maps it to its status and the error
 * envelope `{ status, message, errors }`; pages map it to their error screens.
 */
export class AppError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;
  readonly errors?: FieldErrors;
  /** With a 429: how many seconds until trying again can succeed (the reply's Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(status: AppError['status'], message: string, errors?: FieldErrors, opts: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
