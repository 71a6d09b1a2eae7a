import { OpenAPIHono } from '@hono/zod-openapi';
import { pathsWithControlCharacters } from '../domain/validation/rules.ts';
import { errores } from '../i18n/errores.ts';
import { validacion } from '../i18n/validacion.ts';
import { errorResponse, fieldErrors } from './errors.ts';
import type { ApiEnv } from './types.ts';

/**
 * Every resource router is made here so all share one validation hook: a zod failure
 * becomes a 422 (or 400 for query/path syntax) with the field messages, and so does a string
 * anywhere in the parsed input holding a control character (the field builders refuse them
 * in free text; this catches ids, keys and filters written as text).
 */
/** The input as the client sent it (@hono/zod-validator passes it to the hook as `data`). */
const sent = (result: object) => (result as { data?: unknown }).data;

/** What a client writes: every string in them obeys the control-character rule, field rule or not. */
const CON_TEXTO = new Set(['json', 'form', 'query', 'param']);

const conCaracteresDeControl = (campos: string[]) =>
  Object.fromEntries(campos.map((campo) => [campo || '_', [validacion.controlCharacters]]));

export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      const status = result.target === 'json' || result.target === 'form' ? 422 : 400;
      if (!result.success) return errorResponse(c, status, errores.datosNoValidos, fieldErrors(result.error, sent(result)));
      if (!CON_TEXTO.has(result.target)) return;
      const campos = pathsWithControlCharacters(result.data);
      if (campos.length === 0) return;
      return errorResponse(c, status, errores.datosNoValidos, conCaracteresDeControl(campos));
    },
  });
}
