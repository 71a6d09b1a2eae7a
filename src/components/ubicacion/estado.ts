/**
 * Pure logic of the location picker (province → municipality → locality), free of React
 * so forms, server actions and tests share it. It enforces the spec's rule on INE codes:
 * province and municipality are required, locality optional; a municipality must start
 * with its province code and a locality with its municipality code. Changing a parent
 * clears the dependants that no longer match.
 */
import { localidadPerteneceAMunicipio, municipioPerteneceAProvincia } from '../../domain/geografia/codigos.ts';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { validacion } from '../../i18n/validacion.ts';

export type UbicacionValor = { provinciaId?: number; municipioId?: number; localidadId?: number };

export type CampoUbicacion = 'provinciaId' | 'municipioId' | 'localidadId';

export const CAMPOS_UBICACION: readonly CampoUbicacion[] = ['provinciaId', 'municipioId', 'localidadId'];

export type ErroresUbicacion = Record<CampoUbicacion, string | undefined>;

/** Result of a change: the new value and, when the change was rejected, why. */
export type CambioUbicacion = { valor: UbicacionValor; error?: string };

/** A province code is an integer 1-99 (1 or 2 digits; the leading zero of 01-09 is lost). */
export function esProvinciaId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 99;
}

const presente = (id: number | undefined): id is number => id !== undefined;

/** Builds a value without undefined keys, so results compare and serialise cleanly. */
function valor(provinciaId?: number, municipioId?: number, localidadId?: number): UbicacionValor {
  const v: UbicacionValor = {};
  if (presente(provinciaId)) v.provinciaId = provinciaId;
  if (presente(municipioId)) v.municipioId = municipioId;
  if (presente(localidadId)) v.localidadId = localidadId;
  return v;
}

/**
 * Clears the inconsistent dependants of a value (e.g. one loaded from a draft): an invalid
 * province clears everything, a municipality outside the province (or without one) clears
 * the municipality and the locality, a locality outside the municipality is cleared.
 * Returns the same object when nothing had to change, so callers can compare by reference.
 */
export function normalizarUbicacion(v: UbicacionValor): UbicacionValor {
  const provinciaId = esProvinciaId(v.provinciaId) ? v.provinciaId : undefined;
  const municipioId =
    presente(provinciaId) && presente(v.municipioId) && municipioPerteneceAProvincia(v.municipioId, provinciaId)
      ? v.municipioId
      : undefined;
  const localidadId =
    presente(municipioId) && presente(v.localidadId) && localidadPerteneceAMunicipio(v.localidadId, municipioId)
      ? v.localidadId
      : undefined;
  if (provinciaId === v.provinciaId && municipioId === v.municipioId && localidadId === v.localidadId) return v;
  return valor(provinciaId, municipioId, localidadId);
}

/**
 * Selects a province (undefined clears it and everything below). The municipality is kept
 * only if it still belongs to the new province, and the locality only if its municipality
 * was kept. A code that cannot be a province is rejected.
 */
export function cambiarProvincia(v: UbicacionValor, id: number | undefined): CambioUbicacion {
  if (!presente(id)) return { valor: {} };
  if (!esProvinciaId(id)) return { valor: v, error: ubicacion.provinciaNoExiste };
  const base = normalizarUbicacion(v);
  return { valor: normalizarUbicacion(valor(id, base.municipioId, base.localidadId)) };
}

/**
 * Selects a municipality (undefined clears it and the locality). A municipality that does
 * not belong to the current province (or with no province chosen) is rejected: the value is
 * returned unchanged with the error. The locality is kept only if it still belongs.
 */
export function cambiarMunicipio(v: UbicacionValor, id: number | undefined): CambioUbicacion {
  const base = normalizarUbicacion(v);
  if (!presente(id)) return { valor: valor(base.provinciaId) };
  if (!presente(base.provinciaId) || !municipioPerteneceAProvincia(id, base.provinciaId)) {
    return { valor: v, error: ubicacion.municipioNoCorresponde };
  }
  return { valor: normalizarUbicacion(valor(base.provinciaId, id, base.localidadId)) };
}

/**
 * Selects a locality (undefined clears it). A locality that does not belong to the current
 * municipality (or with no municipality chosen) is rejected: the value is returned unchanged
 * with the error.
 */
export function cambiarLocalidad(v: UbicacionValor, id: number | undefined): CambioUbicacion {
  const base = normalizarUbicacion(v);
  if (!presente(id)) return { valor: valor(base.provinciaId, base.municipioId) };
  if (!presente(base.municipioId) || !localidadPerteneceAMunicipio(id, base.municipioId)) {
    return { valor: v, error: ubicacion.localidadNoCorresponde };
  }
  return { valor: valor(base.provinciaId, base.municipioId, id) };
}

/**
 * The error of each field, or undefined. With `requerido`, province and municipality must be
 * present (locality is always optional); in every case the codes must be consistent.
 */
export function validarUbicacion(v: UbicacionValor, opciones: { requerido: boolean } = { requerido: true }): ErroresUbicacion {
  const errores: ErroresUbicacion = { provinciaId: undefined, municipioId: undefined, localidadId: undefined };
  const { provinciaId, municipioId, localidadId } = v;

  if (!presente(provinciaId)) {
    if (opciones.requerido) errores.provinciaId = validacion.required;
  } else if (!esProvinciaId(provinciaId)) {
    errores.provinciaId = ubicacion.provinciaNoExiste;
  }

  if (!presente(municipioId)) {
    if (opciones.requerido) errores.municipioId = validacion.required;
  } else if (!presente(provinciaId) || !municipioPerteneceAProvincia(municipioId, provinciaId)) {
    errores.municipioId = ubicacion.municipioNoCorresponde;
  }

  if (presente(localidadId) && (!presente(municipioId) || !localidadPerteneceAMunicipio(localidadId, municipioId))) {
    errores.localidadId = ubicacion.localidadNoCorresponde;
  }
  return errores;
}

/** True when `validarUbicacion` finds no error. */
export function esUbicacionValida(v: UbicacionValor, opciones: { requerido: boolean } = { requerido: true }): boolean {
  const errores = validarUbicacion(v, opciones);
  return CAMPOS_UBICACION.every((campo) => errores[campo] === undefined);
}

/** Reads an id from a select or form value: '' (or anything not a positive integer) is undefined. */
export function leerId(texto: unknown): number | undefined {
  if (typeof texto === 'number') return Number.isSafeInteger(texto) && texto > 0 ? texto : undefined;
  if (typeof texto !== 'string' || !/^\s*\d+\s*$/.test(texto)) return undefined;
  const n = Number(texto);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * Reads the value posted by the hidden inputs of `UbicacionFields` with `name`
 * (`${name}.provinciaId`, …) from a FormData or URLSearchParams. Not normalised: validate it.
 */
export function leerUbicacionDeFormulario(datos: { get(nombre: string): unknown }, name: string): UbicacionValor {
  return valor(
    leerId(datos.get(`${name}.provinciaId`)),
    leerId(datos.get(`${name}.municipioId`)),
    leerId(datos.get(`${name}.localidadId`)),
  );
}
