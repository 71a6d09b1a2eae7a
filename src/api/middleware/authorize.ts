import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { allReadOrWrite, allWrite, anyReadOrWrite, levelOf, type PermissionSubject } from '../../domain/permisos/levels.ts';
import { errores } from '../../i18n/errores.ts';
import { API_RULES, type ApiRule } from '../access/rules.ts';
import { errorResponse } from '../errors.ts';
import type { ApiEnv } from '../types.ts';

/** "GET /provincias" for the route that will answer this request (null: no route matches). */
export function routeKey(c: Context): string | null {
  const route = c.req.matchedRoutes.find((r) => r.method !== 'ALL');
  if (!route) return null;
  const path = route.path.replace(/^\/api/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
  return `${route.method} ${path}`;
}

/** Whether the rule lets this caller in. */
export function allows(rule: ApiRule, subject: PermissionSubject | null): boolean {
  if (rule.acceso === 'publico') return true;
  if (!subject) return false;
  if (rule.acceso === 'sesion') return true;
  const meets = rule.nivel === 'E' ? (k: string) => levelOf(subject, k) === 'E' : (k: string) => levelOf(subject, k) !== '';
  if (rule.todas) return rule.nivel === 'E' ? allWrite(subject, rule.claves) : allReadOrWrite(subject, rule.claves);
  return rule.claves.length === 0 ? anyReadOrWrite(subject, rule.claves) : rule.claves.some(meets);
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
    if (allows(rule, c.var.actor)) return next();
    return c.var.actor ? errorResponse(c, 403, errores.prohibido) : errorResponse(c, 401, errores.noAutenticado);
  });
