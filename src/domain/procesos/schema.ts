/**
 * Payloads of the process calls ("proceso", "procesoFaseProyecto",
 * "procesoTipoFichero / tipoFichero", "plantillaNotificacion"), with the spec's messages.
 */
import { z } from 'zod';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { validacion } from '../../i18n/validacion.ts';
import { isoDate } from '../catalogo/manuales-schema.ts';
import { isEmail } from '../validation/rules.ts';
import * as v from '../validation/zod.ts';

/** Extensions a process file type may allow (stored lower-case, shown upper-case). */
export const EXTENSIONES = ['BMP', 'GIF', 'JPG', 'JPEG', 'TIFF', 'TIF', 'PDF', 'PNG', 'ZIP', 'RAR'] as const;

const bool = () => z.boolean({ error: t.booleanoNoValido }).nullish();
const optPositive = () => v.positiveInt({ required: false });

/** Dates in order: apertura <= cierre (either may be empty = unbounded). */
const fechasEnOrden = (p: { fechaApertura?: string | null; fechaCierre?: string | null }) =>
  !p.fechaApertura || !p.fechaCierre || p.fechaApertura <= p.fechaCierre;

export const perfilEntrada = z.strictObject({
  perfilId: v.positiveInt(),
  requiereDatos: bool(),
  orden: optPositive(),
});
export type PerfilEntrada = z.output<typeof perfilEntrada>;

const procesoCampos = {
  codigo: v.requiredText(50),
  nombre: v.requiredText(300),
  manualId: v.positiveInt(),
  minimo: optPositive(),
  fechaApertura: isoDate(),
  fechaCierre: isoDate(),
  plazoVigenciaAcreditacion: optPositive(),
};

/** POST /procesos (profiles optional) and PUT /procesos/{id} (profiles through their own call). */
export const procesoSchema = z
  .strictObject({ ...procesoCampos, perfiles: z.array(perfilEntrada).max(50).optional() })
  .refine(fechasEnOrden, { message: t.fechasInvertidas, path: ['fechaCierre'] });
export const procesoUpdateSchema = z
  .strictObject(procesoCampos)
  .refine(fechasEnOrden, { message: t.fechasInvertidas, path: ['fechaCierre'] });
export type ProcesoInput = z.output<typeof procesoUpdateSchema> & { perfiles?: PerfilEntrada[] };

/** PUT /procesos/{id}/perfiles (an addition to the spec: the profiles a request names). */
export const perfilesSchema = z.strictObject({ perfiles: z.array(perfilEntrada).max(50) });

/** PUT /procesos/{id}/ambitos/{ambitoId}. */
export const ambitoProcesoSchema = z.strictObject({ minimo: optPositive() });
/** PUT /procesos/{id}/fasesProyecto/{faseClave}: deadline in days. */
export const faseProcesoSchema = z.strictObject({ plazo: optPositive(), minimo: optPositive() });

/** Extensions as a list or a comma-separated text, each from EXTENSIONES; out lower-case. */
const extensiones = () =>
  z
    .union([z.array(z.string()), z.string()], { error: t.extensionNoValida('') })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return [] as string[];
      const list = (Array.isArray(value) ? value : value.split(','))
        .map((e) => e.trim().replace(/^\./, '').toUpperCase())
        .filter(Boolean);
      const bad = list.filter((e) => !(EXTENSIONES as readonly string[]).includes(e));
      for (const e of bad) ctx.addIssue({ code: 'custom', message: t.extensionNoValida(e) });
      return bad.length ? z.NEVER : [...new Set(list.map((e) => e.toLowerCase()))];
    });

/** POST /procesos/{id}/tiposFichero and PUT /tiposFichero/{clave}: limiteTamano in bytes. */
export const tipoFicheroSchema = z.strictObject({
  clave: v.requiredText(20),
  nombre: v.requiredText(200),
  descripcion: v.optionalText(1000),
  limiteTamano: optPositive(),
  limiteFicheros: optPositive().refine((n) => n === undefined || n <= 10, { message: t.limiteFicherosMaximo }),
  extensiones: extensiones(),
  interno: bool(),
  orden: v.integer({ required: false }),
});
export type TipoFicheroInput = z.output<typeof tipoFicheroSchema>;

/** Comma-separated e-mail addresses, each valid. */
const direcciones = () =>
  v.optionalText(1000).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const list = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (list.some((e) => !isEmail(e))) {
      ctx.addIssue({ code: 'custom', message: validacion.email });
      return z.NEVER;
    }
    return list.join(',');
  });

/** POST /procesos/{id}/plantillasNotificaciones and PUT /procesos/plantillasNotificaciones/{id}. */
export const plantillaSchema = z.strictObject({
  asunto: v.requiredText(300),
  cuerpo: v.requiredText(20000),
  tipoHitoClave: v.requiredText(50),
  medioNotificacionClave: v.requiredText(50),
  descripcion: v.optionalText(255),
  direccionesEmail: direcciones(),
  dias: v.integer({ required: false }),
  perfilId: optPositive(),
  faseProyectoClave: v.optionalText(50),
  activo: bool(),
});
export type PlantillaInput = z.output<typeof plantillaSchema>;
