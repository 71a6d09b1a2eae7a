/**
 * valibot 1 schema builders for client forms: same names, messages and
 * behaviour as ./zod, but importing only valibot so the client bundle stays
 * free of zod. Both delegate to the pure checkers in ./fields.
 */
import * as v from 'valibot';
import { validacion as t } from '../../i18n/validacion';
import type { FieldOptions, FieldOutput, IdentityDocument, NumberInput, PasswordPair, TextInput } from './fields';
import * as f from './fields';

export type { FieldOptions, FieldOutput, IdentityDocument, PasswordPair } from './fields';

/** A valibot field schema whose output is T, or T | undefined when not required. */
export type ValibotField<T, O = { required: true }, In = TextInput> = v.GenericSchema<In, FieldOutput<T, O>>;

/** Default generic argument: builders are required unless told otherwise. */
type RequiredField = { required: true };

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

/**
 * zod's z.object rejects arrays but valibot's v.object accepts them; this guard runs
 * first in the object builders below so both libraries report the same error.
 */
const plainObject = <T extends object>() =>
  v.custom<T>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), t.required);

/** Non-empty free text, optionally capped at `max` characters. */
export const requiredText = (max?: number): ValibotField<string> => field(text(t.required), f.requiredText(max));

/** Free text that may be empty (output undefined), optionally capped at `max` characters. */
export const optionalText = (max?: number): ValibotField<string, { required: false }> =>
  field(text(t.required), f.optionalText(max));

type FormatChecker = (options?: FieldOptions) => f.Checker<TextInput, string | undefined>;

const format =
  (check: FormatChecker, message: string) =>
  <O extends FieldOptions = RequiredField>(options?: O): ValibotField<string, O> =>
    field(text(message), check(options));

/** Email address. */
export const email = format(f.email, t.email);
/** Spanish phone: 9 digits starting with 6, 7 or 9. */
export const phone = format(f.phone, t.phone);
/** CIF with a valid control character; output upper-case. */
export const cif = format(f.cif, t.cif);
/** DNI with a valid control letter; output upper-case. */
export const dni = format(f.dni, t.dni);
/** NIE with a valid control letter; output upper-case. */
export const nie = format(f.nie, t.nie);
/** Passport number (3 letters, 6 digits, optional letter); output upper-case. */
export const passport = format(f.passport, t.passport);
/** Spanish postal code (province 01–52). */
export const postalCode = format(f.postalCode, t.postalCode);
/** Real calendar date as dd/mm/yyyy or dd-mm-yyyy; outputs the (trimmed) string. */
export const date = format(f.date, t.date);
/** Colour as #rrggbb. */
export const colour = format(f.colour, t.colour);

/** A date strictly after today according to `clock` (injected so tests and browsers agree on "today"). */
export const futureDate = <O extends FieldOptions = RequiredField>(clock: () => Date, options?: O): ValibotField<string, O> =>
  field(text(t.date), f.futureDate(clock, options));

/** Whole number >= 0 from a number or numeric string; outputs a number. */
export const positiveInt = <O extends FieldOptions = RequiredField>(options?: O): ValibotField<number, O, NumberInput> =>
  field(numeric(t.positiveInteger), f.positiveInt(options));

/** Whole number (may be negative) from a number or numeric string; outputs a number. */
export const integer = <O extends FieldOptions = RequiredField>(options?: O): ValibotField<number, O, NumberInput> =>
  field(numeric(t.integer), f.integer(options));

/** Password meeting the policy; failures list the summary message, then each broken rule. */
export const password = <O extends FieldOptions = RequiredField>(options?: O): ValibotField<string, O> =>
  field(text(t.password.policy), f.password(options));

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
