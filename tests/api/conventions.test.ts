import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

const expectEnvelope = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await res.json();
  expect(body.status).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
};

describe('bad input is a 4xx with the error envelope, never a 500', () => {
  it('malformed JSON -> 400 in Spanish', async () => {
    const body = await expectEnvelope(await t.postJson('/api/ubicaciones/validar', '{"provinciaId": 28,'), 400);
    expect(body.message).toBe('El cuerpo de la petición no es un JSON válido');
  });

  it('wrong types -> 422 with field errors in Spanish', async () => {
    const body = await expectEnvelope(
      await t.postJson('/api/ubicaciones/validar', { provinciaId: 'Madrid', municipioId: [1] }),
      422,
    );
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(body.errors.provinciaId[0]).toMatch(/código numérico/);
    expect(body.errors.municipioId).toBeDefined();
  });

  it('a JSON array or scalar instead of an object -> 422', async () => {
    await expectEnvelope(await t.postJson('/api/ubicaciones/validar', '[1,2]'), 422);
    await expectEnvelope(await t.postJson('/api/ubicaciones/validar', '42'), 422);
  });

  it('unknown fields are rejected consistently', async () => {
    const body = await expectEnvelope(
      await t.postJson('/api/ubicaciones/validar', { provinciaId: 28, municipioId: 28079, esAdmin: true }),
      422,
    );
    expect(body.errors.esAdmin).toEqual(['Campo no permitido']);
  });

  it('field names that shadow Object.prototype are just unknown fields', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await t.postJson('/api/ubicaciones/validar', `{"${name}":{"a":1},"provinciaId":28,"municipioId":28079}`);
      const body = await expectEnvelope(res, 422);
      expect(body.errors[name], name).toEqual(['Campo no permitido']);
    }
  });

  it('huge bodies -> 413', async () => {
    const huge = JSON.stringify({ provinciaId: 28, municipioId: 28079, relleno: 'x'.repeat(2 * 1024 * 1024) });
    const body = await expectEnvelope(await t.postJson('/api/ubicaciones/validar', huge), 413);
    expect(body.message).toBe('La petición es demasiado grande');
  });

  it('a manual import may be larger than other JSON bodies, up to its own limit', async () => {
    // 2 MiB passes the size check (and is then refused for what it says: no session here).
    const big = JSON.stringify({ relleno: 'x'.repeat(2 * 1024 * 1024) });
    expect((await t.postJson('/api/manuales/importar', big)).status).toBe(401);
    const huge = JSON.stringify({ relleno: 'x'.repeat(9 * 1024 * 1024) });
    await expectEnvelope(await t.postJson('/api/manuales/importar', huge), 413);
  });

  it('huge bodies without content-length (streamed) -> 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent++ > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/ubicaciones/validar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for streamed bodies
      duplex: 'half',
    });
    await expectEnvelope(res, 413);
  });

  it('unknown instance -> 400 in Spanish', async () => {
    const body = await expectEnvelope(await t.get('/api/provincias', { 'X-Instancia': 'no-existe' }), 400);
    expect(body.message).toBe('La instancia «no-existe» no existe');
    await expectEnvelope(await t.get('/api/provincias', { 'X-Instancia': '<script>' }), 400);
  });

  it('unknown API path -> 404 envelope', async () => {
    await expectEnvelope(await t.get('/api/no-existe'), 404);
  });

  it('every error carries the request id that the response header names', async () => {
    const res = await t.get('/api/no-existe');
    const body = await res.json();
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });
});

describe('headers', () => {
  it('sends HSTS for one year and forbids framing', async () => {
    const res = await t.get('/api/salud');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets browsers and CDNs cache reference lookups, and nothing else', async () => {
    expect((await t.get('/api/provincias')).headers.get('cache-control')).toContain('public, max-age=300');
    expect((await t.get('/api/salud')).headers.get('cache-control')).toBeNull();
    const post = await t.postJson('/api/ubicaciones/validar', { provinciaId: 28, municipioId: 28079 });
    expect(post.headers.get('cache-control')).toBeNull();
  });

  it('allows any origin on public GETs only', async () => {
    const pub = await t.get('/api/provincias?campos=Id', { Origin: 'https://socio.example' });
    expect(pub.headers.get('access-control-allow-origin')).toBe('*');
    const post = await t.postJson(
      '/api/ubicaciones/validar',
      { provinciaId: 28, municipioId: 28079 },
      { Origin: 'https://socio.example' },
    );
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows any origin on the error and 304 replies of public GETs too, and adds nothing else', async () => {
    const mala = await t.get('/api/provincias', { Origin: 'https://socio.example', 'X-Instancia': 'no-existe' });
    expect(mala.status).toBe(400);
    expect(mala.headers.get('access-control-allow-origin')).toBe('*');
    const ok = await t.get('/api/provincias', { Origin: 'https://socio.example' });
    const igual = await t.get('/api/provincias', {
      Origin: 'https://socio.example',
      'If-None-Match': ok.headers.get('etag') ?? '',
    });
    expect(igual.status).toBe(304);
    expect(igual.headers.get('access-control-allow-origin')).toBe('*');
    for (const h of ['access-control-allow-credentials', 'access-control-expose-headers', 'access-control-allow-methods'])
      expect(ok.headers.get(h)).toBeNull();
  });

  it('rejects cross-site writes that ride on the session cookie (CSRF)', async () => {
    const body = { provinciaId: 28, municipioId: 28079 };
    const cross = await t.postJson('/api/ubicaciones/validar', body, { Cookie: 'sesion=abc', Origin: 'https://malo.example' });
    expect(cross.status).toBe(403);
    const crossSite = await t.postJson('/api/ubicaciones/validar', body, {
      Cookie: 'sesion=abc',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const same = await t.postJson('/api/ubicaciones/validar', body, { Cookie: 'sesion=abc', Origin: 'http://localhost' });
    expect(same.status).toBe(200);
    const bearer = await t.postJson('/api/ubicaciones/validar', body, { Origin: 'https://malo.example' });
    expect(bearer.status).toBe(200);
  });
});

describe('GET /api/salud', () => {
  it('answers with the database reachable', async () => {
    const res = await t.get('/api/salud');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ estado: 'ok', baseDeDatos: 'ok', instancia: 'soludable' });
  });
});

describe('GET /api/instancia', () => {
  it('returns branding and terminology', async () => {
    const body = await (await t.get('/api/instancia', { 'X-Instancia': 'soludable' })).json();
    expect(body.Nombre).toBe('Soludable');
    expect(body.ColorPrimario).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.Terminologia.bloque).toBe('dimensión');
  });
});
