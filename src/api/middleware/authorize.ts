import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PermissionSubject } from '../../domain/permisos/levels.ts';
import { denegacion, puede, type Regla, SESION } from '../../domain/permisos/regla.ts';
import { errores } from '../../i18n/errores.ts';
import type { ApiRule } from '../access/rule.ts';
import { API_RULES } from '../access/rules.ts';
import { errorResponse } from '../errors.ts';
import type { ApiEnv } from '../types.ts';

/** "GET /provincias" for the route that will answer this request (null: no route matches). */
export function routeKey(c: Context): string | null {
  const route = c.req.matchedRoutes.find((r) => r.method !== 'ALL');
  if (!route) return null;
  const pattern = `${route.method} ${route.path}`;
  let key = claves.get(pattern);
  if (key === undefined) {
    key = `${route.method} ${route.path.replace(/^\/api/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`;
    claves.set(pattern, key);
  }
  return key;
}
// Asked on every call: one entry per route the app declares (patterns, never request paths).
const claves = new Map<string, string>();

/** The policy rule behind an API rule; null for public routes. */
const reglaDe = (rule: ApiRule): Regla | null =>
  rule.acceso === 'publico' ? null : rule.acceso === 'sesion' ? SESION : rule.regla;

/** Whether the rule lets this caller in. */
export function allows(rule: ApiRule, subject: PermissionSubject | null): boolean {
  const regla = reglaDe(rule);
  return regla === null || puede(subject, regla);
}

/**
 * Applies API_RULES before any handler: 401 without a session, 403 without the permission.
 * A route missing from the table is refused (fail closed); a test keeps the table complete.
 */
export const authorizeMiddleware = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const key = routeKey(c);
    if (!key) return next(); // no route: the 404 handler answers
    const rule = API_RULES[key];
    if (!rule) return errorResponse(c, 403, errores.prohibido);
    const regla = reglaDe(rule);
    const denied = regla && denegacion(c.get('actor'), regla);
    return denied ? errorResponse(c, denied.status, denied.message) : next();
  });
