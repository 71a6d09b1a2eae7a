/**
 * Client-side checks of the invitation form, with valibot and the same builders and
 * messages as the server (src/domain/invitaciones/schema.ts), so the browser shows the
 * spec's exact texts before the request is sent. The form fetches this module after it paints
 * (valibot and the field rules are ~5 KB gzip the page does not need to show the form).
 */
import * as v from 'valibot';
import { DOCUMENTO_FIELDS, documentoMessage } from '../../domain/invitaciones/documento.ts';
import * as f from '../../domain/validation/valibot.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { FieldErrors, NuevaCuentaValues } from './valores.ts';

export { emptyNuevaCuenta, type FieldErrors, type NuevaCuentaValues } from './valores.ts';

const NAME_MAX = 100;
const fields = v.object({
  nombre: f.requiredText(NAME_MAX),
  apellido1: f.requiredText(NAME_MAX),
  apellido2: f.optionalText(NAME_MAX),
  telefono: f.phone({ required: false }),
});

function add(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) errors[field] = [...list, message];
}

/** Messages per field for a new account; empty when the form may be sent. */
export function checkNuevaCuenta(values: NuevaCuentaValues): FieldErrors {
  const errors: FieldErrors = {};
  const base = v.safeParse(fields, values);
  if (!base.success) for (const issue of base.issues) add(errors, v.getDotPath(issue) ?? '_', issue.message);

  const documento = v.safeParse(f.identityDocument(), {
    documentType: values.tipoDocumentoIdentidadClave,
    documentNumber: values.documentoIdentidad,
  });
  if (!documento.success) {
    for (const issue of documento.issues) {
      const part = v.getDotPath(issue) ?? 'documentType';
      add(errors, DOCUMENTO_FIELDS[part] ?? part, documentoMessage(part, values.tipoDocumentoIdentidadClave, issue.message));
    }
  }

  const claves = v.safeParse(f.passwordWithConfirmation(), {
    password: values.password,
    confirmPassword: values.confirmPassword,
  });
  if (!claves.success) for (const issue of claves.issues) add(errors, v.getDotPath(issue) ?? 'password', issue.message);
  return errors;
}

/** An existing account only confirms with its password. */
export function checkCuentaExistente(values: { password: string }): FieldErrors {
  return values.password === '' ? { password: [validacion.required] } : {};
}
