import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cargarLista, ErrorCargaUbicacion, listaEnCache, urlLista, vaciarCacheUbicacion } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MUNICIPIOS = [
  { Id: 28005, Nombre: 'Alcalá de Henares' },
  { Id: 28079, Nombre: 'Madrid' },
];

beforeEach(() => vaciarCacheUbicacion());

describe('urlLista', () => {
  it('builds the lookup URLs of the contract', () => {
    expect(urlLista('provincias', {})).toBe('/api/provincias?campos=Id,Nombre');
    expect(urlLista('municipios', { provinciaId: 28 })).toBe('/api/municipios?campos=Id,Nombre&provinciaId=28');
    expect(urlLista('localidades', { provinciaId: 28, municipioId: 28079 })).toBe(
      '/api/localidades?campos=Id,Nombre&provinciaId=28&municipioId=28079',
    );
  });

  it('has no URL while the parent is not chosen', () => {
    expect(urlLista('municipios', {})).toBeNull();
    expect(urlLista('localidades', { provinciaId: 28 })).toBeNull();
  });
});

describe('cargarLista', () => {
  it('sends the instance header and returns Id and Nombre in the API order', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS.map((m) => ({ ...m, Extra: 1 })), NumeroRegistros: 2 }));
    const url = '/api/municipios?campos=Id,Nombre&provinciaId=28';
    await expect(cargarLista(url, { instancia: 'soludable', fetch })).resolves.toEqual(MUNICIPIOS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [pedida, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(pedida).toBe(url);
    expect(new Headers(init.headers).get('X-Instancia')).toBe('soludable');
  });

  it('uses soludable when no instance is given', async () => {
    const fetch = vi.fn(async () => json({ Registros: [] }));
    await cargarLista('/api/provincias?campos=Id,Nombre', { fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('X-Instancia')).toBe('soludable');
  });

  it('caches per instance and URL, so going back does not fetch again', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS }));
    const madrid = '/api/municipios?campos=Id,Nombre&provinciaId=28';
    const barcelona = '/api/municipios?campos=Id,Nombre&provinciaId=8';
    await cargarLista(madrid, { fetch });
    await cargarLista(barcelona, { fetch });
    await cargarLista(madrid, { fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(listaEnCache('soludable', madrid)).toEqual(MUNICIPIOS);
    expect(listaEnCache('otra', madrid)).toBeUndefined();
    await cargarLista(madrid, { fetch, instancia: 'otra' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again when told to reload', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS }));
    const url = '/api/provincias?campos=Id,Nombre';
    await cargarLista(url, { fetch });
    await cargarLista(url, { fetch, recargar: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects with the API message and status on an HTTP error and caches nothing', async () => {
    const fetch = vi.fn(async () => json({ status: 400, message: 'Los datos enviados no son válidos', errors: {} }, 400));
    const url = '/api/municipios?campos=Id,Nombre&provinciaId=x';
    const error = await cargarLista(url, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorCargaUbicacion);
    expect((error as ErrorCargaUbicacion).status).toBe(400);
    expect((error as ErrorCargaUbicacion).message).toBe('Los datos enviados no son válidos');
    expect(listaEnCache('soludable', url)).toBeUndefined();
  });

  it('rejects a body without the list envelope', async () => {
    const fetch = vi.fn(async () => json({ Registros: [{ Id: '28', Nombre: 'Madrid' }] }));
    await expect(cargarLista('/api/provincias?campos=Id,Nombre', { fetch })).rejects.toBeInstanceOf(ErrorCargaUbicacion);
    const html = vi.fn(async () => new Response('<html></html>', { status: 200 }));
    await expect(cargarLista('/api/provincias?campos=Id,Nombre', { fetch: html })).rejects.toBeInstanceOf(ErrorCargaUbicacion);
  });

  it('turns a network failure into ErrorCargaUbicacion', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(cargarLista('/api/provincias?campos=Id,Nombre', { fetch })).rejects.toBeInstanceOf(ErrorCargaUbicacion);
  });

  it('lets an abort through as such', async () => {
    const control = new AbortController();
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      control.abort();
      throw init?.signal?.reason ?? new Error('abort');
    });
    const error = await cargarLista('/api/provincias?campos=Id,Nombre', { fetch, signal: control.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ErrorCargaUbicacion);
    expect((error as Error).name).toBe('AbortError');
  });
});
