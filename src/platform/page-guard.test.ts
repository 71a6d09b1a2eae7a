import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../domain/permisos/levels.ts';
import { guardRedirect, mayOpenPath } from './page-guard.ts';
import { pageRouteFor } from './page-routes.ts';

const gestor: PermissionSubject = { esSuperAdmin: false, permisos: [{ clave: 'GEST_SOLICITUDES', escritura: true }] };
const lector: PermissionSubject = { esSuperAdmin: false, permisos: [{ clave: 'personas', escritura: false }] };
const superAdmin: PermissionSubject = { esSuperAdmin: true, permisos: [] };

describe('guardRedirect', () => {
  it('lets anyone into public pages', () => {
    expect(guardRedirect(pageRouteFor('/inicio'), null, '/inicio')).toBeNull();
    expect(guardRedirect(pageRouteFor('/login'), gestor, '/login')).toBeNull();
  });

  it('lets any signed-in user into [] pages, and sends anonymous users to login', () => {
    expect(guardRedirect(pageRouteFor('/perfil'), gestor, '/perfil')).toBeNull();
    expect(guardRedirect(pageRouteFor('/perfil'), null, '/perfil')).toBe('/login?volver=/perfil');
  });

  it('checks the keys (any of them, read or write, case-insensitive)', () => {
    expect(guardRedirect(pageRouteFor('/index'), gestor, '/index')).toBeNull();
    expect(guardRedirect(pageRouteFor('/usuarios'), lector, '/usuarios')).toBeNull();
    expect(guardRedirect(pageRouteFor('/usuario/3'), superAdmin, '/usuario/3')).toBeNull();
  });

  it('ends the session of a signed-in user without permission, then goes to login', () => {
    expect(guardRedirect(pageRouteFor('/usuarios'), gestor, '/usuarios?pagina=2')).toBe(
      '/logout?volver=/login%3Fvolver%3D/usuarios%253Fpagina%253D2%26sinPermisos%3D1',
    );
  });

  it('sends an anonymous user straight to login', () => {
    expect(guardRedirect(pageRouteFor('/usuarios'), null, '/usuarios')).toBe('/login?volver=/usuarios');
  });

  it('closes paths the table does not know', () => {
    expect(guardRedirect(undefined, superAdmin, '/x')).toBe('/logout?volver=/login%3Fvolver%3D/x%26sinPermisos%3D1');
  });

  it('mayOpenPath reads the route table for a concrete path, query and hash left aside', () => {
    expect(mayOpenPath('/solicitudes/4?x=1#y', gestor)).toBe(true);
    expect(mayOpenPath('/usuarios', gestor)).toBe(false);
    expect(mayOpenPath('/inicio', null)).toBe(true);
    expect(mayOpenPath('/perfil', null)).toBe(false);
    expect(mayOpenPath('/no-existe', superAdmin)).toBe(false);
  });

  it('never carries an unsafe return path', () => {
    expect(guardRedirect([], null, '//evil.example')).toBe('/login');
  });
});
