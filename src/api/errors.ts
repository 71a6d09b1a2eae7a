import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { AppError, type FieldErrors } from '../domain/errors.ts';
import { isSpellingOf } from '../domain/validation/grafias.ts';
import { errores } from '../i18n/errores.ts';

// Spanish messages for zod's own type errors ("se esperaba número, se recibió texto").
z.config(z.locales.es());

/** The error envelope `{ status, message, errors }` every failed API reply carries. */
function errorBody(c: Context, status: number, message: string, errors?: FieldErrors) {
  const requestId = c.get('requestId') as string | undefined;
  return { status, message, ...(errors ? { errors } : {}), ...(requestId ? { requestId } : {}) };
}

/** A 429 whose wait is not known says to retry after a minute: every 429 carries Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
  retryAfterSeconds?: number,
) {
  if (status === 429) c.header('Retry-After', String(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  return c.json(errorBody(c, status, message, errors), status);
}

/**
 * The name the client used for a top-level field: a field it sent under another accepted
 * spelling (`CIF` for `cif`) is reported under that spelling.
 */
function sentName(field: string, sent: unknown): string {
  if (typeof sent !== 'object' || sent === null || Object.hasOwn(sent, field)) return field;
  return Object.keys(sent).find((k) => isSpellingOf(k, field)) ?? field;
}

/** Zod issues -> `{ campo: ["texto"] }`; body-level issues go under "_". `sent` is the input as received. */
export function fieldErrors(error: z.ZodError, sent?: unknown): FieldErrors {
  // No prototype: a client may send fields named "__proto__" or "constructor".
  const out: FieldErrors = Object.create(null);
  const add = (path: PropertyKey[], message: string) => {
    const named = path.length > 0 && typeof path[0] === 'string' ? [sentName(path[0], sent), ...path.slice(1)] : path;
    const key = named.length > 0 ? named.map(String).join('.') : '_';
    out[key] = [...(Object.hasOwn(out, key) ? (out[key] as string[]) : []), message];
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) add([...issue.path, k], errores.campoNoPermitido);
    } else {
      add(issue.path, issue.message);
    }
  }
  return out;
}

/** Maps anything thrown in a route to the envelope; unknown errors are logged, never leaked. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) return errorResponse(c, err.status, err.message, err.errors, err.retryAfterSeconds);
  if (err instanceof z.ZodError) return errorResponse(c, 422, errores.datosNoValidos, fieldErrors(err));
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return errorResponse(c, 413, errores.demasiadoGrande);
    if (status === 400 && /json/i.test(err.message)) return errorResponse(c, 400, errores.jsonMalformado);
    if (status === 415) return errorResponse(c, 415, errores.tipoContenido);
    if (status === 401) return errorResponse(c, 401, errores.noAutenticado);
    if (status === 403) return errorResponse(c, 403, errores.prohibido);
    if (status >= 400 && status < 500) return errorResponse(c, status, err.message || errores.generico);
  }
  console.error(`[api] ${c.req.method} ${c.req.path}`, err);
  return errorResponse(c, 500, errores.interno);
}
