import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../domain/context.ts';
import { PERSONAS } from '../../domain/permisos/politicas.ts';
import { errores } from '../../i18n/errores.ts';
import { permiso, publico, sesion } from '../access/rule.ts';
import type { ApiEnv } from '../types.ts';
import { allows, authorizeMiddleware, routeKey } from './authorize.ts';

const actor = (over: Partial<Actor>): Actor => ({
  usuarioId: 1,
  nombre: 'Ana',
  esSuperAdmin: false,
  tipoPerfil: null,
  permisos: [],
  permisosGenerales: [],
  ...over,
});
const ACTORES: Record<string, Actor | null> = {
  anonimo: null,
  sinPermisos: actor({}),
  lector: actor({ permisos: [{ clave: 'PERSONAS', escritura: false }] }),
  escritor: actor({ permisos: [{ clave: 'personas', escritura: true }] }),
  super: actor({ esSuperAdmin: true }),
};

const app = new Hono<ApiEnv>();
app.use((c, next) => {
  c.set('actor', ACTORES[c.req.header('x-quien') ?? 'anonimo'] ?? null);
  return next();
});
app.use(authorizeMiddleware());
const eco = (c: { text: (t: string) => Response }) => c.text('dentro');
// Routes of the real table (src/api/access/rules*.ts), declared as the routers do.
app.get('/api/provincias', eco);
app.get('/api/yo', eco);
app.get('/api/usuarios/:usuarioId{[0-9]+}', (c) => c.text(routeKey(c) ?? ''));
app.post('/api/usuarios', eco);
// A route the table does not list.
app.get('/api/fuera-de-la-tabla', eco);

const status = async (method: string, path: string, quien: string) =>
  (await app.request(path, { method, headers: { 'x-quien': quien } })).status;

describe('the API rules applied before any handler', () => {
  it('answer each caller of each route as listed here by hand', async () => {
    const esperado: [string, string, Record<string, number>][] = [
      ['GET', '/api/provincias', { anonimo: 200, sinPermisos: 200, lector: 200, escritor: 200, super: 200 }],
      ['GET', '/api/yo', { anonimo: 401, sinPermisos: 200, lector: 200, escritor: 200, super: 200 }],
      ['GET', '/api/usuarios/7', { anonimo: 401, sinPermisos: 403, lector: 200, escritor: 200, super: 200 }],
      ['POST', '/api/usuarios', { anonimo: 401, sinPermisos: 403, lector: 403, escritor: 200, super: 200 }],
      // Fail closed: a route missing from the table is refused to everyone, super administrators too.
      ['GET', '/api/fuera-de-la-tabla', { anonimo: 403, sinPermisos: 403, lector: 403, escritor: 403, super: 403 }],
    ];
    for (const [method, path, porActor] of esperado) {
      for (const [quien, codigo] of Object.entries(porActor)) {
        expect(await status(method, path, quien), `${quien} ${method} ${path}`).toBe(codigo);
      }
    }
  });

  it('say why in the error body', async () => {
    const sinSesion = await app.request('/api/yo');
    expect(await sinSesion.json()).toEqual({ status: 401, message: errores.noAutenticado });
    const sinPermiso = await app.request('/api/usuarios/7', { headers: { 'x-quien': 'sinPermisos' } });
    expect(await sinPermiso.json()).toEqual({ status: 403, message: errores.prohibido });
  });

  it('let a request no route matches reach the 404 handler', async () => {
    expect(await status('GET', '/api/no-existe', 'anonimo')).toBe(404);
  });

  it('name a route by its pattern without /api, with {param} (the table key)', async () => {
    const res = await app.request('/api/usuarios/7', { headers: { 'x-quien': 'super' } });
    expect(await res.text()).toBe('GET /usuarios/{usuarioId}');
  });
});

describe('allows', () => {
  it('lets anyone through a public rule, any session through a session rule, and checks the level of a permission rule', () => {
    const { lector, escritor, sinPermisos } = ACTORES;
    expect(allows(publico, null)).toBe(true);
    expect(allows(sesion, null)).toBe(false);
    expect(allows(sesion, sinPermisos ?? null)).toBe(true);
    expect(allows(permiso(PERSONAS.lee), lector ?? null)).toBe(true);
    expect(allows(permiso(PERSONAS.escribe), lector ?? null)).toBe(false);
    expect(allows(permiso(PERSONAS.escribe), escritor ?? null)).toBe(true);
    expect(allows(permiso(PERSONAS.lee), sinPermisos ?? null)).toBe(false);
  });
});
