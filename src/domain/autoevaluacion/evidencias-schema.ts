import { z } from 'zod';
import { evidenciasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { validacion } from '../../i18n/validacion.ts';
import * as v from '../validation/zod.ts';
import { ESTADOS_EVIDENCIA, NO_APLICA } from './reglas.ts';

// Payloads of the evidences part of the self-assessment (autoevaluacionEvidencia,
// autoevaluacionPreguntaFichero, autoevaluacionAreaMejora, autoevaluacionFortaleza; 7.4, 7.5).

/** C, PTE, NC, or NA for "not applicable" (stored as the `aplica` flag). */
const ESTADOS_EVIDENCIA_PATCH = [...ESTADOS_EVIDENCIA, NO_APLICA] as const;

const estado = z.enum(ESTADOS_EVIDENCIA_PATCH, {
  error: (issue) => (issue.input === undefined ? validacion.required : t.estadoNoValido),
});

/**
 * PATCH autoevaluaciones/{id}/evidencias/{evidenciaId}: `estado` (the spec's name; `estadoClave`
 * as in the form is accepted too), `justificacion`, and optionally the `version` the client
 * read (0 when the evidence had no verdict yet): an older version is refused with 409
 * (shared/version.ts).
 */
export const evidenciaPatchSchema = z
  .strictObject({
    estado: estado.optional(),
    estadoClave: estado.optional(),
    justificacion: v.withoutControlCharacters(
      z.string({ error: validacion.required }).max(4000, validacion.maxLength(4000)).nullish(),
    ),
    version: v.positiveInt().optional(),
  })
  .transform(({ estadoClave, estado: e, ...rest }) => ({ ...rest, estado: e ?? estadoClave }));
export type EvidenciaPatchInput = z.output<typeof evidenciaPatchSchema>;

const idRef = z.strictObject({ Id: v.positiveInt() });

/**
 * PATCH autoevaluaciones/{id}/pruebas/{pruebaId}: the test's own files (`Ficheros`,
 * replacing them when present) and answered questions, each replaced whole: its free answer
 * (`Respuesta`), its files and the answers marked (`Respuestas` with `Marcada`). Questions
 * left out keep their answers. `version` (optional) is the answered test's last modification
 * the client read: a newer one refuses the write with 409.
 */
export const pruebaPatchSchema = z.strictObject({
  Ficheros: z.array(idRef).max(100).optional(),
  Preguntas: z
    .array(
      z.strictObject({
        Id: v.positiveInt(),
        Respuesta: z
          .union([v.withoutControlCharacters(z.string().max(10_000, validacion.maxLength(10_000))), z.number()])
          .nullish(),
        Ficheros: z.array(idRef).max(100).optional(),
        Respuestas: z
          .array(z.strictObject({ Id: v.positiveInt(), Marcada: z.boolean().optional() }))
          .max(200)
          .optional(),
      }),
    )
    .max(500)
    .optional(),
  version: z.string().max(40).nullish(),
});
export type PruebaPatchInput = z.output<typeof pruebaPatchSchema>;

const mejoraBase = {
  codigo: v.optionalText(50),
  descripcion: v.requiredText(4000),
  evidenciaId: v.positiveInt({ required: false }),
  estandarId: v.positiveInt({ required: false }),
  /** PUT: the Version read (or its ETag in If-Match); a newer one on the server is a 409 (shared/version.ts). */
  version: v.positiveInt({ required: false }),
};

/** autoevaluacionAreaMejora: codigo, descripcion (required), implantacion; optionally linked to an evidence or standard. */
export const areaMejoraSchema = z.strictObject({ ...mejoraBase, implantacion: z.boolean().optional() });
export type AreaMejoraInput = z.output<typeof areaMejoraSchema>;

/** autoevaluacionFortaleza: codigo, descripcion (required); optionally linked to an evidence or standard. */
export const fortalezaSchema = z.strictObject(mejoraBase);
export type FortalezaInput = z.output<typeof fortalezaSchema> & { implantacion?: boolean };
