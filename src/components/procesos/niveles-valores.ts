// Form values of a process's level and their checks, outside the 'use client' modules.
import type { NivelRecord } from '../../domain/procesos/niveles-schema.ts';
import * as f from '../../domain/validation/fields.ts';
import { nivelesApi } from '../../i18n/evaluacion-resultado.ts';
import { type Check, comprobar } from '../catalogo/comun/comprobar.ts';
import { numeroONull, texto } from './valores.ts';

interface NivelValues {
  clave: string;
  nombre: string;
  porcentajeEsenciales: string;
  porcentajeNoEsenciales: string;
  orden: string;
}

export const nivelValues = (n?: NivelRecord): NivelValues => ({
  clave: n?.Clave ?? '',
  nombre: n?.Nombre ?? '',
  porcentajeEsenciales: texto(n?.PorcentajeEsenciales),
  porcentajeNoEsenciales: texto(n?.PorcentajeNoEsenciales),
  orden: texto(n?.Orden),
});

/** A whole percent 0–100, required: the server's rule (niveles-schema.ts) said in the browser. */
const porcentaje: Check = (input) => {
  const r = f.positiveInt()(input);
  if (!r.ok) return r;
  return (r.value as number) <= 100 ? r : { ok: false, messages: [nivelesApi.porcentajeFuera] };
};

export const validarNivel = (v: NivelValues) =>
  comprobar(v, {
    clave: f.requiredText(20),
    nombre: f.requiredText(100),
    porcentajeEsenciales: porcentaje,
    porcentajeNoEsenciales: porcentaje,
    orden: f.positiveInt({ required: false }),
  });

export const nivelPayload = (v: NivelValues) => ({
  clave: v.clave.trim(),
  nombre: v.nombre.trim(),
  porcentajeEsenciales: Number(v.porcentajeEsenciales),
  porcentajeNoEsenciales: Number(v.porcentajeNoEsenciales),
  ...(numeroONull(v.orden) === null ? {} : { orden: numeroONull(v.orden) }),
});
