/**
 * Payloads of the manual calls. The MAN file is uploaded with
 * POST /ficheros (manualId), so it is not a field here; publishing checks it is there.
 */
import { z } from 'zod';
import { ESTADOS_MANUAL } from '../../db/schema/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { validacion } from '../../i18n/validacion.ts';
import { toIsoDate } from '../shared/fechas.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';

/** Optional date in any form the one parser (toIsoDate) reads; ISO yyyy-mm-dd (or null) out. */
export const isoDate = () =>
  z
    .string({ error: validacion.date })
    .nullish()
    .transform((value, ctx) => {
      const iso = toIsoDate(value);
      if (iso === undefined) {
        ctx.addIssue({ code: 'custom', message: validacion.date });
        return z.NEVER;
      }
      return iso;
    });

/** An optional http(s) link. */
export const enlace = () =>
  v.optionalText(500).refine((u) => u === undefined || /^https?:\/\/\S+$/i.test(u), { message: t.enlaceNoValido });

export const idList = () =>
  z
    .array(z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).positive(validacion.positiveInteger), {
      error: validacion.positiveInteger,
    })
    .max(200);

export const estadoClave = z.enum(ESTADOS_MANUAL, { error: t.estadoNoValido });

const manualFields = {
  codigo: v.requiredText(50),
  nombre: v.requiredText(200),
  version: v.requiredText(20),
  estadoClave: estadoClave.optional(),
  mapaId: v.positiveInt(),
  descripcion: v.optionalText(4000),
  enlace: enlace(),
  fechaCierre: isoDate(),
  /** Set by the publish step; accepted so the spec's form can be posted back, otherwise ignored. */
  fechaPublicacion: isoDate(),
  publico: z.boolean({ error: t.booleanoNoValido }).nullish(),
  etiquetas: idList().optional(),
  ambitos: idList().optional(),
};

/** POST /manuales. */
export const manualCreateSchema = z.strictObject(manualFields);
/** PUT /manuales/{id}: the whole form again; estadoClave may publish (edicion → vigente) or retire (vigente → obsoleto). */
export const manualUpdateSchema = z.strictObject(manualFields);

export type ManualInput = z.output<typeof manualCreateSchema>;

/** POST /manuales/{id}/etiquetas/reasignar. */
export const etiquetasReasignarSchema = reassignBody('etiquetas', idList());
/** POST /manuales/{id}/ambitos/reasignar and /bloques/{id}/ambitos/reasignar. */
export const ambitosReasignarSchema = reassignBody('ambitos', idList());
