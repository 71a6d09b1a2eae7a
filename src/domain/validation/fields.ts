/**
 * Library-agnostic field checkers. They own the empty/required policy, input
 * normalisation and message selection, so the zod and valibot adapters are thin
 * wrappers and cannot drift apart.
 *
 * Empty means undefined, null, or a string that is blank after trimming.
 * Required + empty fails with "Este campo es obligatorio"; optional + empty
 * passes and outputs undefined (so blank form inputs are not stored as '').
 */
import { validacion as t } from '../../i18n/validacion';
import { toIsoDate } from '../shared/fechas.ts';
import * as rules from './rules';

/** Options shared by the field builders. */
export interface FieldOptions {
  /** Whether an empty value is rejected; defaults to true. */
  required?: boolean;
}

/** Output of a field: T when required (the default), T | undefined when it may be empty. */
export type FieldOutput<T, O> = O extends { required?: true } ? T : T | undefined;

/** Result of checking one field: the normalised value, or the messages to show. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/** A pure field check, adapted to zod and valibot by the builders. */
export type Checker<In, Out> = (input: In) => Outcome<Out>;

/** Output of passwordWithConfirmation. */
export type PasswordPair = { password: string; confirmPassword: string };

/** Output of identityDocument; both parts are undefined when the optional document is left blank. */
export type IdentityDocument<O = { required: true }> = {
  documentType: FieldOutput<rules.DocumentType, O>;
  documentNumber: FieldOutput<string, O>;
};

/** Raw input of text-like fields as forms and JSON bodies deliver it. */
export type TextInput = string | null | undefined;

/** Raw input of integer fields: JSON numbers or form-post strings. */
export type NumberInput = number | string | null | undefined;

/** Raw input of a list of codes: a JSON list, one number, or text separated by commas. */
export type ListInput = number | string | ReadonlyArray<number | string> | null | undefined;

type Rule = readonly [test: (value: string) => boolean, message: string];

interface TextSpec {
  required: boolean;
  rules: readonly Rule[];
  /** Documents are stored upper-case so lookups do not depend on how they were typed. */
  upperCase?: boolean;
  /** Passwords keep their whitespace: it is part of the secret. */
  keepWhitespace?: boolean;
  /** The stored form of a valid value (dates are stored ISO). */
  output?: (value: string) => string;
}

const pass = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = <T>(...messages: string[]): Outcome<T> => ({ ok: false, messages });

/** Whether the caller asked for a required field (the default). */
const isRequired = (options?: FieldOptions): boolean => options?.required !== false;

/** Runs the empty policy, the control-character rule, then every rule in order; all failing messages are reported. */
function textChecker(spec: TextSpec): Checker<TextInput, string | undefined> {
  return (input) => {
    let value = input ?? '';
    if (!spec.keepWhitespace) value = value.trim();
    if (spec.upperCase) value = value.toUpperCase();
    if (value === '') return spec.required ? fail(t.required) : pass(undefined);
    if (rules.hasControlCharacters(value)) return fail(t.controlCharacters);
    const messages = spec.rules.filter(([test]) => !test(value)).map(([, message]) => message);
    if (messages.length > 0) return fail(...messages);
    return pass(spec.output ? spec.output(value) : value);
  };
}

const maxLengthRules = (max?: number): Rule[] =>
  // UTF-16 length, the same unit as the HTML maxlength attribute used on the inputs.
  max === undefined ? [] : [[(value) => value.length <= max, t.maxLength(max)]];

/** Free text that must not be empty, optionally capped at `max` characters. */
export const requiredText = (max?: number) => textChecker({ required: true, rules: maxLengthRules(max) });
/** Free text that may be empty, optionally capped at `max` characters. */
export const optionalText = (max?: number) => textChecker({ required: false, rules: maxLengthRules(max) });

/** A field validated by one predicate; `upperCase` for identity documents. */
const formatChecker =
  (test: (value: string) => boolean, message: string, upperCase = false) =>
  (options?: FieldOptions) =>
    textChecker({ required: isRequired(options), rules: [[test, message]], upperCase });

export const email = formatChecker(rules.isEmail, t.email);
export const phone = formatChecker(rules.isPhone, t.phone);
export const cif = formatChecker(rules.isCif, t.cif, true);
export const dni = formatChecker(rules.isDni, t.dni, true);
export const nie = formatChecker(rules.isNie, t.nie, true);
export const passport = formatChecker(rules.isPassport, t.passport, true);
export const postalCode = formatChecker(rules.isPostalCode, t.postalCode);
/** A real calendar date in any form toIsoDate reads; outputs ISO yyyy-mm-dd. */
export const date = (options?: FieldOptions) =>
  textChecker({ required: isRequired(options), rules: [[rules.isDate, t.date]], output: (value) => toIsoDate(value) as string });
export const colour = formatChecker(rules.isColour, t.colour);
export const documentType = formatChecker(rules.isDocumentType, t.identityDocument, true);
/** The number part of identityDocument; its format depends on the type, checked at object level. */
export const documentNumber = (options?: FieldOptions) =>
  textChecker({ required: isRequired(options), rules: [], upperCase: true });

/** A date (as `date` reads it) strictly after the current day given by `clock`. */
export function futureDate(clock: () => Date, options?: FieldOptions): Checker<TextInput, string | undefined> {
  const check = date(options);
  return (input) => {
    const outcome = check(input);
    if (!outcome.ok || outcome.value === undefined) return outcome;
    // The clock is read at validation time, not at schema creation, so long-lived schemas stay correct.
    return rules.isAfterToday(outcome.value, clock()) ? outcome : fail(t.futureDate);
  };
}

/** Passwords report the policy summary first, then each broken rule (for a checklist UI). */
export function password(options?: FieldOptions): Checker<TextInput, string | undefined> {
  const check = textChecker({ required: isRequired(options), rules: [], keepWhitespace: true });
  return (input) => {
    const outcome = check(input);
    if (!outcome.ok || outcome.value === undefined) return outcome;
    const problems = rules.passwordProblems(outcome.value);
    return problems.length > 0 ? fail(t.password.policy, ...problems) : outcome;
  };
}

/** A confirmation field: only emptiness is checked here, equality is an object-level rule. */
export const confirmPassword = textChecker({ required: true, rules: [], keepWhitespace: true });

// Anything that looks like a number (sign, decimals with '.' or ','), so "-3" or "1,5"
// get "No es un número entero positivo" while "abc" gets "Solo números enteros positivos".
const NUMERIC = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

type IntegerKind = 'positive' | 'any';

/** Integer fields accept numbers or numeric strings (form posts) and output numbers. */
function integerChecker(kind: IntegerKind, options?: FieldOptions): Checker<NumberInput, number | undefined> {
  return (input) => {
    const value = typeof input === 'string' ? input.trim() : input;
    if (value === undefined || value === null || value === '') {
      return isRequired(options) ? fail(t.required) : pass(undefined);
    }
    const valid = kind === 'positive' ? rules.isPositiveInteger(value) : rules.isInteger(value);
    // `|| 0` turns -0 into 0 so "-0" is not stored as a negative zero.
    if (valid) return pass(Number(value) || 0);
    if (kind === 'any') return fail(t.integer);
    const numeric = typeof value === 'number' ? Number.isFinite(value) : NUMERIC.test(value);
    return fail(numeric ? t.notPositiveInteger : t.positiveInteger);
  };
}

/** Whole number >= 0. */
export const positiveInt = (options?: FieldOptions) => integerChecker('positive', options);
/** Whole number, possibly negative. */
export const integer = (options?: FieldOptions) => integerChecker('any', options);

/** More pieces than any real list of codes has: refused before each is looked at. */
const LIST_MAX_PIECES = 100;

/**
 * A list of whole-number codes, each one `isAllowed` accepts. The same list arrives in three
 * forms and all mean the same: a JSON list ([3, 41] or ["3", "41"]), one value (3 or "3") and
 * the text the list is shown as ("3, 41"). Outputs the codes ascending without repeats; an
 * empty list is an empty field. Any piece that is not an allowed code fails with `message`.
 */
export function numberList(
  isAllowed: (code: number) => boolean,
  message: string,
  options?: FieldOptions,
): Checker<ListInput, number[] | undefined> {
  return (input) => {
    const pieces =
      typeof input === 'string'
        ? input.trim() === ''
          ? []
          : input.split(',')
        : Array.isArray(input)
          ? input
          : input === null || input === undefined
            ? []
            : [input as number];
    if (pieces.length === 0) return isRequired(options) ? fail(t.required) : pass(undefined);
    if (pieces.length > LIST_MAX_PIECES) return fail(message);
    const codes = new Set<number>();
    for (const piece of pieces) {
      const text = typeof piece === 'string' ? piece.trim() : piece;
      if (typeof text === 'string' && rules.hasControlCharacters(text)) return fail(t.controlCharacters);
      const code = typeof text === 'number' ? text : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(code) || !isAllowed(code)) return fail(message);
      codes.add(code);
    }
    return pass([...codes].sort((a, b) => a - b));
  };
}

/** The conditions checkbox: only `true` passes (unchecked boxes arrive as false or missing). */
export const acceptConditions: Checker<boolean | null | undefined, true> = (input) =>
  input === true ? pass(true) : fail(t.acceptConditions);

/** Object-level rule of passwordWithConfirmation, run once both fields are valid. */
export const passwordsMatch = (value: { password?: string; confirmPassword?: string }): boolean =>
  value.password === value.confirmPassword;

/** Object-level rule of identityDocument: the number must match the selected type. */
export const documentMatchesType = (value: { documentType?: string; documentNumber?: string }): boolean =>
  // A missing type is documentTypeGiven's error; reporting it twice would only confuse.
  !value.documentNumber ||
  value.documentType === undefined ||
  (rules.isDocumentType(value.documentType) && rules.isDocumentOfType(value.documentType, value.documentNumber));

/** Object-level rule of an optional identityDocument: a number needs its type. */
export const documentTypeGiven = (value: { documentType?: string; documentNumber?: string }): boolean =>
  !value.documentNumber || value.documentType !== undefined;
