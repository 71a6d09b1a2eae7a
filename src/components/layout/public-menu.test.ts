import { describe, expect, it } from 'vitest';
import { pageExists, publicMenu } from './public-menu.ts';

describe('public menu', () => {
  it('lists only entries whose page exists, in the spec order', () => {
    const files = ['../../pages/inicio.tsx', '../../pages/quees.tsx', '../../pages/contacto/index.tsx'];
    expect(publicMenu(files).map((e) => e.href)).toEqual(['/inicio', '/quees', '/contacto']);
  });

  it('finds nested routes', () => {
    expect(pageExists('/acreditaciones/publico', ['../../pages/acreditaciones/publico.tsx'])).toBe(true);
    expect(pageExists('/acreditaciones/publico', ['../../pages/acreditaciones.tsx'])).toBe(false);
  });

  it('shows the pages of this build', () => {
    const labels = publicMenu().map((e) => e.label);
    expect(labels).toContain('Inicio');
    expect(labels).toContain('Información');
  });
});
