import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

/** Every route of the Hono router, as "METHOD /path" with OpenAPI-style params. */
function routerRoutes(app: { routes: Array<{ method: string; path: string }> }) {
  return new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`),
  );
}

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that lists every route of the router', async () => {
    const { app, get } = await createTestApp();
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(doc);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(doc.info.title).toBe('Acredita API');
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = routerRoutes(app);
    expect(routes.size).toBeGreaterThan(10);
    expect([...routes].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !routes.has(r))).toEqual([]);
  });
});
