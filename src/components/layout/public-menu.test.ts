import { describe, expect, it } from 'vitest';
import { pageExists, publicMenu, routeOfPageFile } from './public-menu.ts';

describe('public menu', () => {
  it('lists only entries whose page exists, in the spec order', () => {
    const files = ['../../pages/inicio.tsx', '../../pages/quees.tsx', '../../pages/contacto/index.tsx'];
    expect(publicMenu(files).map((e) => e.href)).toEqual(['/inicio', '/quees', '/contacto']);
  });

  it('finds nested routes', () => {
    expect(pageExists('/acreditaciones/publico', ['../../pages/acreditaciones/publico.tsx'])).toBe(true);
    expect(pageExists('/acreditaciones/publico', ['../../pages/acreditaciones.tsx'])).toBe(false);
  });

  it('sees through route groups', () => {
    const files = [
      '../../pages/(publico)/inicio.tsx',
      '../../pages/(gestion)/usuarios/index.tsx',
      '../../pages/(gestion)/_layout.tsx',
    ];
    expect(publicMenu(files).map((e) => e.href)).toEqual(['/inicio']);
    expect(pageExists('/usuarios', files)).toBe(true);
    expect(pageExists('/(gestion)', files)).toBe(false);
  });

  it('matches parameters against slugs, and optional trailing parameters', () => {
    const files = ['../../pages/(gestion)/usuario/[usuarioId].tsx', '../../pages/(publico)/manual/publico.tsx'];
    expect(pageExists('/usuario/{UsuarioId}', files)).toBe(true);
    expect(pageExists('/usuario', files)).toBe(false);
    expect(pageExists('/manual/publico/{ManualId?}', files)).toBe(true);
    expect(pageExists('/manual/publico/{ManualId}', files)).toBe(false);
  });

  it('maps page files to the URLs Waku serves', () => {
    expect(routeOfPageFile('../../pages/(publico)/index.tsx')).toBe('/');
    expect(routeOfPageFile('../../pages/(gestion)/index/index.tsx')).toBe('/index');
    expect(routeOfPageFile('../../pages/(publico)/404.tsx')).toBe('/404');
    expect(routeOfPageFile('../../pages/_layout.tsx')).toBeNull();
    expect(routeOfPageFile('../../pages/(gestion)/_layout.tsx')).toBeNull();
    expect(routeOfPageFile('../../pages/usuarios/_components/tabla.tsx')).toBeNull();
  });

  it('shows the pages of this build', () => {
    const labels = publicMenu().map((e) => e.label);
    expect(labels).toContain('Inicio');
    expect(labels).toContain('Información');
  });
});
