import * as v from 'valibot';
import * as f from '../../domain/validation/valibot.ts';
import { validacion as t } from '../../i18n/validacion.ts';

/** Secrets are checked for presence only and sent exactly as typed (spaces are part of them). */
const secret = () => v.pipe(v.nullish(v.string(t.required), ''), v.string(), v.minLength(1, t.required));

export const loginSchema = v.object({ username: f.requiredText(256), password: secret() });

export const resetRequestSchema = v.object({ email: f.email() });

export const resetPasswordSchema = f.passwordWithConfirmation();

export const contactSchema = v.object({ email: f.email(), telefono: f.phone({ required: false }) });

export const changePasswordSchema = v.pipe(
  v.object({ actual: secret(), password: v.string(), confirmPassword: v.string() }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const pair = v.safeParse(f.passwordWithConfirmation(), dataset.value);
    if (pair.success) return;
    for (const issue of pair.issues) {
      const path = v.getDotPath(issue);
      addIssue({
        message: issue.message,
        path: path ? [{ type: 'object', origin: 'value', input: dataset.value, key: path, value: undefined }] : undefined,
      });
    }
  }),
);

export type FieldErrors = Record<string, string[]>;

/**
 * Runs a schema over form values: the parsed output, or the messages per field (dot path),
 * in the spec's wording.
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!errors[key]?.includes(issue.message)) errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return { ok: false, errors };
}
