/**
 * Pure logic of the location picker (province → municipality → locality), free of React
 * so forms, server actions and tests share it. It enforces the spec's rule on INE codes:
 * province and municipality are required, locality optional; a municipality must start
 * with its province code and a locality with its municipality code. Changing a parent
 * clears the dependants that no longer match.
 */
import { localidadBelongsToMunicipio, municipioBelongsToProvincia } from '../../domain/geografia/codigos.ts';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { validacion } from '../../i18n/validacion.ts';

export type UbicacionValue = { provinciaId?: number; municipioId?: number; localidadId?: number };

export type UbicacionField = 'provinciaId' | 'municipioId' | 'localidadId';

export const UBICACION_FIELDS: readonly UbicacionField[] = ['provinciaId', 'municipioId', 'localidadId'];

export type UbicacionErrors = Record<UbicacionField, string | undefined>;

/** Result of a change: the new value and, when the change was rejected, why. */
export type UbicacionChange = { value: UbicacionValue; error?: string };

/** A province code is an integer 1-99 (1 or 2 digits; the leading zero of 01-09 is lost). */
export function isProvinciaId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 99;
}

const isPresent = (id: number | undefined): id is number => id !== undefined;

/** Builds a value without undefined keys, so results compare and serialise cleanly. */
function buildValue(provinciaId?: number, municipioId?: number, localidadId?: number): UbicacionValue {
  const v: UbicacionValue = {};
  if (isPresent(provinciaId)) v.provinciaId = provinciaId;
  if (isPresent(municipioId)) v.municipioId = municipioId;
  if (isPresent(localidadId)) v.localidadId = localidadId;
  return v;
}

/**
 * Clears the inconsistent dependants of a value (e.g. one loaded from a draft): an invalid
 * province clears everything, a municipality outside the province (or without one) clears
 * the municipality and the locality, a locality outside the municipality is cleared.
 * Returns the same object when nothing had to change, so callers can compare by reference.
 */
export function normalizeUbicacion(v: UbicacionValue): UbicacionValue {
  const provinciaId = isProvinciaId(v.provinciaId) ? v.provinciaId : undefined;
  const municipioId =
    isPresent(provinciaId) && isPresent(v.municipioId) && municipioBelongsToProvincia(v.municipioId, provinciaId)
      ? v.municipioId
      : undefined;
  const localidadId =
    isPresent(municipioId) && isPresent(v.localidadId) && localidadBelongsToMunicipio(v.localidadId, municipioId)
      ? v.localidadId
      : undefined;
  if (provinciaId === v.provinciaId && municipioId === v.municipioId && localidadId === v.localidadId) return v;
  return buildValue(provinciaId, municipioId, localidadId);
}

/**
 * Selects a province (undefined clears it and everything below). The municipality is kept
 * only if it still belongs to the new province, and the locality only if its municipality
 * was kept. A code that cannot be a province is rejected.
 */
export function changeProvincia(v: UbicacionValue, id: number | undefined): UbicacionChange {
  if (!isPresent(id)) return { value: {} };
  if (!isProvinciaId(id)) return { value: v, error: ubicacion.provinciaNoExiste };
  const base = normalizeUbicacion(v);
  return { value: normalizeUbicacion(buildValue(id, base.municipioId, base.localidadId)) };
}

/**
 * Selects a municipality (undefined clears it and the locality). A municipality that does
 * not belong to the current province (or with no province chosen) is rejected: the value is
 * returned unchanged with the error. The locality is kept only if it still belongs.
 */
export function changeMunicipio(v: UbicacionValue, id: number | undefined): UbicacionChange {
  const base = normalizeUbicacion(v);
  if (!isPresent(id)) return { value: buildValue(base.provinciaId) };
  if (!isPresent(base.provinciaId) || !municipioBelongsToProvincia(id, base.provinciaId)) {
    return { value: v, error: ubicacion.municipioNoCorresponde };
  }
  return { value: normalizeUbicacion(buildValue(base.provinciaId, id, base.localidadId)) };
}

/**
 * Selects a locality (undefined clears it). A locality that does not belong to the current
 * municipality (or with no municipality chosen) is rejected: the value is returned unchanged
 * with the error.
 */
export function changeLocalidad(v: UbicacionValue, id: number | undefined): UbicacionChange {
  const base = normalizeUbicacion(v);
  if (!isPresent(id)) return { value: buildValue(base.provinciaId, base.municipioId) };
  if (!isPresent(base.municipioId) || !localidadBelongsToMunicipio(id, base.municipioId)) {
    return { value: v, error: ubicacion.localidadNoCorresponde };
  }
  return { value: buildValue(base.provinciaId, base.municipioId, id) };
}

/**
 * The error of each field, or undefined. With `required`, province and municipality must be
 * present (locality is always optional); in every case the codes must be consistent.
 */
export function checkUbicacion(v: UbicacionValue, options: { required: boolean } = { required: true }): UbicacionErrors {
  const errors: UbicacionErrors = { provinciaId: undefined, municipioId: undefined, localidadId: undefined };
  const { provinciaId, municipioId, localidadId } = v;

  if (!isPresent(provinciaId)) {
    if (options.required) errors.provinciaId = validacion.required;
  } else if (!isProvinciaId(provinciaId)) {
    errors.provinciaId = ubicacion.provinciaNoExiste;
  }

  if (!isPresent(municipioId)) {
    if (options.required) errors.municipioId = validacion.required;
  } else if (!isPresent(provinciaId) || !municipioBelongsToProvincia(municipioId, provinciaId)) {
    errors.municipioId = ubicacion.municipioNoCorresponde;
  }

  if (isPresent(localidadId) && (!isPresent(municipioId) || !localidadBelongsToMunicipio(localidadId, municipioId))) {
    errors.localidadId = ubicacion.localidadNoCorresponde;
  }
  return errors;
}

/** True when `checkUbicacion` finds no error. */
export function isValidUbicacion(v: UbicacionValue, options: { required: boolean } = { required: true }): boolean {
  const errors = checkUbicacion(v, options);
  return UBICACION_FIELDS.every((field) => errors[field] === undefined);
}

/** Reads an id from a select or form value: '' (or anything not a positive integer) is undefined. */
export function parseId(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? input : undefined;
  if (typeof input !== 'string' || !/^\s*\d+\s*$/.test(input)) return undefined;
  const n = Number(input);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * Reads the value posted by the hidden inputs of `UbicacionFields` with `name`
 * (`${name}.provinciaId`, …) from a FormData or URLSearchParams. Not normalised: validate it.
 */
export function readUbicacionFromForm(form: { get(key: string): unknown }, name: string): UbicacionValue {
  return buildValue(
    parseId(form.get(`${name}.provinciaId`)),
    parseId(form.get(`${name}.municipioId`)),
    parseId(form.get(`${name}.localidadId`)),
  );
}
