import { createMiddleware } from 'hono/factory';
import { registrarRechazo } from '../../domain/auditoria/rechazos.ts';
import { clientAddress } from '../client-address.ts';
import type { ApiEnv } from '../types.ts';
import { routeKey } from './authorize.ts';

/**
 * Every 401 and 403 the API answers (the route table, CSRF, a domain gate) is a refused
 * access for the audit log (ADR 0015). A failed sign-in is not: it has its own entry.
 */
export const rechazosMiddleware = (defaultInstancia: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    const status = c.res.status;
    if (status !== 401 && status !== 403) return;
    if (c.req.method === 'POST' && c.req.path === '/api/login') return;
    await registrarRechazo(c.get('db'), c.get('clock'), {
      instanciaId: c.get('instancia')?.id ?? defaultInstancia,
      actor: c.get('actor') ?? null,
      accion: status === 403 ? 'ACCESO_DENEGADO' : 'NO_AUTENTICADO',
      // The route, not the path: probing many ids still counts in one bucket a minute.
      ruta: routeKey(c) ?? `${c.req.method} ${c.req.path}`,
      direccion: clientAddress(c),
      requestId: c.get('requestId') ?? null,
    });
  });
