/**
 * zod 4 schema builders for the server. Every builder delegates to the pure
 * checkers in ./fields, exactly like ./valibot, so both sides accept the same
 * inputs and report the same Spanish messages.
 *
 * Field schemas accept null/undefined at the type level too: a missing value is
 * reported as "Este campo es obligatorio" instead of a generic type error.
 */
import { z } from 'zod';
import { validacion as t } from '../../i18n/validacion';
import { fieldBuilders, type RequiredField } from './builders';
import type { FieldOptions, FieldOutput, IdentityDocument, ListInput, NumberInput, PasswordPair, TextInput } from './fields';
import * as f from './fields';
import { hasControlCharacters } from './rules';

export type { FieldOptions, FieldOutput, IdentityDocument, PasswordPair } from './fields';

/** A zod field schema whose output is T, or T | undefined when not required. */
type ZodField<T, O = { required: true }, In = TextInput> = z.ZodType<FieldOutput<T, O>, In>;

/** Runs a pure checker as a zod transform, turning its messages into custom issues. */
function field<T, O = RequiredField, In = TextInput>(
  base: z.ZodType<In, In>,
  check: f.Checker<In, T | undefined>,
): ZodField<T, O, In> {
  const schema = base.transform((input, ctx) => {
    const outcome = check(input);
    if (outcome.ok) return outcome.value;
    for (const message of outcome.messages) ctx.addIssue({ code: 'custom', message, input });
    return z.NEVER;
  });
  // The checker guarantees the narrower output (no undefined when required); zod cannot see that.
  return schema as unknown as ZodField<T, O, In>;
}

/** Strings (or nothing); a non-string value gets the field's own message, never zod's English. */
const text = (message: string): z.ZodType<TextInput, TextInput> => z.string({ error: message }).nullish();

/** Numbers or numeric strings from form posts. */
const numeric = (message: string): z.ZodType<NumberInput, NumberInput> =>
  z.union([z.number(), z.string()], { error: message }).nullish();

/** A list of numbers or numeric strings, one of them alone, or text separated by commas. */
const listOf = (message: string): z.ZodType<ListInput, ListInput> =>
  z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], { error: message }).nullish();

/** Object-level rules run only once the fields they compare are valid (like valibot's partialCheck). */
const fieldsValid =
  (...keys: string[]) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));

declare module './builders' {
  interface FieldSchemas<T, O, In> {
    zod: ZodField<T, O, In>;
  }
}

export const {
  requiredText,
  optionalText,
  email,
  phone,
  cif,
  dni,
  nie,
  passport,
  postalCode,
  date,
  colour,
  futureDate,
  positiveInt,
  integer,
  numberList,
  password,
} = fieldBuilders<'zod'>({
  text: <T, O>(message: string, check: f.Checker<TextInput, T | undefined>) => field<T, O>(text(message), check),
  number: <T, O>(message: string, check: f.Checker<NumberInput, T | undefined>) =>
    field<T, O, NumberInput>(numeric(message), check),
  list: <T, O>(message: string, check: f.Checker<ListInput, T | undefined>) => field<T, O, ListInput>(listOf(message), check),
});

/**
 * The control-character rule of every text builder, for a text field that keeps its own zod
 * shape (null that clears, HTML kept as written, a file's fields).
 */
export const withoutControlCharacters = <S extends z.ZodType<string | null | undefined>>(schema: S) =>
  schema.refine((value) => typeof value !== 'string' || !hasControlCharacters(value), { message: t.controlCharacters });

/** Password plus confirmation; a mismatch is reported on confirmPassword. */
export function passwordWithConfirmation(): z.ZodType<PasswordPair, { password?: TextInput; confirmPassword?: TextInput }> {
  return z
    .object({ password: password(), confirmPassword: field(text(t.required), f.confirmPassword) }, { error: t.required })
    .refine(f.passwordsMatch, {
      message: t.password.mismatch,
      path: ['confirmPassword'],
      when: fieldsValid('password', 'confirmPassword'),
    });
}

/** The "accept the conditions" checkbox: only literal true passes. */
export const acceptConditions = (): z.ZodType<true, boolean | null | undefined> =>
  field(z.boolean({ error: t.acceptConditions }).nullish(), f.acceptConditions);

/**
 * Document type (DNI, NIE or PAS) plus number; a number that does not match its
 * type is reported on documentNumber with "Documento de identidad no válido".
 */
export function identityDocument<O extends FieldOptions = RequiredField>(
  options?: O,
): z.ZodType<IdentityDocument<O>, { documentType?: TextInput; documentNumber?: TextInput }> {
  const when = fieldsValid('documentType', 'documentNumber');
  const schema = z
    .object(
      {
        documentType: field(text(t.identityDocument), f.documentType(options)),
        documentNumber: field(text(t.identityDocument), f.documentNumber(options)),
      },
      { error: t.required },
    )
    .refine(f.documentTypeGiven, { message: t.required, path: ['documentType'], when })
    .refine(f.documentMatchesType, { message: t.identityDocument, path: ['documentNumber'], when });
  // documentType is checked against the DocumentType list, which the string type cannot express.
  return schema as unknown as z.ZodType<IdentityDocument<O>, { documentType?: TextInput; documentNumber?: TextInput }>;
}
