/**
 * valibot 1 schema builders for client forms: same names, messages and
 * behaviour as ./zod, but importing only valibot so the client bundle stays
 * free of zod. Both delegate to the pure checkers in ./fields.
 */
import * as v from 'valibot';
import { validacion as t } from '../../i18n/validacion';
import { fieldBuilders, type RequiredField } from './builders';
import type { FieldOptions, FieldOutput, IdentityDocument, ListInput, NumberInput, PasswordPair, TextInput } from './fields';
import * as f from './fields';

export type { FieldOptions, FieldOutput, IdentityDocument, PasswordPair } from './fields';

/** A valibot field schema whose output is T, or T | undefined when not required. */
type ValibotField<T, O = { required: true }, In = TextInput> = v.GenericSchema<In, FieldOutput<T, O>>;

/** Runs a pure checker as a valibot transformation, turning its messages into issues. */
function field<T, O = RequiredField, In = TextInput>(
  base: v.GenericSchema<In, In>,
  check: f.Checker<In, T | undefined>,
): ValibotField<T, O, In> {
  const schema = v.pipe(
    base,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const outcome = check(dataset.value);
      if (outcome.ok) return outcome.value;
      for (const message of outcome.messages) addIssue({ message });
      return NEVER;
    }),
  );
  // The checker guarantees the narrower output (no undefined when required); valibot cannot see that.
  return schema as unknown as ValibotField<T, O, In>;
}

// The defaults matter: v.object skips a missing nullish key unless it has a default, and
// zod does run the field for a missing key, so without them "obligatorio" would be lost.

/** Strings (or nothing); a non-string value gets the field's own message, never valibot's English. */
const text = (message: string): v.GenericSchema<TextInput, TextInput> => v.nullish(v.string(message), '');

/** Numbers or numeric strings from form posts. */
const numeric = (message: string): v.GenericSchema<NumberInput, NumberInput> =>
  v.nullish(v.union([v.number(), v.string()], message), '');

/** A list of numbers or numeric strings, one of them alone, or text separated by commas. */
const listOf = (message: string): v.GenericSchema<ListInput, ListInput> =>
  v.nullish(v.union([v.number(), v.string(), v.array(v.union([v.number(), v.string()]))], message), '');

/**
 * zod's z.object rejects arrays but valibot's v.object accepts them; this guard runs
 * first in the object builders below so both libraries report the same error.
 */
const plainObject = <T extends object>() =>
  v.custom<T>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), t.required);

declare module './builders' {
  interface FieldSchemas<T, O, In> {
    valibot: ValibotField<T, O, In>;
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
} = fieldBuilders<'valibot'>({
  text: <T, O>(message: string, check: f.Checker<TextInput, T | undefined>) => field<T, O>(text(message), check),
  number: <T, O>(message: string, check: f.Checker<NumberInput, T | undefined>) =>
    field<T, O, NumberInput>(numeric(message), check),
  list: <T, O>(message: string, check: f.Checker<ListInput, T | undefined>) => field<T, O, ListInput>(listOf(message), check),
});

/** Password plus confirmation; a mismatch is reported on confirmPassword. */
export function passwordWithConfirmation(): v.GenericSchema<{ password?: TextInput; confirmPassword?: TextInput }, PasswordPair> {
  return v.pipe(
    plainObject<{ password?: TextInput; confirmPassword?: TextInput }>(),
    v.object({ password: password(), confirmPassword: field(text(t.required), f.confirmPassword) }, t.required),
    // partialCheck runs only when both fields are valid, which zod mirrors with `when`.
    v.forward(v.partialCheck([['password'], ['confirmPassword']], f.passwordsMatch, t.password.mismatch), ['confirmPassword']),
  ) as unknown as v.GenericSchema<{ password?: TextInput; confirmPassword?: TextInput }, PasswordPair>;
}

/** The "accept the conditions" checkbox: only literal true passes. */
export const acceptConditions = (): v.GenericSchema<boolean | null | undefined, true> =>
  field(v.nullish(v.boolean(t.acceptConditions), false), f.acceptConditions);

/**
 * Document type (DNI, NIE or PAS) plus number; a number that does not match its
 * type is reported on documentNumber with "Documento de identidad no válido".
 */
export function identityDocument<O extends FieldOptions = RequiredField>(
  options?: O,
): v.GenericSchema<{ documentType?: TextInput; documentNumber?: TextInput }, IdentityDocument<O>> {
  const paths = [['documentType'], ['documentNumber']] as const;
  const schema = v.pipe(
    plainObject<{ documentType?: TextInput; documentNumber?: TextInput }>(),
    v.object(
      {
        documentType: field<string, { required: false }>(text(t.identityDocument), f.documentType(options)),
        documentNumber: field<string, { required: false }>(text(t.identityDocument), f.documentNumber(options)),
      },
      t.required,
    ),
    v.forward(v.partialCheck(paths, f.documentTypeGiven, t.required), ['documentType']),
    v.forward(v.partialCheck(paths, f.documentMatchesType, t.identityDocument), ['documentNumber']),
  );
  // documentType is checked against the DocumentType list, which the string type cannot express.
  return schema as unknown as v.GenericSchema<{ documentType?: TextInput; documentNumber?: TextInput }, IdentityDocument<O>>;
}
