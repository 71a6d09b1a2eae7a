import { describe, expect, it } from 'vitest';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { validacion } from '../../i18n/validacion.ts';
import {
  cambiarLocalidad,
  cambiarMunicipio,
  cambiarProvincia,
  esProvinciaId,
  esUbicacionValida,
  leerId,
  leerUbicacionDeFormulario,
  normalizarUbicacion,
  type UbicacionValor,
  validarUbicacion,
} from './estado.ts';

// INE codes as integer ids. Provinces 01-09 lose their leading zero: 4-digit municipalities
// and 8-digit localities. Provinces 10-52: 5-digit municipalities and 9-digit localities.
const ALICANTE = 3;
const ALICANTE_CIUDAD = 3014; // Alacant/Alicante
const ALICANTE_LOC = 30140001; // Alacant/Alicante
const TABARCA = 30140002; // Nova Tabarca
const ALAVA = 1;
const ARAMAIO = 1003;
const VITORIA = 1059;
const BARCELONA_PROV = 8;
const BARCELONA = 8019;
const BARCELONA_LOC = 80190001;
const BURGOS_PROV = 9;
const BURGOS = 9059;
const CACERES_PROV = 10;
const CACERES = 10037;
const CACERES_LOC = 100370001;
const MADRID_PROV = 28;
const MADRID = 28079;
const ALCALA = 28005;
const MADRID_LOC = 280790001;
const EL_PARDO = 280790002;

const REQUERIDO = 'Este campo es obligatorio';

describe('texts', () => {
  it('uses the spec wording for a missing required field', () => {
    expect(validacion.required).toBe(REQUERIDO);
  });
});

describe('esProvinciaId', () => {
  it.each([1, 9, 10, 28, 52, 99])('accepts %s', (id) => {
    expect(esProvinciaId(id)).toBe(true);
  });
  it.each([0, -1, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '28', undefined, null])('rejects %s', (id) => {
    expect(esProvinciaId(id)).toBe(false);
  });
});

describe('normalizarUbicacion', () => {
  it.each<[string, UbicacionValor]>([
    ['empty', {}],
    ['province only', { provinciaId: MADRID_PROV }],
    ['1-digit province, 4-digit municipality', { provinciaId: ALAVA, municipioId: VITORIA }],
    [
      '1-digit province, 4-digit municipality, 8-digit locality',
      { provinciaId: ALICANTE, municipioId: ALICANTE_CIUDAD, localidadId: TABARCA },
    ],
    [
      '2-digit province, 5-digit municipality, 9-digit locality',
      { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: EL_PARDO },
    ],
    ['province 10', { provinciaId: CACERES_PROV, municipioId: CACERES, localidadId: CACERES_LOC }],
  ])('returns a consistent value (%s) as the same object', (_, v) => {
    expect(normalizarUbicacion(v)).toBe(v);
  });

  it('clears a municipality of another province and its locality', () => {
    expect(normalizarUbicacion({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({
      provinciaId: BARCELONA_PROV,
    });
  });

  it('clears a locality of another municipality and keeps the municipality', () => {
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: MADRID_LOC })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: ALCALA,
    });
  });

  it('clears a municipality (and locality) without province', () => {
    expect(normalizarUbicacion({ municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({});
  });

  it('clears a locality without municipality', () => {
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC })).toEqual({ provinciaId: MADRID_PROV });
  });

  it.each([0, -28, 100, 2.5, Number.NaN])('clears everything when the province code %s is not valid', (provinciaId) => {
    expect(normalizarUbicacion({ provinciaId, municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({});
  });

  it('does not read a 5-digit municipality as belonging to a 1-digit province', () => {
    // "10037" starts with "1" but is Cáceres (10), not Álava (1).
    expect(normalizarUbicacion({ provinciaId: ALAVA, municipioId: CACERES })).toEqual({ provinciaId: ALAVA });
    expect(normalizarUbicacion({ provinciaId: 2, municipioId: MADRID })).toEqual({ provinciaId: 2 });
  });

  it('does not read a 9-digit locality as belonging to a 4-digit municipality', () => {
    // "100370001" starts with "1003" (Aramaio) but belongs to 10037 (Cáceres).
    expect(normalizarUbicacion({ provinciaId: ALAVA, municipioId: ARAMAIO, localidadId: CACERES_LOC })).toEqual({
      provinciaId: ALAVA,
      municipioId: ARAMAIO,
    });
  });

  it('clears municipalities and localities with the wrong number of digits', () => {
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, municipioId: 280 })).toEqual({ provinciaId: MADRID_PROV });
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, municipioId: 280790 })).toEqual({ provinciaId: MADRID_PROV });
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: 2807900 })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: MADRID,
    });
    expect(normalizarUbicacion({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: 2807900010 })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: MADRID,
    });
  });

  it('does not mutate its argument and leaves no undefined keys', () => {
    const v = Object.freeze({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    const n = normalizarUbicacion(v);
    expect(v).toEqual({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    expect(Object.keys(n)).toEqual(['provinciaId']);
  });

  it('treats explicit undefined keys as absent', () => {
    const v: UbicacionValor = { provinciaId: MADRID_PROV, municipioId: undefined, localidadId: undefined };
    expect(normalizarUbicacion(v)).toBe(v);
  });
});

describe('cambiarProvincia', () => {
  it('selects a province on an empty value', () => {
    expect(cambiarProvincia({}, MADRID_PROV)).toEqual({ valor: { provinciaId: MADRID_PROV } });
  });

  it.each([ALAVA, BURGOS_PROV, CACERES_PROV, 52])('accepts province %s', (id) => {
    expect(cambiarProvincia({}, id)).toEqual({ valor: { provinciaId: id } });
  });

  it('keeps municipality and locality when the same province is chosen again', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    expect(cambiarProvincia(v, MADRID_PROV)).toEqual({ valor: v });
  });

  it.each<[string, UbicacionValor, number]>([
    ['2-digit to 1-digit', { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, BARCELONA_PROV],
    ['1-digit to 2-digit', { provinciaId: BARCELONA_PROV, municipioId: BARCELONA, localidadId: BARCELONA_LOC }, MADRID_PROV],
    ['1-digit to 1-digit', { provinciaId: ALAVA, municipioId: VITORIA }, BURGOS_PROV],
    ['10 to 1 (same leading digit)', { provinciaId: CACERES_PROV, municipioId: CACERES, localidadId: CACERES_LOC }, ALAVA],
    ['1 to 10 (same leading digit)', { provinciaId: ALAVA, municipioId: ARAMAIO }, CACERES_PROV],
  ])('clears municipality and locality when changing province (%s)', (_, v, id) => {
    expect(cambiarProvincia(v, id)).toEqual({ valor: { provinciaId: id } });
  });

  it('clears everything when the province is removed', () => {
    expect(cambiarProvincia({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      valor: {},
    });
  });

  it.each([0, -1, 100, 28.5, Number.NaN])('rejects the code %s, returning the value unchanged', (id) => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID };
    const r = cambiarProvincia(v, id);
    expect(r.valor).toBe(v);
    expect(r.error).toBe(ubicacion.provinciaNoExiste);
  });

  it('normalises an inconsistent value before keeping its dependants', () => {
    expect(cambiarProvincia({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: BARCELONA_LOC }, MADRID_PROV)).toEqual({
      valor: { provinciaId: MADRID_PROV, municipioId: MADRID },
    });
  });

  it('does not mutate its argument', () => {
    const v = Object.freeze({ provinciaId: MADRID_PROV, municipioId: MADRID });
    cambiarProvincia(v, BARCELONA_PROV);
    expect(v).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID });
  });
});

describe('cambiarMunicipio', () => {
  it.each<[number, number]>([
    [ALAVA, VITORIA],
    [ALICANTE, ALICANTE_CIUDAD],
    [BARCELONA_PROV, BARCELONA],
    [BURGOS_PROV, BURGOS],
    [CACERES_PROV, CACERES],
    [MADRID_PROV, MADRID],
  ])('accepts in province %s the municipality %s', (provinciaId, municipioId) => {
    const r = cambiarMunicipio({ provinciaId }, municipioId);
    expect(r).toEqual({ valor: { provinciaId, municipioId } });
    expect(r.error).toBeUndefined();
  });

  it.each<[string, number, number]>([
    ['a municipality of another province', BARCELONA_PROV, MADRID],
    ['a 4-digit municipality of another 1-digit province', ALAVA, BURGOS],
    ['a 5-digit municipality whose first digit is the province', ALAVA, CACERES],
    ['a 5-digit municipality whose first digit is the province (2 → 28079)', 2, MADRID],
    ['a 4-digit municipality whose first 2 digits are the province', CACERES_PROV, ARAMAIO],
    ['a code with too few digits', MADRID_PROV, 280],
    ['a code with too many digits', MADRID_PROV, 280790],
    ['a province code', MADRID_PROV, MADRID_PROV],
    ['zero', MADRID_PROV, 0],
    ['a negative code', MADRID_PROV, -28079],
    ['a non-integer code', MADRID_PROV, 28079.5],
  ])('rejects %s, returning the value unchanged', (_, provinciaId, municipioId) => {
    const v = { provinciaId, municipioId: undefined, localidadId: undefined };
    const r = cambiarMunicipio(v, municipioId);
    expect(r.valor).toBe(v);
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
    expect(r.error).toBe('El municipio no pertenece a la provincia seleccionada');
  });

  it('rejects a mismatch without losing the current municipality and locality', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    const r = cambiarMunicipio(v, BARCELONA);
    expect(r.valor).toBe(v);
    expect(r.valor).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
  });

  it('rejects a municipality when no province is selected', () => {
    const v = {};
    const r = cambiarMunicipio(v, MADRID);
    expect(r.valor).toBe(v);
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
  });

  it('clears the locality when changing to another municipality of the province', () => {
    expect(cambiarMunicipio({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, ALCALA)).toEqual({
      valor: { provinciaId: MADRID_PROV, municipioId: ALCALA },
    });
    expect(cambiarMunicipio({ provinciaId: ALAVA, municipioId: VITORIA, localidadId: 10590001 }, ARAMAIO)).toEqual({
      valor: { provinciaId: ALAVA, municipioId: ARAMAIO },
    });
  });

  it('keeps the locality when the same municipality is chosen again', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    expect(cambiarMunicipio(v, MADRID)).toEqual({ valor: v });
  });

  it('clears municipality and locality, keeping the province, when the municipality is removed', () => {
    expect(cambiarMunicipio({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      valor: { provinciaId: MADRID_PROV },
    });
  });

  it('judges against the normalised value (an invalid province accepts no municipality)', () => {
    const v = { provinciaId: 0 };
    expect(cambiarMunicipio(v, 1059)).toEqual({ valor: v, error: ubicacion.municipioNoCorresponde });
  });
});

describe('cambiarLocalidad', () => {
  it.each<[number, number, number]>([
    [ALICANTE, ALICANTE_CIUDAD, ALICANTE_LOC],
    [ALICANTE, ALICANTE_CIUDAD, TABARCA],
    [BARCELONA_PROV, BARCELONA, BARCELONA_LOC],
    [ALAVA, VITORIA, 10590001],
    [CACERES_PROV, CACERES, CACERES_LOC],
    [MADRID_PROV, MADRID, MADRID_LOC],
    [MADRID_PROV, MADRID, EL_PARDO],
  ])('accepts in %s/%s the locality %s', (provinciaId, municipioId, localidadId) => {
    expect(cambiarLocalidad({ provinciaId, municipioId }, localidadId)).toEqual({
      valor: { provinciaId, municipioId, localidadId },
    });
  });

  it('replaces a locality with another of the same municipality', () => {
    expect(cambiarLocalidad({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, EL_PARDO)).toEqual({
      valor: { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: EL_PARDO },
    });
  });

  it.each<[string, number, number]>([
    ['a locality of another municipality', MADRID, BARCELONA_LOC],
    ['a locality of another municipality of the province', ALCALA, MADRID_LOC],
    ['a 9-digit locality whose first 4 digits are the municipality', ARAMAIO, CACERES_LOC],
    ['an 8-digit locality whose first 5 digits are the municipality', 30140, ALICANTE_LOC],
    ['a code with too few digits', MADRID, 2807900],
    ['a code with too many digits', MADRID, 2807900010],
    ['a municipality code', MADRID, MADRID],
    ['zero', MADRID, 0],
  ])('rejects %s, returning the value unchanged', (_, municipioId, localidadId) => {
    const provinciaId = Math.floor(municipioId / 1000);
    const v = { provinciaId, municipioId };
    const r = cambiarLocalidad(v, localidadId);
    expect(r.valor).toBe(v);
    expect(r.error).toBe(ubicacion.localidadNoCorresponde);
    expect(r.error).toBe('La localidad no pertenece al municipio seleccionado');
  });

  it('rejects a locality when no municipality is selected', () => {
    const v = { provinciaId: MADRID_PROV };
    expect(cambiarLocalidad(v, MADRID_LOC)).toEqual({ valor: v, error: ubicacion.localidadNoCorresponde });
    expect(cambiarLocalidad({}, MADRID_LOC)).toEqual({ valor: {}, error: ubicacion.localidadNoCorresponde });
  });

  it('rejects a locality when the municipality does not belong to the province', () => {
    const v = { provinciaId: BARCELONA_PROV, municipioId: MADRID };
    expect(cambiarLocalidad(v, MADRID_LOC).error).toBe(ubicacion.localidadNoCorresponde);
  });

  it('clears only the locality when it is removed', () => {
    expect(cambiarLocalidad({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      valor: { provinciaId: MADRID_PROV, municipioId: MADRID },
    });
  });
});

describe('a user going back and forth', () => {
  it('keeps every intermediate value consistent', () => {
    let v: UbicacionValor = {};
    v = cambiarProvincia(v, MADRID_PROV).valor;
    v = cambiarMunicipio(v, MADRID).valor;
    v = cambiarLocalidad(v, EL_PARDO).valor;
    expect(v).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: EL_PARDO });
    expect(esUbicacionValida(v, { requerido: true })).toBe(true);

    v = cambiarProvincia(v, BARCELONA_PROV).valor;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV });
    expect(validarUbicacion(v, { requerido: true }).municipioId).toBe(REQUERIDO);

    const rechazo = cambiarMunicipio(v, MADRID);
    expect(rechazo.error).toBe(ubicacion.municipioNoCorresponde);
    v = rechazo.valor;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV });

    v = cambiarMunicipio(v, BARCELONA).valor;
    v = cambiarLocalidad(v, BARCELONA_LOC).valor;
    v = cambiarLocalidad(v, undefined).valor;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV, municipioId: BARCELONA });
    expect(esUbicacionValida(v, { requerido: true })).toBe(true);

    v = cambiarProvincia(v, undefined).valor;
    expect(v).toEqual({});
    expect(esUbicacionValida(v, { requerido: false })).toBe(true);
    expect(esUbicacionValida(v, { requerido: true })).toBe(false);
  });
});

describe('validarUbicacion', () => {
  const ninguno = { provinciaId: undefined, municipioId: undefined, localidadId: undefined };

  it('requires province and municipality, never the locality', () => {
    expect(validarUbicacion({}, { requerido: true })).toEqual({
      provinciaId: REQUERIDO,
      municipioId: REQUERIDO,
      localidadId: undefined,
    });
  });

  it('requires the municipality once the province is chosen', () => {
    expect(validarUbicacion({ provinciaId: MADRID_PROV }, { requerido: true })).toEqual({ ...ninguno, municipioId: REQUERIDO });
  });

  it.each<UbicacionValor>([
    { provinciaId: MADRID_PROV, municipioId: MADRID },
    { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC },
    { provinciaId: ALAVA, municipioId: VITORIA },
    { provinciaId: ALICANTE, municipioId: ALICANTE_CIUDAD, localidadId: TABARCA },
    { provinciaId: CACERES_PROV, municipioId: CACERES, localidadId: CACERES_LOC },
  ])('accepts the complete value %o', (v) => {
    expect(validarUbicacion(v, { requerido: true })).toEqual(ninguno);
    expect(validarUbicacion(v, { requerido: false })).toEqual(ninguno);
    expect(esUbicacionValida(v, { requerido: true })).toBe(true);
  });

  it('accepts empty and partial values when not required', () => {
    expect(validarUbicacion({}, { requerido: false })).toEqual(ninguno);
    expect(validarUbicacion({ provinciaId: MADRID_PROV }, { requerido: false })).toEqual(ninguno);
  });

  it('requires by default', () => {
    expect(validarUbicacion({})).toEqual({ provinciaId: REQUERIDO, municipioId: REQUERIDO, localidadId: undefined });
    expect(esUbicacionValida({})).toBe(false);
  });

  it.each([true, false])('reports a municipality of another province (requerido %s)', (requerido) => {
    expect(validarUbicacion({ provinciaId: BARCELONA_PROV, municipioId: MADRID }, { requerido })).toEqual({
      ...ninguno,
      municipioId: ubicacion.municipioNoCorresponde,
    });
    expect(validarUbicacion({ provinciaId: ALAVA, municipioId: CACERES }, { requerido }).municipioId).toBe(
      ubicacion.municipioNoCorresponde,
    );
  });

  it.each([true, false])('reports a locality of another municipality (requerido %s)', (requerido) => {
    expect(validarUbicacion({ provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: MADRID_LOC }, { requerido })).toEqual({
      ...ninguno,
      localidadId: ubicacion.localidadNoCorresponde,
    });
    expect(
      validarUbicacion({ provinciaId: ALAVA, municipioId: ARAMAIO, localidadId: CACERES_LOC }, { requerido }).localidadId,
    ).toBe(ubicacion.localidadNoCorresponde);
  });

  it('reports a municipality without province', () => {
    expect(validarUbicacion({ municipioId: MADRID }, { requerido: false })).toEqual({
      ...ninguno,
      municipioId: ubicacion.municipioNoCorresponde,
    });
    expect(validarUbicacion({ municipioId: MADRID }, { requerido: true })).toEqual({
      ...ninguno,
      provinciaId: REQUERIDO,
      municipioId: ubicacion.municipioNoCorresponde,
    });
  });

  it('reports a locality without municipality', () => {
    expect(validarUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC }, { requerido: true })).toEqual({
      ...ninguno,
      municipioId: REQUERIDO,
      localidadId: ubicacion.localidadNoCorresponde,
    });
    expect(validarUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC }, { requerido: false })).toEqual({
      ...ninguno,
      localidadId: ubicacion.localidadNoCorresponde,
    });
  });

  it.each([0, 100, 1.5])('reports the province code %s as not existing', (provinciaId) => {
    expect(validarUbicacion({ provinciaId }, { requerido: false }).provinciaId).toBe(ubicacion.provinciaNoExiste);
  });

  it('always returns the three keys', () => {
    expect(Object.keys(validarUbicacion({}, { requerido: false })).sort()).toEqual(['localidadId', 'municipioId', 'provinciaId']);
  });

  it('finds nothing wrong in what normalizarUbicacion returns, apart from required fields', () => {
    const inconsistentes: UbicacionValor[] = [
      { provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC },
      { municipioId: MADRID, localidadId: MADRID_LOC },
      { provinciaId: 0, municipioId: MADRID },
      { provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: EL_PARDO },
    ];
    for (const v of inconsistentes) {
      expect(esUbicacionValida(v, { requerido: false })).toBe(false);
      expect(esUbicacionValida(normalizarUbicacion(v), { requerido: false })).toBe(true);
    }
  });
});

describe('leerId', () => {
  it.each<[unknown, number | undefined]>([
    ['28', 28],
    ['280790001', 280790001],
    [' 28 ', 28],
    [28079, 28079],
    ['', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['28a', undefined],
    ['1e3', undefined],
    [0, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
    [null, undefined],
    [undefined, undefined],
    ['99999999999999999999', undefined],
  ])('reads %o as %o', (texto, esperado) => {
    expect(leerId(texto)).toBe(esperado);
  });
});

describe('leerUbicacionDeFormulario', () => {
  it('reads the hidden inputs of the component', () => {
    const datos = new FormData();
    datos.set('ubicacion.provinciaId', '28');
    datos.set('ubicacion.municipioId', '28079');
    datos.set('ubicacion.localidadId', '');
    expect(leerUbicacionDeFormulario(datos, 'ubicacion')).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID });
  });

  it('reads URLSearchParams and missing fields', () => {
    const datos = new URLSearchParams('sede.provinciaId=8&sede.municipioId=8019&sede.localidadId=80190001');
    expect(leerUbicacionDeFormulario(datos, 'sede')).toEqual({
      provinciaId: BARCELONA_PROV,
      municipioId: BARCELONA,
      localidadId: BARCELONA_LOC,
    });
    expect(leerUbicacionDeFormulario(new URLSearchParams(), 'sede')).toEqual({});
  });
});
