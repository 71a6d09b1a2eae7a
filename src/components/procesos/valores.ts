// Form values of the process pages and their conversions to payloads, outside the 'use client'
// modules (a server page importing a plain object from one would get a client reference).
import type { PlantillaRecord, ProcesoRecord, TipoFicheroRecord } from '../../domain/procesos/lectura.ts';
import * as f from '../../domain/validation/fields.ts';
import { type Check, comprobar, type Errores } from '../catalogo/comun/comprobar.ts';

export { comprobar, type Errores };

/** '' → null, otherwise the number (only called after the checks passed). */
export const numeroONull = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

export interface ProcesoValues {
  codigo: string;
  nombre: string;
  manualId: string;
  minimo: string;
  fechaApertura: string;
  fechaCierre: string;
  plazoVigenciaAcreditacion: string;
}

/** A stored number as a field's text ('' for none). */
export const texto = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const procesoValues = (p?: ProcesoRecord): ProcesoValues => ({
  codigo: p?.Codigo ?? '',
  nombre: p?.Nombre ?? '',
  manualId: p ? String(p.Manual.Id) : '',
  minimo: texto(p?.Minimo),
  fechaApertura: p?.FechaApertura ?? '',
  fechaCierre: p?.FechaCierre ?? '',
  plazoVigenciaAcreditacion: texto(p?.PlazoVigenciaAcreditacion),
});

/** Dates come from date inputs (yyyy-mm-dd, always real days); the server checks their order. */
export const validarProceso = (v: ProcesoValues) =>
  comprobar(v, {
    codigo: f.requiredText(50),
    nombre: f.requiredText(300),
    manualId: f.requiredText(),
    minimo: f.positiveInt({ required: false }),
    plazoVigenciaAcreditacion: f.positiveInt({ required: false }),
  });

export const procesoPayload = (v: ProcesoValues) => ({
  codigo: v.codigo.trim(),
  nombre: v.nombre.trim(),
  manualId: Number(v.manualId),
  ...(v.minimo.trim() ? { minimo: Number(v.minimo) } : {}),
  fechaApertura: v.fechaApertura || null,
  fechaCierre: v.fechaCierre || null,
  ...(v.plazoVigenciaAcreditacion.trim() ? { plazoVigenciaAcreditacion: Number(v.plazoVigenciaAcreditacion) } : {}),
});

/** Size limits: typed in KB, sent in bytes (1 KB = 1000 bytes here), shown as floor(bytes/1024) KB. */
export const kbABytes = (kb: number) => kb * 1000;
export const bytesAKb = (bytes: number) => Math.floor(bytes / 1024);

interface TipoFicheroValues {
  clave: string;
  nombre: string;
  descripcion: string;
  /** KB as typed. */
  limiteTamano: string;
  limiteFicheros: string;
  extensiones: string[];
  interno: boolean;
  orden: string;
  ambitos: string[];
}

export const tipoFicheroValues = (r?: TipoFicheroRecord): TipoFicheroValues => ({
  clave: r?.Clave ?? '',
  nombre: r?.Nombre ?? '',
  descripcion: r?.Descripcion ?? '',
  limiteTamano: r?.LimiteTamano ? String(bytesAKb(r.LimiteTamano)) : '',
  limiteFicheros: texto(r?.LimiteFicheros),
  extensiones: r?.Extensiones ?? [],
  interno: r?.Interno ?? false,
  orden: texto(r?.Orden),
  ambitos: (r?.Ambitos ?? []).map((a) => String(a.Id)),
});

export const validarTipoFichero = (v: TipoFicheroValues) =>
  comprobar(v, {
    clave: f.requiredText(20),
    nombre: f.requiredText(200),
    descripcion: f.optionalText(1000),
    limiteTamano: f.positiveInt({ required: false }),
    limiteFicheros: f.positiveInt({ required: false }),
    orden: f.integer({ required: false }),
  });

/**
 * The body of POST/PUT tiposFichero. An untouched size keeps the stored bytes: the KB shown
 * are rounded down, and sending them back would shrink the limit on every save.
 */
export function tipoFicheroPayload(v: TipoFicheroValues, antes?: TipoFicheroRecord) {
  const kb = numeroONull(v.limiteTamano);
  const intacto = antes?.LimiteTamano && kb === bytesAKb(antes.LimiteTamano);
  const bytes = kb === null ? null : intacto ? antes?.LimiteTamano : kbABytes(kb);
  return {
    clave: v.clave.trim(),
    nombre: v.nombre.trim(),
    descripcion: v.descripcion.trim() || null,
    ...(bytes ? { limiteTamano: bytes } : {}),
    ...(v.limiteFicheros.trim() ? { limiteFicheros: Number(v.limiteFicheros) } : {}),
    extensiones: v.extensiones,
    interno: v.interno,
    ...(v.orden.trim() ? { orden: Number(v.orden) } : {}),
  };
}

export const DESCRIPCION_MAX = 255;

interface PlantillaValues {
  asunto: string;
  cuerpo: string;
  tipoHitoClave: string;
  medioNotificacionClave: string;
  descripcion: string;
  direccionesEmail: string;
  dias: string;
  perfilId: string;
  faseProyectoClave: string;
  activo: boolean;
}

export const plantillaValues = (p?: PlantillaRecord): PlantillaValues => ({
  asunto: p?.Asunto ?? '',
  cuerpo: p?.Cuerpo ?? '',
  tipoHitoClave: p?.TipoHitoClave ?? '',
  medioNotificacionClave: p?.MedioNotificacionClave ?? '',
  descripcion: p?.Descripcion ?? '',
  direccionesEmail: p?.DireccionesEmail ?? '',
  dias: texto(p?.Dias),
  perfilId: p?.PerfilId ? String(p.PerfilId) : '',
  faseProyectoClave: p?.FaseProyectoClave ?? '',
  activo: p?.Activo ?? true,
});

const direcciones: Check = (input) => {
  const malas = input
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((e) => f.email({ required: false })(e))
    .find((o) => !o.ok);
  return malas ?? { ok: true, value: input };
};

export const validarPlantilla = (v: PlantillaValues) =>
  comprobar(v, {
    asunto: f.requiredText(300),
    cuerpo: f.requiredText(20000),
    tipoHitoClave: f.requiredText(),
    medioNotificacionClave: f.requiredText(),
    descripcion: f.optionalText(DESCRIPCION_MAX),
    direccionesEmail: direcciones,
    dias: f.integer({ required: false }),
  });

export const plantillaPayload = (v: PlantillaValues) => ({
  asunto: v.asunto.trim(),
  cuerpo: v.cuerpo,
  tipoHitoClave: v.tipoHitoClave,
  medioNotificacionClave: v.medioNotificacionClave,
  descripcion: v.descripcion.trim() || null,
  direccionesEmail: v.direccionesEmail.trim() || null,
  ...(v.dias.trim() ? { dias: Number(v.dias) } : {}),
  ...(v.perfilId ? { perfilId: Number(v.perfilId) } : {}),
  faseProyectoClave: v.faseProyectoClave || null,
  activo: v.activo,
});
