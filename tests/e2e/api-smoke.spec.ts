import { expect, test } from './fixtures.ts';

const INSTANCE = { 'X-Instancia': 'soludable' };

test.describe('API smoke (built server)', () => {
  test('GET /api/salud reports the database as ok', async ({ request }) => {
    const response = await request.get('/api/salud');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ estado: 'ok', baseDeDatos: 'ok' });
  });

  test('GET /api/provincias?campos=Id,Nombre lists the 52 provinces', async ({ request }) => {
    const response = await request.get('/api/provincias?campos=Id,Nombre', { headers: INSTANCE });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.NumeroRegistros).toBe(52);
    expect(body.Registros).toHaveLength(52);
    for (const r of body.Registros) expect(Object.keys(r).sort()).toEqual(['Id', 'Nombre']);
    expect(body.Registros).toContainEqual({ Id: 28, Nombre: 'Madrid' });
  });

  test('a malformed JSON body to /api/ubicaciones/validar gives 400 with a Spanish message', async ({ request }) => {
    const response = await request.post('/api/ubicaciones/validar', {
      headers: { ...INSTANCE, 'content-type': 'application/json' },
      // A Buffer is sent byte for byte: Playwright JSON-encodes a string `data` when the
      // content type is JSON, which would turn it into a valid JSON string literal.
      data: Buffer.from('{"provinciaId": 28,'),
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(body.message).toMatch(/JSON/);
    // Spanish wording (e.g. "El cuerpo de la petición no es un JSON válido"), not a framework default.
    expect(body.message).toMatch(/\b(el|la|no|es|de|petición|cuerpo|válido)\b/i);
    expect(body.message).not.toMatch(/malformed|invalid|unexpected token/i);
  });
});
