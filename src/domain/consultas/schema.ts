import { z } from 'zod';
import { ORIGENES_CONSULTA } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { validacion } from '../../i18n/validacion.ts';
import { documentoIssues } from '../usuarios/schema.ts';
import * as v from '../validation/zod.ts';

// Payloads of the enquiry calls (the `consulta` form). The enquirer's fields are all required;
// the document number is checked against its type with the spec's message ("DNI no válido"…).

export const ESTADOS_CONSULTA = ['pendiente', 'resuelta'] as const;
export type EstadoConsulta = (typeof ESTADOS_CONSULTA)[number];

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Who asks and what: the fields the public form and staff's record share. */
const enquirer = {
  nombre: v.requiredText(200),
  tipoDocumentoIdentidadClave: z.string().nullish(),
  documentoIdentidad: z.string().nullish(),
  direccionEmail: v.email(),
  telefono: v.phone(),
  texto: v.requiredText(5000),
};

/** Who asks and what, as stored: the document upper-case, the e-mail lower-case. */
export const consultante = (input: Pick<ConsultaAltaInput, keyof typeof enquirer>) => ({
  nombre: input.nombre,
  tipoDocumentoIdentidadClave: String(input.tipoDocumentoIdentidadClave).trim().toUpperCase(),
  documentoIdentidad: String(input.documentoIdentidad).trim().toUpperCase(),
  direccionEmail: input.direccionEmail.trim().toLowerCase(),
  telefono: input.telefono,
  texto: input.texto,
});

/** The fields staff keep: status, resolution date, answer and responsible (each may be empty). */
const gestion = {
  estadoClave: z.enum(ESTADOS_CONSULTA, { error: t.estadoNoValido }).nullish(),
  fechaResolucion: v.date({ required: false }).nullish(),
  respuesta: v.optionalText(10000).nullish(),
  usuarioResponsableId: v.positiveInt({ required: false }).nullish(),
};

/** Object-level checks run even when other fields failed, so every message shows at once. */
const objeto = (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null;

/** Both document fields required, the number valid for its type (DNI, NIE or PAS). */
function documento(
  value: { tipoDocumentoIdentidadClave?: string | null; documentoIdentidad?: string | null },
  ctx: z.RefinementCtx,
) {
  const issues = documentoIssues(value.tipoDocumentoIdentidadClave, value.documentoIdentidad);
  if (blank(value.documentoIdentidad) && !issues.some((i) => i.field === 'documentoIdentidad'))
    issues.push({ field: 'documentoIdentidad', message: validacion.required });
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
}

/**
 * POST consultas: the public contact form, or staff recording an enquiry with the whole form
 * (`origen`, by default `gestion`; status, responsible, resolution and answer as in PUT). `aceptaPrivacidad`, `sitioWeb` (left empty by people: a field hidden from them)
 * and `marca` (the form's signed time stamp) are the public form's; the domain checks them.
 */
export const consultaAltaSchema = z
  .strictObject({
    ...enquirer,
    origen: z.enum(ORIGENES_CONSULTA, { error: t.origenNoValido }).optional(),
    ...gestion,
    aceptaPrivacidad: z.boolean({ error: validacion.acceptConditions }).nullish(),
    sitioWeb: z.string().max(500).nullish(),
    marca: z.string().max(200).nullish(),
  })
  .superRefine(documento, { when: objeto });
export type ConsultaAltaInput = z.output<typeof consultaAltaSchema>;

/**
 * PUT consultas/{id}: the whole record as staff edit it. Status, responsible, resolution date
 * and answer may be left empty (cleared); a resolution date resolves the enquiry.
 */
export const consultaUpdateSchema = z
  .strictObject({
    ...enquirer,
    origen: z.enum(ORIGENES_CONSULTA, { error: t.origenNoValido }).optional(),
    ...gestion,
  })
  .superRefine(documento, { when: objeto });
export type ConsultaUpdateInput = z.output<typeof consultaUpdateSchema>;

/** POST consultas/{id}/observaciones, PUT consultas/observaciones/{id}. */
export const consultaObservacionSchema = z.strictObject({ observacion: v.requiredText(5000) });

/** POST consultas/{id}/etiquetas/reasignar: tags of type CON (etiquetas u objetoEtiquetas). */
export { etiquetasSchema as consultaEtiquetasSchema } from '../catalogo/estandares-schema.ts';
