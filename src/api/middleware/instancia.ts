import { createMiddleware } from 'hono/factory';
import { loadInstanciaCached } from '../../domain/instancias.ts';
import { errores } from '../../i18n/errores.ts';
import { errorResponse } from '../errors.ts';
import type { ApiEnv } from '../types.ts';

/**
 * Selects the instance from `X-Instancia`, falling back to the configured
 * default. An unknown or inactive instance is the caller's error: 400, never a 500.
 */
export const instanciaMiddleware = (defaultId: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const requested = (c.req.header('x-instancia') ?? defaultId).trim().toLowerCase();
    if (!/^[a-z0-9-]{1,40}$/.test(requested)) {
      return errorResponse(c, 400, errores.instanciaDesconocida(requested.slice(0, 40)));
    }
    const row = await loadInstanciaCached(c.get('db'), requested);
    if (!row?.activo) return errorResponse(c, 400, errores.instanciaDesconocida(requested));
    c.set('instancia', row);
    await next();
  });
