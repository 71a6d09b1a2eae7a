import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../../domain/permisos/levels.ts';
import { PAGE_ROUTES } from '../../platform/page-routes.ts';
import { canOpen, gestionHome, gestionMenu, gestionMenuDefinition, menuLinks } from './menu.ts';

const pages = (...routes: string[]) => routes.map((r) => `../../pages/(gestion)${r}/index.tsx`);
const ALL_PAGES = pages(...menuLinks(gestionMenuDefinition()).map((l) => l.href));

const subject = (...keys: string[]): PermissionSubject => ({
  esSuperAdmin: false,
  permisos: keys.map((clave) => ({ clave, escritura: false })),
});
const superAdmin: PermissionSubject = { esSuperAdmin: true, permisos: [] };

describe('management menu', () => {
  it('has the groups of the spec, in order', () => {
    const items = gestionMenuDefinition();
    expect(items.map((i) => i.label)).toEqual([
      'Inicio',
      'Solicitudes',
      'Proyectos',
      'Firmas',
      'Acreditaciones',
      'Tutorización',
      'Mantenimiento',
    ]);
    const groups = items.filter((i) => i.kind === 'group');
    expect(groups[0]?.links.map((l) => l.href)).toEqual(['/consultas', '/solicitantes', '/mensajes', '/actuaciones']);
    expect(groups[1]?.links.map((l) => l.href)).toEqual([
      '/usuarios',
      '/ambitos',
      '/manuales',
      '/bloques',
      '/estandares',
      '/evidencias',
      '/pruebas',
      '/formularios',
      '/ejemplos',
      '/procesos',
      '/enlacesGestion',
      '/auditoria',
    ]);
  });

  it('points only at routes of the page table, and highlights only routes with the same permission', () => {
    for (const l of menuLinks(gestionMenuDefinition())) {
      for (const r of l.routes) {
        expect(PAGE_ROUTES, r).toHaveProperty([r]);
        expect(PAGE_ROUTES[r], r).toEqual(PAGE_ROUTES[l.href]);
      }
    }
  });

  it('uses the instance terminology', () => {
    const labels = menuLinks(gestionMenuDefinition({ bloques: 'dimensiones', estandares: 'criterios de evaluación' })).map(
      (l) => l.label,
    );
    expect(labels).toContain('Dimensiones');
    expect(labels).toContain('Criterios de evaluación');
    expect(menuLinks(gestionMenuDefinition()).map((l) => l.label)).toContain('Bloques');
  });

  it('filters by permission (any key, read is enough)', () => {
    const hrefs = menuLinks(gestionMenu(subject('PERSONAS', 'GEST_SOLICITUDES'), {}, ALL_PAGES)).map((l) => l.href);
    expect(hrefs).toEqual(['/index', '/solicitudes', '/usuarios']);
    expect(gestionMenu(subject('AE', 'COMUNIC'), {}, ALL_PAGES)).toEqual([]);
    expect(gestionMenu(null, {}, ALL_PAGES)).toEqual([]);
    expect(menuLinks(gestionMenu(superAdmin, {}, ALL_PAGES))).toHaveLength(21);
  });

  it('filters by page existence and drops empty groups', () => {
    const items = gestionMenu(superAdmin, {}, pages('/index', '/usuarios'));
    expect(items.map((i) => i.label)).toEqual(['Inicio', 'Mantenimiento']);
    expect(menuLinks(items).map((l) => l.href)).toEqual(['/index', '/usuarios']);
  });

  it('leads "Gestión" to the first page the user may open', () => {
    expect(gestionHome(subject('MANUALES'), ALL_PAGES)).toBe('/index');
    expect(gestionHome(subject('PERSONAS'), ALL_PAGES)).toBe('/usuarios');
    expect(gestionHome(subject('AE'), ALL_PAGES)).toBeNull();
    expect(gestionHome(null, ALL_PAGES)).toBeNull();
  });

  it('opens public links for everyone and nothing unknown', () => {
    expect(canOpen(null, '/inicio', ['../../pages/(publico)/inicio.tsx'])).toBe(true);
    expect(canOpen(superAdmin, '/no-existe', ['../../pages/no-existe.tsx'])).toBe(false);
  });
});
