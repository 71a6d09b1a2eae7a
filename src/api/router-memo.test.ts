import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RouterMemo } from './router-memo.ts';

const app = () => {
  const a = new Hono({ router: new RouterMemo() });
  a.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-ruta', c.req.routePath);
  });
  a.get('/centros/:id', (c) => c.json({ id: c.req.param('id') }));
  a.get('/centros/yo', (c) => c.json({ yo: true }));
  a.get('/ficheros/:id/:nombre', (c) => c.json(c.req.param()));
  a.post('/centros/:id', (c) => c.json({ post: c.req.param('id') }));
  return a;
};

describe('RouterMemo', () => {
  it('answers as Hono does, with each path its own parameters, whatever was asked before', async () => {
    const a = app();
    for (let round = 0; round < 2; round++) {
      expect(await (await a.request('/centros/1')).json()).toEqual({ id: '1' });
      expect(await (await a.request('/centros/2')).json()).toEqual({ id: '2' });
      expect(await (await a.request('/centros/caf%C3%A9')).json()).toEqual({ id: 'café' });
      expect(await (await a.request('/ficheros/7/a.pdf')).json()).toEqual({ id: '7', nombre: 'a.pdf' });
      expect(await (await a.request('/centros/3', { method: 'POST' })).json()).toEqual({ post: '3' });
      expect((await a.request('/centros/3', { method: 'DELETE' })).status).toBe(404);
      expect((await a.request('/centros/1')).headers.get('x-ruta')).toBe('/centros/:id');
      expect((await a.request('/otra')).status).toBe(404);
    }
  });

  it('stays right past its bound and for paths too long to keep', async () => {
    const a = app();
    for (let i = 0; i < 1500; i++) expect(await (await a.request(`/centros/${i}`)).json()).toEqual({ id: String(i) });
    expect(await (await a.request('/centros/5')).json()).toEqual({ id: '5' });
    const largo = 'x'.repeat(300);
    expect(await (await a.request(`/centros/${largo}`)).json()).toEqual({ id: largo });
  });
});
