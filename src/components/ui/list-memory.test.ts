import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIST_MEMORY_MAX_AGE,
  listCookie,
  listCookieName,
  rememberableQuery,
  rememberedQuery,
  withRememberedQuery,
} from './list-memory.ts';

describe('list memory', () => {
  it('resolves a bare list path to its remembered query for client navigations, and leaves others alone', () => {
    const cookie = 'sesion=x; lista.solicitantes=texto%3DB123';
    expect(withRememberedQuery('/solicitantes', cookie)).toBe('/solicitantes?texto=B123');
    expect(withRememberedQuery('/solicitudes', cookie)).toBe('/solicitudes');
    expect(withRememberedQuery('/solicitantes?pagina=2', cookie)).toBe('/solicitantes?pagina=2');
    expect(withRememberedQuery('/solicitantes', undefined)).toBe('/solicitantes');
  });

  it('names one cookie per list path, and none for anything else', () => {
    expect(listCookieName('/bloques')).toBe('lista.bloques');
    expect(listCookieName('/procesosAbiertos/gestion')).toBe('lista.procesosAbiertos.gestion');
    for (const bad of ['', '/', 'bloques', '/a b', '/a;b', '/a=b', '//x']) expect(listCookieName(bad)).toBeNull();
  });

  it('remembers the query without empty fields or the "Limpiar" flag', () => {
    expect(rememberableQuery('texto=sol&manualId=&pagina=2')).toBe('texto=sol&pagina=2');
    expect(rememberableQuery('texto=&limpiar=1')).toBe('');
    expect(rememberableQuery(`texto=${'x'.repeat(700)}`)).toBe('');
  });

  it('writes a small SameSite=Lax cookie for 2 days, and forgets with an empty query', () => {
    expect(LIST_MEMORY_MAX_AGE).toBe(172800);
    expect(listCookie('/bloques', 'texto=sol solar&manualId=2', false)).toBe(
      'lista.bloques=texto%3Dsol%2Bsolar%26manualId%3D2; Path=/; SameSite=Lax; Max-Age=172800',
    );
    expect(listCookie('/bloques', 'limpiar=1', true)).toBe('lista.bloques=; Path=/; SameSite=Lax; Max-Age=0; Secure');
  });

  it('reads back the query of the asked path only', () => {
    const header = `sesion=abc; lista.bloques=${encodeURIComponent('texto=sol&manualId=2')}; lista.estandares=esencial%3Dtrue`;
    expect(rememberedQuery(header, '/bloques')).toBe('texto=sol&manualId=2');
    expect(rememberedQuery(header, '/estandares')).toBe('esencial=true');
    expect(rememberedQuery(header, '/usuarios')).toBeNull();
    expect(rememberedQuery('lista.bloques=%E0%A4%A', '/bloques')).toBeNull();
    expect(rememberedQuery('lista.bloques=', '/bloques')).toBeNull();
    expect(rememberedQuery(undefined, '/bloques')).toBeNull();
  });

  it('is used by every list page: a page with a filter bar restores its remembered query', () => {
    const dir = join(import.meta.dirname, '../../pages');
    const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    const lists = pages.filter((f) => /<ListFilters\b|<\w+Filtros\b|Filtros \}/.test(readFileSync(join(dir, f), 'utf8')));
    expect(lists.length).toBeGreaterThanOrEqual(13);
    const missing = lists.filter((f) => !readFileSync(join(dir, f), 'utf8').includes('restoreListQuery(path, query)'));
    expect(missing).toEqual([]);
  });
});
