/**
 * The field builders, written once for both validation libraries. A library adapter
 * (./zod for the server, ./valibot for client forms) supplies how one field runs a pure
 * checker of ./fields; the builders below choose each field's checker and its message.
 * This module imports neither library, so each bundle keeps only its own.
 */
import { validacion as t } from '../../i18n/validacion';
import type { FieldOptions, ListInput, NumberInput, TextInput } from './fields';
import * as f from './fields';

/**
 * The schema type each library gives a field whose output is T (or T | undefined when O says
 * it is not required) and whose input is In. ./zod and ./valibot each add their entry.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that each adapter can add its entry
// biome-ignore lint/correctness/noUnusedVariables: the adapters' entries use the parameters
export interface FieldSchemas<T, O, In> {}

export type Library = keyof FieldSchemas<unknown, unknown, unknown>;
type FieldSchema<L extends Library, T, O, In> = FieldSchemas<T, O, In>[L];

/** Default generic argument: builders are required unless told otherwise. */
export type RequiredField = { required: true };

/** What a library supplies: a field of text or of numbers that runs `check`, with `message` for a wrong type. */
interface Adapter<L extends Library> {
  text<T, O>(message: string, check: f.Checker<TextInput, T | undefined>): FieldSchema<L, T, O, TextInput>;
  number<T, O>(message: string, check: f.Checker<NumberInput, T | undefined>): FieldSchema<L, T, O, NumberInput>;
  list<T, O>(message: string, check: f.Checker<ListInput, T | undefined>): FieldSchema<L, T, O, ListInput>;
}

type FormatChecker = (options?: FieldOptions) => f.Checker<TextInput, string | undefined>;

/** The single-field builders of one library. */
export function fieldBuilders<L extends Library>(a: Adapter<L>) {
  const format =
    (check: FormatChecker, message: string) =>
    <O extends FieldOptions = RequiredField>(options?: O) =>
      a.text<string, O>(message, check(options));
  return {
    /** Non-empty free text, optionally capped at `max` characters. */
    requiredText: (max?: number) => a.text<string, RequiredField>(t.required, f.requiredText(max)),
    /** Free text that may be empty (output undefined), optionally capped at `max` characters. */
    optionalText: (max?: number) => a.text<string, { required: false }>(t.required, f.optionalText(max)),
    /** Email address. */
    email: format(f.email, t.email),
    /** Spanish phone: 9 digits starting with 6, 7 or 9. */
    phone: format(f.phone, t.phone),
    /** CIF with a valid control character; output upper-case. */
    cif: format(f.cif, t.cif),
    /** DNI with a valid control letter; output upper-case. */
    dni: format(f.dni, t.dni),
    /** NIE with a valid control letter; output upper-case. */
    nie: format(f.nie, t.nie),
    /** Passport number (3 letters, 6 digits, optional letter); output upper-case. */
    passport: format(f.passport, t.passport),
    /** Spanish postal code (province 01–52). */
    postalCode: format(f.postalCode, t.postalCode),
    /** Real calendar date as ISO 8601 (date or date-time), dd/mm/yyyy or dd-mm-yyyy; outputs ISO yyyy-mm-dd. */
    date: format(f.date, t.date),
    /** Colour as #rrggbb. */
    colour: format(f.colour, t.colour),
    /** A date strictly after today according to `clock` (injected so tests, servers and browsers agree on "today"). */
    futureDate: <O extends FieldOptions = RequiredField>(clock: () => Date, options?: O) =>
      a.text<string, O>(t.date, f.futureDate(clock, options)),
    /** Whole number >= 0 from a number or numeric string; outputs a number. */
    positiveInt: <O extends FieldOptions = RequiredField>(options?: O) =>
      a.number<number, O>(t.positiveInteger, f.positiveInt(options)),
    /** Whole number (may be negative) from a number or numeric string; outputs a number. */
    integer: <O extends FieldOptions = RequiredField>(options?: O) => a.number<number, O>(t.integer, f.integer(options)),
    /**
     * Whole-number codes `isAllowed` accepts, sent as a list, one value or text "3, 41" (all the
     * same); outputs them ascending without repeats. `message` for any code not allowed.
     */
    numberList: <O extends FieldOptions = RequiredField>(isAllowed: (code: number) => boolean, message: string, options?: O) =>
      a.list<number[], O>(message, f.numberList(isAllowed, message, options)),
    /** Password meeting the policy; failures list the summary message, then each broken rule. */
    password: <O extends FieldOptions = RequiredField>(options?: O) => a.text<string, O>(t.password.policy, f.password(options)),
  };
}
