import { describe, expect, it } from 'vitest';
import { afterLoginPath, encodeQueryValue, loginUrl, logoutUrl, safeReturnPath } from './safe-path.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/usuarios')).toBe('/usuarios');
    expect(safeReturnPath('/usuarios?pagina=2&q=ana#lista')).toBe('/usuarios?pagina=2&q=ana#lista');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/a/../usuarios')).toBe('/usuarios');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['backslash later', '/x\\y'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative path', 'usuarios'],
    ['empty', ''],
    ['tab inside', '/\t/evil.example'],
    ['newline', '/x\n'],
    ['dot segments to //', '/.//evil.example'],
    ['encoded dot to //', '/%2e//evil.example'],
    ['up and //', '/a/..//evil.example'],
    ['API path', '/api/logout'],
    ['API root', '/api'],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(['/x'])).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('takes the first safe candidate that is not login or logout', () => {
    expect(afterLoginPath('https://evil.example', '/usuarios')).toBe('/usuarios');
    expect(afterLoginPath('/logout?volver=/x', '/login', '/perfil')).toBe('/perfil');
    expect(afterLoginPath('/loginCertificado')).toBe('/loginCertificado');
    expect(afterLoginPath(null, undefined)).toBe('/');
  });
});

describe('login and logout URLs', () => {
  it('encode the return path once per level, keeping "/" readable', () => {
    expect(encodeQueryValue('/usuarios?pagina=2')).toBe('/usuarios%3Fpagina%3D2');
    expect(loginUrl('/usuarios')).toBe('/login?volver=/usuarios');
    expect(loginUrl('/usuarios?pagina=2')).toBe('/login?volver=/usuarios%3Fpagina%3D2');
    expect(logoutUrl(loginUrl('/usuarios'))).toBe('/logout?volver=/login%3Fvolver%3D/usuarios');
  });

  it('round-trips through URLSearchParams', () => {
    const logout = new URL(logoutUrl(loginUrl('/usuario/3?pestana=a&b=1')), 'http://x');
    const login = new URL(logout.searchParams.get('volver') ?? '', 'http://x');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('volver')).toBe('/usuario/3?pestana=a&b=1');
  });

  it('drop unsafe or empty return paths', () => {
    expect(loginUrl('//evil.example')).toBe('/login');
    expect(loginUrl(undefined)).toBe('/login');
    expect(loginUrl('/')).toBe('/login');
    expect(logoutUrl('https://evil.example')).toBe('/logout');
  });
});
