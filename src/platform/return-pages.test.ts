import { describe, expect, it } from 'vitest';
import { allowedReturnPath, homePath, postLoginPath, returnPages, signInReturnPath } from './return-pages.ts';

const subject = (claves: string[], extra: Partial<Parameters<typeof postLoginPath>[0]> = {}) => ({
  esSuperAdmin: false,
  permisos: claves.map((clave) => ({ clave, escritura: true })),
  tipoPerfil: null,
  tiposPerfil: ['GES'],
  ...extra,
});

describe('signInReturnPath', () => {
  it('keeps paths of this site', () => {
    expect(signInReturnPath('/usuarios?pagina=2')).toBe('/usuarios?pagina=2');
    expect(signInReturnPath('/autoevaluacion/7/home#x')).toBe('/autoevaluacion/7/home#x');
  });

  it('refuses anything a browser could read as another site, and the sign-in pages', () => {
    for (const bad of [
      '',
      null,
      undefined,
      'usuarios',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/a\nb',
      '/login',
      '/LOGIN?volver=/x',
      '/logout',
      `/${'x'.repeat(2001)}`,
    ]) {
      expect(signInReturnPath(bad), String(bad)).toBeNull();
    }
    expect(signInReturnPath('/loginCertificado')).toBe('/loginCertificado');
  });
});

describe('postLoginPath', () => {
  it('sends management users to /index', () => {
    for (const k of ['PRY_SEGUIMIENTO', 'MANUALES', 'GEST_SOLICITUDES']) expect(postLoginPath(subject([k]))).toBe('/index');
    expect(postLoginPath(subject([], { esSuperAdmin: true, tiposPerfil: [] }))).toBe('/index');
  });

  it('sends self-assessment users to /autoevaluacion and others to /', () => {
    expect(postLoginPath(subject(['AE', 'COMUNIC'], { tiposPerfil: ['SOL'] }))).toBe('/autoevaluacion');
    expect(postLoginPath(subject(['PERSONAS']))).toBe('/');
    expect(postLoginPath(subject([], { tiposPerfil: [] }))).toBe('/');
  });

  it('prefers a safe volver over the home page', () => {
    expect(postLoginPath(subject(['MANUALES']), '/bloques?texto=sol')).toBe('/bloques?texto=sol');
    expect(postLoginPath(subject(['PERSONAS']), '/usuario/3')).toBe('/usuario/3');
    expect(postLoginPath(subject(['MANUALES']), '/inicio')).toBe('/inicio');
    expect(postLoginPath(subject(['MANUALES']), '//evil.example')).toBe('/index');
  });

  it('never sends a user back to a page their permissions do not open (the guard would log them out again)', () => {
    expect(postLoginPath(subject(['MANUALES']), '/usuarios')).toBe('/index');
    expect(postLoginPath(subject(['AE'], { tiposPerfil: ['SOL'] }), '/usuarios?pagina=2')).toBe('/autoevaluacion');
    expect(postLoginPath(subject(['MANUALES']), '/no-existe')).toBe('/index');
    expect(allowedReturnPath(subject(['PERSONAS']), '/usuarios#x')).toBe('/usuarios#x');
    expect(allowedReturnPath(subject([]), '/usuarios')).toBeNull();
  });

  it('asks for a profile type first when several are held and none is chosen', () => {
    const several = subject(['AE', 'MANUALES'], { tiposPerfil: ['GES', 'SOL'] });
    expect(postLoginPath(several)).toBe('/seleccionTipoPerfil');
    expect(postLoginPath(several, '/usuarios')).toBe('/seleccionTipoPerfil?volver=%2Fusuarios');
    expect(postLoginPath({ ...several, tipoPerfil: 'SOL' }, '/bloques')).toBe('/bloques');
    expect(postLoginPath({ ...several, tipoPerfil: 'OTRO' })).toBe('/seleccionTipoPerfil');
  });

  it('homePath ignores profile types', () => {
    expect(homePath({ esSuperAdmin: false, permisos: [{ clave: 'ae', escritura: false }] })).toBe('/autoevaluacion');
  });
});

describe('returnPages (the domain port)', () => {
  it('after sign-in answers as postLoginPath', () => {
    expect(returnPages.afterSignIn(subject(['MANUALES']), '/bloques')).toBe('/bloques');
    expect(returnPages.afterSignIn(subject(['MANUALES']), '/usuarios')).toBe('/index');
  });

  it('after a profile-type switch goes back when the new permissions open the page, else home; never to the choice', () => {
    const gestor = { esSuperAdmin: false, permisos: [{ clave: 'PERSONAS', escritura: true }] };
    expect(returnPages.afterProfileSwitch(gestor, '/usuarios?pagina=2')).toBe('/usuarios?pagina=2');
    expect(returnPages.afterProfileSwitch(gestor, '/bloques')).toBe('/');
    expect(returnPages.afterProfileSwitch(gestor, '//evil.example')).toBe('/');
    expect(returnPages.afterProfileSwitch({ esSuperAdmin: true, permisos: [] }, null)).toBe('/index');
  });
});
