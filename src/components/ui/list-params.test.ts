import { describe, expect, it } from 'vitest';
import { hasFilters, listHref, parseListParams } from './list-params.ts';

const SPEC = { texto: 'texto', manualId: 'id', esencial: 'bool', estadoClave: 'clave' } as const;

describe('parseListParams', () => {
  it('reads each kind of filter and the page', () => {
    expect(parseListParams('texto=%20sol%20&manualId=3&esencial=true&estadoClave=vigente&pagina=2', SPEC)).toEqual({
      texto: 'sol',
      manualId: 3,
      esencial: 'true',
      estadoClave: 'vigente',
      pagina: 2,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(parseListParams('manualId=-1&esencial=quizas&estadoClave=%3Cx%3E&pagina=0', SPEC)).toEqual({
      texto: '',
      manualId: undefined,
      esencial: '',
      estadoClave: '',
      pagina: 1,
    });
  });
});

describe('listHref', () => {
  it('keeps only the set filters and pages after the first', () => {
    const p = parseListParams('texto=josé&manualId=4', SPEC);
    expect(listHref('/estandares', p, 3)).toBe('/estandares?texto=jos%C3%A9&manualId=4&pagina=3');
    expect(listHref('/estandares', parseListParams('', SPEC))).toBe('/estandares');
  });

  it('tells whether a filter is applied', () => {
    expect(hasFilters(parseListParams('pagina=3', SPEC))).toBe(false);
    expect(hasFilters(parseListParams('esencial=false', SPEC))).toBe(true);
  });
});
