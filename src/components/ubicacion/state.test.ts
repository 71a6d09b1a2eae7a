import { describe, expect, it } from 'vitest';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { validacion } from '../../i18n/validacion.ts';
import {
  changeLocalidad,
  changeMunicipio,
  changeProvincia,
  checkUbicacion,
  isProvinciaId,
  isValidUbicacion,
  normalizeUbicacion,
  parseId,
  readUbicacionFromForm,
  type UbicacionValue,
} from './state.ts';

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

const REQUIRED = 'Este campo es obligatorio';

describe('texts', () => {
  it('uses the spec wording for a missing required field', () => {
    expect(validacion.required).toBe(REQUIRED);
  });
});

describe('isProvinciaId', () => {
  it.each([1, 9, 10, 28, 52, 99])('accepts %s', (id) => {
    expect(isProvinciaId(id)).toBe(true);
  });
  it.each([0, -1, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '28', undefined, null])('rejects %s', (id) => {
    expect(isProvinciaId(id)).toBe(false);
  });
});

describe('normalizeUbicacion', () => {
  it.each<[string, UbicacionValue]>([
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
    expect(normalizeUbicacion(v)).toBe(v);
  });

  it('clears a municipality of another province and its locality', () => {
    expect(normalizeUbicacion({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({
      provinciaId: BARCELONA_PROV,
    });
  });

  it('clears a locality of another municipality and keeps the municipality', () => {
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: MADRID_LOC })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: ALCALA,
    });
  });

  it('clears a municipality (and locality) without province', () => {
    expect(normalizeUbicacion({ municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({});
  });

  it('clears a locality without municipality', () => {
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC })).toEqual({ provinciaId: MADRID_PROV });
  });

  it.each([0, -28, 100, 2.5, Number.NaN])('clears everything when the province code %s is not valid', (provinciaId) => {
    expect(normalizeUbicacion({ provinciaId, municipioId: MADRID, localidadId: MADRID_LOC })).toEqual({});
  });

  it('does not read a 5-digit municipality as belonging to a 1-digit province', () => {
    // "10037" starts with "1" but is Cáceres (10), not Álava (1).
    expect(normalizeUbicacion({ provinciaId: ALAVA, municipioId: CACERES })).toEqual({ provinciaId: ALAVA });
    expect(normalizeUbicacion({ provinciaId: 2, municipioId: MADRID })).toEqual({ provinciaId: 2 });
  });

  it('does not read a 9-digit locality as belonging to a 4-digit municipality', () => {
    // "100370001" starts with "1003" (Aramaio) but belongs to 10037 (Cáceres).
    expect(normalizeUbicacion({ provinciaId: ALAVA, municipioId: ARAMAIO, localidadId: CACERES_LOC })).toEqual({
      provinciaId: ALAVA,
      municipioId: ARAMAIO,
    });
  });

  it('clears municipalities and localities with the wrong number of digits', () => {
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, municipioId: 280 })).toEqual({ provinciaId: MADRID_PROV });
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, municipioId: 280790 })).toEqual({ provinciaId: MADRID_PROV });
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: 2807900 })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: MADRID,
    });
    expect(normalizeUbicacion({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: 2807900010 })).toEqual({
      provinciaId: MADRID_PROV,
      municipioId: MADRID,
    });
  });

  it('does not mutate its argument and leaves no undefined keys', () => {
    const v = Object.freeze({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    const n = normalizeUbicacion(v);
    expect(v).toEqual({ provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    expect(Object.keys(n)).toEqual(['provinciaId']);
  });

  it('treats explicit undefined keys as absent', () => {
    const v: UbicacionValue = { provinciaId: MADRID_PROV, municipioId: undefined, localidadId: undefined };
    expect(normalizeUbicacion(v)).toBe(v);
  });
});

describe('changeProvincia', () => {
  it('selects a province on an empty value', () => {
    expect(changeProvincia({}, MADRID_PROV)).toEqual({ value: { provinciaId: MADRID_PROV } });
  });

  it.each([ALAVA, BURGOS_PROV, CACERES_PROV, 52])('accepts province %s', (id) => {
    expect(changeProvincia({}, id)).toEqual({ value: { provinciaId: id } });
  });

  it('keeps municipality and locality when the same province is chosen again', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    expect(changeProvincia(v, MADRID_PROV)).toEqual({ value: v });
  });

  it.each<[string, UbicacionValue, number]>([
    ['2-digit to 1-digit', { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, BARCELONA_PROV],
    ['1-digit to 2-digit', { provinciaId: BARCELONA_PROV, municipioId: BARCELONA, localidadId: BARCELONA_LOC }, MADRID_PROV],
    ['1-digit to 1-digit', { provinciaId: ALAVA, municipioId: VITORIA }, BURGOS_PROV],
    ['10 to 1 (same leading digit)', { provinciaId: CACERES_PROV, municipioId: CACERES, localidadId: CACERES_LOC }, ALAVA],
    ['1 to 10 (same leading digit)', { provinciaId: ALAVA, municipioId: ARAMAIO }, CACERES_PROV],
  ])('clears municipality and locality when changing province (%s)', (_, v, id) => {
    expect(changeProvincia(v, id)).toEqual({ value: { provinciaId: id } });
  });

  it('clears everything when the province is removed', () => {
    expect(changeProvincia({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      value: {},
    });
  });

  it.each([0, -1, 100, 28.5, Number.NaN])('rejects the code %s, returning the value unchanged', (id) => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID };
    const r = changeProvincia(v, id);
    expect(r.value).toBe(v);
    expect(r.error).toBe(ubicacion.provinciaNoExiste);
  });

  it('normalises an inconsistent value before keeping its dependants', () => {
    expect(changeProvincia({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: BARCELONA_LOC }, MADRID_PROV)).toEqual({
      value: { provinciaId: MADRID_PROV, municipioId: MADRID },
    });
  });

  it('does not mutate its argument', () => {
    const v = Object.freeze({ provinciaId: MADRID_PROV, municipioId: MADRID });
    changeProvincia(v, BARCELONA_PROV);
    expect(v).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID });
  });
});

describe('changeMunicipio', () => {
  it.each<[number, number]>([
    [ALAVA, VITORIA],
    [ALICANTE, ALICANTE_CIUDAD],
    [BARCELONA_PROV, BARCELONA],
    [BURGOS_PROV, BURGOS],
    [CACERES_PROV, CACERES],
    [MADRID_PROV, MADRID],
  ])('accepts in province %s the municipality %s', (provinciaId, municipioId) => {
    const r = changeMunicipio({ provinciaId }, municipioId);
    expect(r).toEqual({ value: { provinciaId, municipioId } });
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
    const r = changeMunicipio(v, municipioId);
    expect(r.value).toBe(v);
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
    expect(r.error).toBe('El municipio no pertenece a la provincia seleccionada');
  });

  it('rejects a mismatch without losing the current municipality and locality', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    const r = changeMunicipio(v, BARCELONA);
    expect(r.value).toBe(v);
    expect(r.value).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC });
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
  });

  it('rejects a municipality when no province is selected', () => {
    const v = {};
    const r = changeMunicipio(v, MADRID);
    expect(r.value).toBe(v);
    expect(r.error).toBe(ubicacion.municipioNoCorresponde);
  });

  it('clears the locality when changing to another municipality of the province', () => {
    expect(changeMunicipio({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, ALCALA)).toEqual({
      value: { provinciaId: MADRID_PROV, municipioId: ALCALA },
    });
    expect(changeMunicipio({ provinciaId: ALAVA, municipioId: VITORIA, localidadId: 10590001 }, ARAMAIO)).toEqual({
      value: { provinciaId: ALAVA, municipioId: ARAMAIO },
    });
  });

  it('keeps the locality when the same municipality is chosen again', () => {
    const v = { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC };
    expect(changeMunicipio(v, MADRID)).toEqual({ value: v });
  });

  it('clears municipality and locality, keeping the province, when the municipality is removed', () => {
    expect(changeMunicipio({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      value: { provinciaId: MADRID_PROV },
    });
  });

  it('judges against the normalised value (an invalid province accepts no municipality)', () => {
    const v = { provinciaId: 0 };
    expect(changeMunicipio(v, 1059)).toEqual({ value: v, error: ubicacion.municipioNoCorresponde });
  });
});

describe('changeLocalidad', () => {
  it.each<[number, number, number]>([
    [ALICANTE, ALICANTE_CIUDAD, ALICANTE_LOC],
    [ALICANTE, ALICANTE_CIUDAD, TABARCA],
    [BARCELONA_PROV, BARCELONA, BARCELONA_LOC],
    [ALAVA, VITORIA, 10590001],
    [CACERES_PROV, CACERES, CACERES_LOC],
    [MADRID_PROV, MADRID, MADRID_LOC],
    [MADRID_PROV, MADRID, EL_PARDO],
  ])('accepts in %s/%s the locality %s', (provinciaId, municipioId, localidadId) => {
    expect(changeLocalidad({ provinciaId, municipioId }, localidadId)).toEqual({
      value: { provinciaId, municipioId, localidadId },
    });
  });

  it('replaces a locality with another of the same municipality', () => {
    expect(changeLocalidad({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, EL_PARDO)).toEqual({
      value: { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: EL_PARDO },
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
    const r = changeLocalidad(v, localidadId);
    expect(r.value).toBe(v);
    expect(r.error).toBe(ubicacion.localidadNoCorresponde);
    expect(r.error).toBe('La localidad no pertenece al municipio seleccionado');
  });

  it('rejects a locality when no municipality is selected', () => {
    const v = { provinciaId: MADRID_PROV };
    expect(changeLocalidad(v, MADRID_LOC)).toEqual({ value: v, error: ubicacion.localidadNoCorresponde });
    expect(changeLocalidad({}, MADRID_LOC)).toEqual({ value: {}, error: ubicacion.localidadNoCorresponde });
  });

  it('rejects a locality when the municipality does not belong to the province', () => {
    const v = { provinciaId: BARCELONA_PROV, municipioId: MADRID };
    expect(changeLocalidad(v, MADRID_LOC).error).toBe(ubicacion.localidadNoCorresponde);
  });

  it('clears only the locality when it is removed', () => {
    expect(changeLocalidad({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC }, undefined)).toEqual({
      value: { provinciaId: MADRID_PROV, municipioId: MADRID },
    });
  });
});

describe('a user going back and forth', () => {
  it('keeps every intermediate value consistent', () => {
    let v: UbicacionValue = {};
    v = changeProvincia(v, MADRID_PROV).value;
    v = changeMunicipio(v, MADRID).value;
    v = changeLocalidad(v, EL_PARDO).value;
    expect(v).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: EL_PARDO });
    expect(isValidUbicacion(v, { required: true })).toBe(true);

    v = changeProvincia(v, BARCELONA_PROV).value;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV });
    expect(checkUbicacion(v, { required: true }).municipioId).toBe(REQUIRED);

    const rejection = changeMunicipio(v, MADRID);
    expect(rejection.error).toBe(ubicacion.municipioNoCorresponde);
    v = rejection.value;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV });

    v = changeMunicipio(v, BARCELONA).value;
    v = changeLocalidad(v, BARCELONA_LOC).value;
    v = changeLocalidad(v, undefined).value;
    expect(v).toEqual({ provinciaId: BARCELONA_PROV, municipioId: BARCELONA });
    expect(isValidUbicacion(v, { required: true })).toBe(true);

    v = changeProvincia(v, undefined).value;
    expect(v).toEqual({});
    expect(isValidUbicacion(v, { required: false })).toBe(true);
    expect(isValidUbicacion(v, { required: true })).toBe(false);
  });
});

describe('checkUbicacion', () => {
  const none = { provinciaId: undefined, municipioId: undefined, localidadId: undefined };

  it('requires province and municipality, never the locality', () => {
    expect(checkUbicacion({}, { required: true })).toEqual({
      provinciaId: REQUIRED,
      municipioId: REQUIRED,
      localidadId: undefined,
    });
  });

  it('requires the municipality once the province is chosen', () => {
    expect(checkUbicacion({ provinciaId: MADRID_PROV }, { required: true })).toEqual({ ...none, municipioId: REQUIRED });
  });

  it.each<UbicacionValue>([
    { provinciaId: MADRID_PROV, municipioId: MADRID },
    { provinciaId: MADRID_PROV, municipioId: MADRID, localidadId: MADRID_LOC },
    { provinciaId: ALAVA, municipioId: VITORIA },
    { provinciaId: ALICANTE, municipioId: ALICANTE_CIUDAD, localidadId: TABARCA },
    { provinciaId: CACERES_PROV, municipioId: CACERES, localidadId: CACERES_LOC },
  ])('accepts the complete value %o', (v) => {
    expect(checkUbicacion(v, { required: true })).toEqual(none);
    expect(checkUbicacion(v, { required: false })).toEqual(none);
    expect(isValidUbicacion(v, { required: true })).toBe(true);
  });

  it('accepts empty and partial values when not required', () => {
    expect(checkUbicacion({}, { required: false })).toEqual(none);
    expect(checkUbicacion({ provinciaId: MADRID_PROV }, { required: false })).toEqual(none);
  });

  it('requires by default', () => {
    expect(checkUbicacion({})).toEqual({ provinciaId: REQUIRED, municipioId: REQUIRED, localidadId: undefined });
    expect(isValidUbicacion({})).toBe(false);
  });

  it.each([true, false])('reports a municipality of another province (required %s)', (required) => {
    expect(checkUbicacion({ provinciaId: BARCELONA_PROV, municipioId: MADRID }, { required })).toEqual({
      ...none,
      municipioId: ubicacion.municipioNoCorresponde,
    });
    expect(checkUbicacion({ provinciaId: ALAVA, municipioId: CACERES }, { required }).municipioId).toBe(
      ubicacion.municipioNoCorresponde,
    );
  });

  it.each([true, false])('reports a locality of another municipality (required %s)', (required) => {
    expect(checkUbicacion({ provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: MADRID_LOC }, { required })).toEqual({
      ...none,
      localidadId: ubicacion.localidadNoCorresponde,
    });
    expect(checkUbicacion({ provinciaId: ALAVA, municipioId: ARAMAIO, localidadId: CACERES_LOC }, { required }).localidadId).toBe(
      ubicacion.localidadNoCorresponde,
    );
  });

  it('reports a municipality without province', () => {
    expect(checkUbicacion({ municipioId: MADRID }, { required: false })).toEqual({
      ...none,
      municipioId: ubicacion.municipioNoCorresponde,
    });
    expect(checkUbicacion({ municipioId: MADRID }, { required: true })).toEqual({
      ...none,
      provinciaId: REQUIRED,
      municipioId: ubicacion.municipioNoCorresponde,
    });
  });

  it('reports a locality without municipality', () => {
    expect(checkUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC }, { required: true })).toEqual({
      ...none,
      municipioId: REQUIRED,
      localidadId: ubicacion.localidadNoCorresponde,
    });
    expect(checkUbicacion({ provinciaId: MADRID_PROV, localidadId: MADRID_LOC }, { required: false })).toEqual({
      ...none,
      localidadId: ubicacion.localidadNoCorresponde,
    });
  });

  it.each([0, 100, 1.5])('reports the province code %s as not existing', (provinciaId) => {
    expect(checkUbicacion({ provinciaId }, { required: false }).provinciaId).toBe(ubicacion.provinciaNoExiste);
  });

  it('always returns the three keys', () => {
    expect(Object.keys(checkUbicacion({}, { required: false })).sort()).toEqual(['localidadId', 'municipioId', 'provinciaId']);
  });

  it('finds nothing wrong in what normalizeUbicacion returns, apart from required fields', () => {
    const inconsistent: UbicacionValue[] = [
      { provinciaId: BARCELONA_PROV, municipioId: MADRID, localidadId: MADRID_LOC },
      { municipioId: MADRID, localidadId: MADRID_LOC },
      { provinciaId: 0, municipioId: MADRID },
      { provinciaId: MADRID_PROV, municipioId: ALCALA, localidadId: EL_PARDO },
    ];
    for (const v of inconsistent) {
      expect(isValidUbicacion(v, { required: false })).toBe(false);
      expect(isValidUbicacion(normalizeUbicacion(v), { required: false })).toBe(true);
    }
  });
});

describe('parseId', () => {
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
  ])('reads %o as %o', (input, expected) => {
    expect(parseId(input)).toBe(expected);
  });
});

describe('readUbicacionFromForm', () => {
  it('reads the hidden inputs of the component', () => {
    const form = new FormData();
    form.set('ubicacion.provinciaId', '28');
    form.set('ubicacion.municipioId', '28079');
    form.set('ubicacion.localidadId', '');
    expect(readUbicacionFromForm(form, 'ubicacion')).toEqual({ provinciaId: MADRID_PROV, municipioId: MADRID });
  });

  it('reads URLSearchParams and missing fields', () => {
    const form = new URLSearchParams('sede.provinciaId=8&sede.municipioId=8019&sede.localidadId=80190001');
    expect(readUbicacionFromForm(form, 'sede')).toEqual({
      provinciaId: BARCELONA_PROV,
      municipioId: BARCELONA,
      localidadId: BARCELONA_LOC,
    });
    expect(readUbicacionFromForm(new URLSearchParams(), 'sede')).toEqual({});
  });
});
