/**
 * Client-side checks of the user form, with the valibot builders of the project: the same
 * rules and Spanish messages as the API (src/domain/usuarios/schema.ts), so the server
 * only has to report what the browser cannot know (an e-mail in use, a deleted province).
 */
import * as v from 'valibot';
import { documentoIssue } from '../../domain/usuarios/documento.ts';
import * as b from '../../domain/validation/valibot.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { validacion } from '../../i18n/validacion.ts';

/** The form's values as the inputs hold them. */
export interface UsuarioFormValues {
  nombre: string;
  apellido1: string;
  apellido2: string;
  sexoId: string;
  tipoDocumentoIdentidadClave: string;
  documentoIdentidad: string;
  email: string;
  telefono: string;
  provinciaId: string;
  username: string;
  password: string;
  confirmPassword: string;
  esPersona: boolean;
  activo: boolean;
  perfilId: string;
}

export const EMPTY_USUARIO: UsuarioFormValues = {
  nombre: '',
  apellido1: '',
  apellido2: '',
  sexoId: '',
  tipoDocumentoIdentidadClave: 'DNI',
  documentoIdentidad: '',
  email: '',
  telefono: '',
  provinciaId: '',
  username: '',
  password: '',
  confirmPassword: '',
  esPersona: true,
  activo: true,
  perfilId: '',
};

export type FormErrors = Partial<Record<keyof UsuarioFormValues | '_', string[]>>;

const USERNAME = /^[A-Za-z0-9._@+-]+$/;

const fields = v.object({
  nombre: b.optionalText(100),
  apellido1: b.requiredText(100),
  apellido2: b.optionalText(100),
  email: b.email(),
  telefono: b.phone({ required: false }),
  username: v.pipe(
    b.optionalText(100),
    v.check((u) => u === undefined || USERNAME.test(u), t.userNameNoValido),
  ),
});

const add = (errors: FormErrors, field: string, message: string) => {
  const key = field as keyof FormErrors;
  errors[key] = [...(errors[key] ?? []), message];
};

/** Messages per field; an empty object when the form can be sent. */
export function validateUsuario(values: UsuarioFormValues, mode: 'alta' | 'edicion'): FormErrors {
  const errors: FormErrors = {};
  const parsed = v.safeParse(fields, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) add(errors, String(issue.path?.[0]?.key ?? '_'), issue.message);
  }
  if (!values.tipoDocumentoIdentidadClave.trim()) add(errors, 'tipoDocumentoIdentidadClave', validacion.required);
  else {
    const doc = v.safeParse(b.identityDocument({ required: false }), {
      documentType: values.tipoDocumentoIdentidadClave,
      documentNumber: values.documentoIdentidad,
    });
    if (!doc.success) {
      for (const issue of doc.issues) {
        const moved = documentoIssue(String(issue.path?.[0]?.key), issue.message, values.tipoDocumentoIdentidadClave);
        add(errors, moved.field, moved.message);
      }
    }
  }
  if (mode === 'alta' && (values.password || values.confirmPassword)) {
    const pair = v.safeParse(b.passwordWithConfirmation(), {
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    if (!pair.success) for (const issue of pair.issues) add(errors, String(issue.path?.[0]?.key ?? 'password'), issue.message);
  }
  return errors;
}

const id = (s: string) => (s.trim() === '' ? null : Number(s));
const text = (s: string) => (s.trim() === '' ? null : s.trim());

/** The JSON body of POST /usuarios (alta) or PUT /usuarios/{id} (edicion, which keeps `activo`). */
export function usuarioPayload(values: UsuarioFormValues, mode: 'alta' | 'edicion'): Record<string, unknown> {
  const body: Record<string, unknown> = {
    esPersona: values.esPersona,
    nombre: text(values.nombre),
    apellido1: values.apellido1.trim(),
    apellido2: text(values.apellido2),
    tipoDocumentoIdentidadClave: values.tipoDocumentoIdentidadClave,
    documentoIdentidad: text(values.documentoIdentidad),
    email: values.email.trim(),
    username: text(values.username),
    sexoId: id(values.sexoId),
    telefono: text(values.telefono),
    provinciaId: id(values.provinciaId),
  };
  // On the edit page the account is activated or deactivated in its own section (PATCH).
  if (mode === 'alta') {
    body.activo = values.activo;
    if (values.perfilId) body.perfilId = Number(values.perfilId);
    if (values.password) {
      body.password = values.password;
      body.confirmPassword = values.confirmPassword;
    }
  }
  return body;
}
