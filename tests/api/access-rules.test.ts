import { describe, expect, it } from 'vitest';
import { API_RULES } from '../../src/api/access/rules.ts';
import { createTestApp } from './helpers.ts';

/** Every endpoint of the router as the rule table names it: "METHOD /path" with {param}. */
async function routerKeys() {
  const { app } = await createTestApp();
  return new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`),
  );
}

describe('API rule table', () => {
  it('has a rule for every route of the router', async () => {
    const keys = await routerKeys();
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !(k in API_RULES))).toEqual([]);
  });

  it('names no route that does not exist', async () => {
    const keys = await routerKeys();
    expect(Object.keys(API_RULES).filter((k) => !keys.has(k))).toEqual([]);
  });
});
