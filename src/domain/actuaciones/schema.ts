import { z } from 'zod';
import { actuacionesApi as t } from '../../i18n/actuaciones.ts';
import { validacion } from '../../i18n/validacion.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';

/** Longest description kept: a visit's minutes fit, a pasted document does not. */
export const DESCRIPCION_MAX = 8000;
export const TITULO_MAX = 200;
/** People, centres or tags on one actuación: far above any real meeting. */
const LISTA_MAX = 200;

const idList = () =>
  z
    .array(z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).positive(validacion.positiveInteger), {
      error: validacion.positiveInteger,
    })
    .max(LISTA_MAX);

/**
 * `actuacion` (POST actuaciones, PUT actuaciones/{id}): descripcion and tipoClave required;
 * dates as every date field (ISO, dd/mm/yyyy, dd-mm-yyyy; stored ISO), the end not before the
 * start. usuarios, centros and etiquetas are the full sets (PUT replaces them; absent keeps
 * them). The files come as multipart parts (Ficheros[i][ContenidoBinario]).
 */
export const actuacionSchema = z
  .strictObject({
    descripcion: v.requiredText(DESCRIPCION_MAX),
    titulo: v.optionalText(TITULO_MAX),
    fechaInicio: v.date({ required: false }),
    fechaFin: v.date({ required: false }),
    tipoClave: v.requiredText(40),
    proyectoId: v.positiveInt({ required: false }),
    usuarios: idList().optional(),
    centros: idList().optional(),
    etiquetas: idList().optional(),
  })
  .refine((a) => !a.fechaInicio || !a.fechaFin || a.fechaFin >= a.fechaInicio, {
    message: t.finAnterior,
    path: ['fechaFin'],
  });
export type ActuacionInput = z.output<typeof actuacionSchema>;

/** POST actuaciones/{id}/etiquetas/reasignar: `etiquetas` (or `objetoEtiquetas`), tags of type ACT. */
export const actuacionEtiquetasSchema = reassignBody('etiquetas', idList());
