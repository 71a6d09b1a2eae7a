/**
 * Payloads of the user calls, built from the
 * project's validation builders so the API answers with the spec's messages. The route
 * documents them in OpenAPI; the domain trusts their output.
 */
import { z } from 'zod';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { FieldErrors } from '../errors.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';
import { documentoIssue } from './documento.ts';

const NAME_MAX = 100;
const USERNAME = /^[A-Za-z0-9._@+-]+$/;

const username = () =>
  v.optionalText(NAME_MAX).refine((u) => u === undefined || USERNAME.test(u), { message: t.userNameNoValido });

/** An optional reference to another row (sexo, provincia, perfil). */
const ref = () => v.positiveInt({ required: false });

/** Every field of the user form except the password pair. */
const usuarioFields = {
  esPersona: z.boolean().optional(),
  nombre: v.optionalText(NAME_MAX),
  apellido1: v.requiredText(NAME_MAX),
  apellido2: v.optionalText(NAME_MAX),
  // Checked together below: the number's format depends on the type.
  tipoDocumentoIdentidadClave: z.string().nullish(),
  documentoIdentidad: z.string().nullish(),
  email: v.email(),
  username: username(),
  sexoId: ref(),
  telefono: v.phone({ required: false }),
  provinciaId: ref(),
  activo: z.boolean().optional(),
  perfilId: ref(),
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

type Issue = { field: string; message: string };

/**
 * Document type (required: DNI, NIE or PAS) and number (optional) through the
 * identityDocument builder, with the number's message per type ("DNI no válido"…).
 */
export function documentoIssues(tipo: unknown, numero: unknown): Issue[] {
  if (blank(tipo)) return [{ field: 'tipoDocumentoIdentidadClave', message: validacion.required }];
  const parsed = v.identityDocument({ required: false }).safeParse({ documentType: tipo, documentNumber: numero });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => documentoIssue(String(issue.path[0]), issue.message, tipo));
}

/** Password and confirmation through passwordWithConfirmation, only when either is given. */
function passwordIssues(password: unknown, confirmPassword: unknown): Issue[] {
  if (blank(password) && blank(confirmPassword)) return [];
  const parsed = v.passwordWithConfirmation().safeParse({ password, confirmPassword });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'password'), message: issue.message }));
}

const addIssues = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
};

/**
 * Object-level checks run even when other fields failed (so every message shows at once),
 * but not over a type error of their own fields, which already has its message.
 */
const runUnlessTypeError =
  (...keys: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));
const DOCUMENTO_KEYS = ['tipoDocumentoIdentidadClave', 'documentoIdentidad'];

/** POST /usuarios: every field, and an optional initial password. */
export const usuarioCreateSchema = z
  .strictObject({ ...usuarioFields, password: z.string().nullish(), confirmPassword: z.string().nullish() })
  .superRefine((value, ctx) => addIssues(ctx, documentoIssues(value.tipoDocumentoIdentidadClave, value.documentoIdentidad)), {
    when: runUnlessTypeError(...DOCUMENTO_KEYS),
  })
  .superRefine((value, ctx) => addIssues(ctx, passwordIssues(value.password, value.confirmPassword)), {
    when: runUnlessTypeError('password', 'confirmPassword'),
  });

/** PUT /usuarios/{id}: the same fields, never the password (reset and invitations set it). */
export const usuarioUpdateSchema = z
  .strictObject(usuarioFields)
  .superRefine((value, ctx) => addIssues(ctx, documentoIssues(value.tipoDocumentoIdentidadClave, value.documentoIdentidad)), {
    when: runUnlessTypeError(...DOCUMENTO_KEYS),
  });

/**
 * PATCH /usuarios/{id}: any subset. A key sent as null clears an optional field; the
 * document pair is checked against the stored values by the domain.
 */
export const usuarioPatchSchema = z.strictObject(
  Object.fromEntries(Object.entries(usuarioFields).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof typeof usuarioFields]: z.ZodOptional<(typeof usuarioFields)[K]>;
  },
);

export type UsuarioCreateInput = z.output<typeof usuarioCreateSchema>;
export type UsuarioUpdateInput = z.output<typeof usuarioUpdateSchema>;
export type UsuarioPatchInput = z.output<typeof usuarioPatchSchema>;

/** Issues as the error envelope's `{ campo: ["texto"] }`. */
export function toFieldErrors(issues: Issue[]): FieldErrors {
  const out: FieldErrors = Object.create(null);
  for (const i of issues) out[i.field] = [...(out[i.field] ?? []), i.message];
  return out;
}

/** POST /usuarios/{id}/perfiles. */
export const perfilAssignSchema = z.strictObject({
  perfilId: v.positiveInt(),
  proyectoId: v.positiveInt({ required: false }),
});

/** POST /usuarios/{id}/etiquetas/reasignar: the complete new set. */
export const etiquetasReassignSchema = reassignBody(
  'etiquetas',
  z
    .array(z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).positive(validacion.positiveInteger))
    .max(100),
);
