import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errores } from '../../i18n/errores.ts';
import { pageFrontDoor, pageFrontDoorMiddleware } from './front-door.ts';

const ENV = { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', HOST: '', PORT: '3000', ALLOWED_HOSTS: '' };
const door = (url: string) => pageFrontDoor(new Request(url), ENV);

describe('the pages’ front door', () => {
  it('refuses a host name not ours with 421 and a Spanish text, before the slash is looked at', async () => {
    for (const url of ['http://rebind.evil.test:3000/inicio', 'http://rebind.evil.test/inicio/']) {
      const res = door(url);
      expect(res?.status, url).toBe(421);
      expect(await res?.text()).toBe(errores.hostNoPermitido);
    }
  });

  it('moves a path ending in `/` with 308, query kept, and only within the site', () => {
    const res = door('http://localhost:3000/proyectos/?pagina=2');
    expect(res?.status).toBe(308);
    expect(res?.headers.get('location')).toBe('/proyectos?pagina=2');
    expect(door('http://127.0.0.1:3000//evil.com/')?.headers.get('location')).toBe('/evil.com');
  });

  it('lets everything else through, `/` included', () => {
    expect(door('http://localhost:3000/')).toBeNull();
    expect(door('http://127.0.0.1:3000/autoevaluacion/1')).toBeNull();
  });

  it('as page middleware, leaves /api to the API (which answers in its own envelope)', async () => {
    const app = new Hono();
    app.use(pageFrontDoorMiddleware());
    app.all('*', (c) => c.text('servida'));
    const ask = (url: string) => app.request(url, {}, ENV);
    expect((await ask('http://rebind.evil.test/inicio')).status).toBe(421);
    expect((await ask('http://localhost/inicio/')).status).toBe(308);
    expect(await (await ask('http://localhost/inicio')).text()).toBe('servida');
    expect(await (await ask('http://rebind.evil.test/api/salud/')).text()).toBe('servida');
  });
});
