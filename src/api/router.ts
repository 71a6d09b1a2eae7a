import { OpenAPIHono } from '@hono/zod-openapi';
import { errores } from '../i18n/errores.ts';
import { errorResponse, fieldErrors } from './errors.ts';
import type { ApiEnv } from './types.ts';

/**
 * Every resource router is made here so all share one validation hook: a zod failure
 * becomes a 422 (or 400 for query/path syntax) with the field messages.
 */
/** The input as the client sent it (@hono/zod-validator passes it to the hook as `data`). */
const sent = (result: object) => (result as { data?: unknown }).data;

export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const status = result.target === 'json' || result.target === 'form' ? 422 : 400;
      return errorResponse(c, status, errores.datosNoValidos, fieldErrors(result.error, sent(result)));
    },
  });
}
