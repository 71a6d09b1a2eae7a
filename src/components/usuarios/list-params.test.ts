import { describe, expect, it } from 'vitest';
import { invitacionEnviada } from './invitacion-form.tsx';
import { parseUsuariosParams, usuariosHref } from './list-params.ts';

describe('parseUsuariosParams', () => {
  it('reads the filters from the query string', () => {
    expect(parseUsuariosParams('texto=ana&activo=false&etiquetaId=3&pagina=2')).toEqual({
      texto: 'ana',
      activo: 'false',
      etiquetaId: 3,
      pagina: 2,
    });
  });

  it('falls back to no filter and page 1 for anything malformed', () => {
    expect(parseUsuariosParams('activo=quizas&etiquetaId=-1&pagina=abc')).toEqual({
      texto: '',
      activo: '',
      etiquetaId: undefined,
      pagina: 1,
    });
    expect(parseUsuariosParams(undefined).pagina).toBe(1);
  });
});

describe('usuariosHref', () => {
  it('keeps the filters and leaves out the empty ones', () => {
    expect(usuariosHref({ texto: 'josé', activo: 'true', etiquetaId: undefined }, 3)).toBe(
      '/usuarios?texto=jos%C3%A9&activo=true&pagina=3',
    );
    expect(usuariosHref({ texto: '', activo: '', etiquetaId: undefined })).toBe('/usuarios');
  });
});

describe('invitacionEnviada', () => {
  it('is true only when the body says statusCode 201', () => {
    expect(invitacionEnviada({ statusCode: 201, Id: 1 })).toBe(true);
    expect(invitacionEnviada({ Id: 1, message: 'ok' })).toBe(false);
    expect(invitacionEnviada({ statusCode: 200 })).toBe(false);
    expect(invitacionEnviada(null)).toBe(false);
  });
});
