/**
 * Payloads of PUT /invitaciones/{token}, with the project's validation builders so the API
 * answers with the spec's messages. Which one applies depends on whether an account with
 * the invitation's e-mail exists, which only the server knows: the route takes any object
 * and the domain parses it here.
 */
import { z } from 'zod';
import { errores } from '../../i18n/errores.ts';
import { validacion } from '../../i18n/validacion.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import type { DocumentType } from '../validation/rules.ts';
import * as v from '../validation/zod.ts';
import { DOCUMENTO_FIELDS, documentoMessage } from './documento.ts';

const NAME_MAX = 100;

/** An existing account confirms with its password. */
const cuentaExistenteSchema = z.strictObject({
  password: v.withoutControlCharacters(z.string({ error: validacion.required }).min(1, { error: validacion.required }).max(200)),
});

const nuevaCuentaFields = z.strictObject({
  nombre: v.requiredText(NAME_MAX),
  apellido1: v.requiredText(NAME_MAX),
  apellido2: v.optionalText(NAME_MAX),
  telefono: v.phone({ required: false }),
  // Checked in pairs below (the number's format depends on the type; the confirmation on the password).
  tipoDocumentoIdentidadClave: z.unknown(),
  documentoIdentidad: z.unknown(),
  password: z.unknown(),
  confirmPassword: z.unknown(),
});

interface NuevaCuenta {
  nombre: string;
  apellido1: string;
  apellido2?: string;
  telefono?: string;
  tipoDocumentoIdentidadClave: DocumentType;
  documentoIdentidad: string;
  password: string;
}

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(Object.hasOwn(errors, field) ? (errors[field] as string[]) : []), message];
}

function collect(errors: FieldErrors, error: z.ZodError, rename: (path: string) => string = (p) => p) {
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) add(errors, k, errores.campoNoPermitido);
    else add(errors, rename(issue.path.length > 0 ? issue.path.map(String).join('.') : '_'), issue.message);
  }
}

const invalid = (errors: FieldErrors) => new AppError(422, errores.datosNoValidos, errors);

/** The existing-account payload, or a 422 with field messages. */
export function parseCuentaExistente(body: unknown): { password: string } {
  const parsed = cuentaExistenteSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = Object.create(null);
  collect(errors, parsed.error);
  throw invalid(errors);
}

/**
 * The new-account payload: names, document (type DNI/NIE/PAS and a number valid for it,
 * "DNI no válido"…), optional phone, and the password policy with its confirmation. All
 * problems are reported at once, each under its field.
 */
export function parseNuevaCuenta(body: unknown): NuevaCuenta {
  const errors: FieldErrors = Object.create(null);
  const base = nuevaCuentaFields.safeParse(body);
  if (!base.success) collect(errors, base.error);
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  const tipo = raw.tipoDocumentoIdentidadClave;
  const documento = v.identityDocument().safeParse({ documentType: tipo, documentNumber: raw.documentoIdentidad });
  if (!documento.success) {
    for (const issue of documento.error.issues) {
      const part = String(issue.path[0] ?? 'documentType');
      add(errors, DOCUMENTO_FIELDS[part] ?? part, documentoMessage(part, tipo, issue.message));
    }
  }
  const claves = v.passwordWithConfirmation().safeParse({ password: raw.password, confirmPassword: raw.confirmPassword });
  if (!claves.success) collect(errors, claves.error);

  if (!base.success || !documento.success || !claves.success) throw invalid(errors);
  return {
    nombre: base.data.nombre,
    apellido1: base.data.apellido1,
    apellido2: base.data.apellido2,
    telefono: base.data.telefono,
    tipoDocumentoIdentidadClave: documento.data.documentType,
    documentoIdentidad: documento.data.documentNumber,
    password: claves.data.password,
  };
}
