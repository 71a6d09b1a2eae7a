import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { esLecturaPublica, PUBLIC_READ_PATHS, preflightPublico } from './public-cors.ts';

describe('public reads any origin may make', () => {
  it('are the GETs and HEADs of the public paths, and nothing else', () => {
    const publicas = [
      '/api/salud',
      '/api/openapi.json',
      '/api/provincias',
      '/api/municipios/28',
      '/api/instancia',
      '/api/combos/sexos',
      '/api/mapas',
      '/api/publico/manuales/3',
      '/api/publico/estandares/4/ejemplos',
      '/api/procesosAbiertos',
      '/api/procesosAbiertos/2',
      '/api/publico/acreditaciones/5/certificado',
    ];
    for (const path of publicas) {
      expect(esLecturaPublica('GET', path), path).toBe(true);
      expect(esLecturaPublica('HEAD', path), path).toBe(true);
      expect(esLecturaPublica('POST', path), path).toBe(false);
      expect(esLecturaPublica('OPTIONS', path), path).toBe(false);
    }
    const privadas = [
      '/api/usuarios',
      '/api/yo',
      '/api/login',
      '/api/salud/extra',
      '/api/provinciasX',
      '/api/combos/a/b',
      '/api/publico/otro',
      '/api/solicitudes',
      '/provincias',
    ];
    for (const path of privadas) expect(esLecturaPublica('GET', path), path).toBe(false);
    expect(PUBLIC_READ_PATHS.length).toBe(8);
  });
});

describe('public preflights', () => {
  const app = new Hono();
  app.use((c, next) => preflightPublico(c, next) ?? next());
  app.all('*', (c) => c.text(`siguiente ${c.req.method}`));

  it('answers the OPTIONS of a public path with any origin, GET/HEAD/OPTIONS and X-Instancia for a day', async () => {
    const res = await app.request('/api/provincias', {
      method: 'OPTIONS',
      headers: { origin: 'https://socio.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('X-Instancia');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });

  it('leaves every other request to the next layer, with no CORS header', async () => {
    for (const [method, path] of [
      ['OPTIONS', '/api/usuarios'],
      ['GET', '/api/provincias'],
      ['POST', '/api/provincias'],
    ] as const) {
      const res = await app.request(path, { method, headers: { origin: 'https://socio.example' } });
      expect(await res.text(), `${method} ${path}`).toBe(`siguiente ${method}`);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
