import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedList, clearUbicacionCache, listUrl, loadList, UbicacionLoadError } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MUNICIPIOS = [
  { Id: 28005, Nombre: 'Alcalá de Henares' },
  { Id: 28079, Nombre: 'Madrid' },
];

beforeEach(() => clearUbicacionCache());

describe('listUrl', () => {
  it('builds the lookup URLs of the contract', () => {
    expect(listUrl('provincias', {})).toBe('/api/provincias?campos=Id,Nombre');
    expect(listUrl('municipios', { provinciaId: 28 })).toBe('/api/municipios?campos=Id,Nombre&provinciaId=28');
    expect(listUrl('localidades', { provinciaId: 28, municipioId: 28079 })).toBe(
      '/api/localidades?campos=Id,Nombre&provinciaId=28&municipioId=28079',
    );
  });

  it('has no URL while the parent is not chosen', () => {
    expect(listUrl('municipios', {})).toBeNull();
    expect(listUrl('localidades', { provinciaId: 28 })).toBeNull();
  });
});

describe('loadList', () => {
  it('sends the instance header and returns Id and Nombre in the API order', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS.map((m) => ({ ...m, Extra: 1 })), NumeroRegistros: 2 }));
    const url = '/api/municipios?campos=Id,Nombre&provinciaId=28';
    await expect(loadList(url, { instancia: 'soludable', fetch })).resolves.toEqual(MUNICIPIOS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [requested, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(requested).toBe(url);
    expect(new Headers(init.headers).get('X-Instancia')).toBe('soludable');
  });

  it('uses soludable when no instance is given', async () => {
    const fetch = vi.fn(async () => json({ Registros: [] }));
    await loadList('/api/provincias?campos=Id,Nombre', { fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('X-Instancia')).toBe('soludable');
  });

  it('caches per instance and URL, so going back does not fetch again', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS }));
    const madrid = '/api/municipios?campos=Id,Nombre&provinciaId=28';
    const barcelona = '/api/municipios?campos=Id,Nombre&provinciaId=8';
    await loadList(madrid, { fetch });
    await loadList(barcelona, { fetch });
    await loadList(madrid, { fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cachedList('soludable', madrid)).toEqual(MUNICIPIOS);
    expect(cachedList('otra', madrid)).toBeUndefined();
    await loadList(madrid, { fetch, instancia: 'otra' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again when told to reload', async () => {
    const fetch = vi.fn(async () => json({ Registros: MUNICIPIOS }));
    const url = '/api/provincias?campos=Id,Nombre';
    await loadList(url, { fetch });
    await loadList(url, { fetch, reload: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects with the API message and status on an HTTP error and caches nothing', async () => {
    const fetch = vi.fn(async () => json({ status: 400, message: 'Los datos enviados no son válidos', errors: {} }, 400));
    const url = '/api/municipios?campos=Id,Nombre&provinciaId=x';
    const error = await loadList(url, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UbicacionLoadError);
    expect((error as UbicacionLoadError).status).toBe(400);
    expect((error as UbicacionLoadError).message).toBe('Los datos enviados no son válidos');
    expect(cachedList('soludable', url)).toBeUndefined();
  });

  it('rejects a body without the list envelope', async () => {
    const fetch = vi.fn(async () => json({ Registros: [{ Id: '28', Nombre: 'Madrid' }] }));
    await expect(loadList('/api/provincias?campos=Id,Nombre', { fetch })).rejects.toBeInstanceOf(UbicacionLoadError);
    const html = vi.fn(async () => new Response('<html></html>', { status: 200 }));
    await expect(loadList('/api/provincias?campos=Id,Nombre', { fetch: html })).rejects.toBeInstanceOf(UbicacionLoadError);
  });

  it('turns a network failure into UbicacionLoadError', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(loadList('/api/provincias?campos=Id,Nombre', { fetch })).rejects.toBeInstanceOf(UbicacionLoadError);
  });

  it('lets an abort through as such', async () => {
    const control = new AbortController();
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      control.abort();
      throw init?.signal?.reason ?? new Error('abort');
    });
    const error = await loadList('/api/provincias?campos=Id,Nombre', { fetch, signal: control.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UbicacionLoadError);
    expect((error as Error).name).toBe('AbortError');
  });
});
