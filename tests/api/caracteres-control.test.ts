import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The control-character rule beyond the free-text builders: every string a call takes (a
// credential, a key in the path, a list filter, a field a route takes as it comes) is refused
// with the same Spanish message when it holds a control character other than tab or newline.

const MENSAJE = 'El texto contiene caracteres de control no permitidos';

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let autoId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  autoId = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
}, 60_000);

const call = async (who: string | null, method: string, path: string, body?: unknown) =>
  t.send(method, `/api${path}`, who ? await t.as(who) : {}, body);

describe('control characters outside the free-text fields', () => {
  it('sign-in: a NUL in the user name or the password is a 422 on the field', async () => {
    const usuario = await call(null, 'POST', '/login', { username: 'admin\u0000', password: 'Soludable.2026' });
    expect(usuario.status).toBe(422);
    expect((await json(usuario)).errors).toEqual({ username: [MENSAJE] });
    const clave = await call(null, 'POST', '/login', { username: 'admin', password: 'Soludable\u0000.2026' });
    expect(clave.status).toBe(422);
    expect((await json(clave)).errors).toEqual({ password: [MENSAJE] });
  });

  it('a list filter and a key in the path are refused (400), with the field named', async () => {
    const filtro = await call('autoevaluador', 'GET', `/autoevaluaciones/${autoId}/tareas?texto=a%00b`);
    expect(filtro.status).toBe(400);
    expect(await json(filtro)).toMatchObject({ message: 'Los datos enviados no son válidos', errors: { texto: [MENSAJE] } });
    const clave = await call('admin', 'GET', '/tiposFichero/MAN%01');
    expect(clave.status).toBe(400);
    expect((await json(clave)).errors).toEqual({ tipoFicheroClave: [MENSAJE] });
  });

  it('tabs and line breaks still pass in a filter', async () => {
    expect((await call('autoevaluador', 'GET', `/autoevaluaciones/${autoId}/tareas?texto=a%09b`)).status).toBe(200);
  });
});
