/**
 * Pure validation predicates shared by the zod (server) and valibot (client)
 * schema builders. They know nothing about either library, so both sides
 * accept and reject exactly the same values.
 *
 * Conventions:
 * - Surrounding whitespace is ignored (pasted values often carry it); inner
 *   whitespace is never accepted.
 * - Identity documents are case-insensitive because users type them in lowercase.
 * - Empty values are NOT special here: deciding whether empty is allowed is the
 *   job of the schema builders (required vs optional fields).
 */
import { validacion } from '../../i18n/validacion';
import { SPAIN_TIME_ZONE, toIsoDate } from '../shared/fechas.ts';

/** Identity document types accepted by the forms. */
export type DocumentType = 'DNI' | 'NIE' | 'PAS';

/** Every identity document type, in the order the forms list them. */
export const documentTypes: readonly DocumentType[] = ['DNI', 'NIE', 'PAS'];

/** Minimum password length; it also appears in the password policy message. */
const PASSWORD_MIN_LENGTH = 6;

// Pragmatic RFC 5322 subset: dot-atom local part, LDH domain labels, alphabetic TLD.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const PHONE = /^[679]\d{8}$/;
const CIF = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/;
const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
const PASSPORT = /^[A-Z]{3}\d{6}[A-Z]?$/;
const POSTAL_CODE = /^(\d{2})\d{3}$/;
/**
 * Control characters other than tab, line feed and carriage return have no place in any text
 * field: a NUL would cut the text short in some readers while the database keeps all of it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;
const UNSIGNED = /^\d+$/;
const SIGNED = /^-?\d+$/;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// The CIF control letter for sum digit d is CIF_LETTERS[d] (0 → J, 1 → A … 9 → I).
const CIF_LETTERS = 'JABCDEFGHI';
// Entity types whose control character must be a letter / must be a digit.
const CIF_LETTER_ONLY = 'PQRSWN';
const CIF_DIGIT_ONLY = 'ABEH';

const normalise = (value: string): string => value.trim().toUpperCase();

/** True when the value is a syntactically valid email address. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (email.length > 254 || at < 1) return false;
  const local = email.slice(0, at);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(email.slice(at + 1));
}

/** True for a Spanish phone: exactly 9 digits starting with 6, 7 or 9. */
export function isPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/** True for a CIF whose control character matches the official weighted sum. */
export function isCif(value: string): boolean {
  const match = CIF.exec(normalise(value));
  if (!match) return false;
  const [, type, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[i]);
    // Odd positions (1st, 3rd…) are doubled and their digits added; even ones add as is.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const expected = (10 - (sum % 10)) % 10;
  const isLetter = control >= 'A';
  if (CIF_LETTER_ONLY.includes(type) && !isLetter) return false;
  if (CIF_DIGIT_ONLY.includes(type) && isLetter) return false;
  return isLetter ? control === CIF_LETTERS[expected] : Number(control) === expected;
}

/** True for a DNI: 8 digits and the mod-23 control letter. */
export function isDni(value: string): boolean {
  const match = DNI.exec(normalise(value));
  return match !== null && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

/** True for a NIE: X/Y/Z (worth 0/1/2), 7 digits and the mod-23 control letter. */
export function isNie(value: string): boolean {
  const match = NIE.exec(normalise(value));
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1] as string)}${match[2]}`);
  return DNI_LETTERS[number % 23] === match[3];
}

/** True for a passport number: 3 letters, 6 digits and an optional letter. */
export function isPassport(value: string): boolean {
  return PASSPORT.test(normalise(value));
}

/** True for a Spanish postal code: 5 digits whose province prefix is 01–52. */
export function isPostalCode(value: string): boolean {
  const match = POSTAL_CODE.exec(value.trim());
  const province = match ? Number(match[1]) : 0;
  return province >= 1 && province <= 52;
}

/** Parses a date (any form toIsoDate reads) into a Date at UTC midnight; null if not a real date. */
export function parseDate(value: string): Date | null {
  const iso = toIsoDate(value);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** True when the value is a real calendar date in a form toIsoDate reads. */
export function isDate(value: string): boolean {
  return parseDate(value) !== null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar day (yyyymmdd as a number) of an instant in a time zone. */
function calendarDay(instant: Date, timeZone: string): number {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormatters.set(timeZone, formatter);
  }
  const part = (type: string) => Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value);
  return part('year') * 10000 + part('month') * 100 + part('day');
}

/**
 * True when the date is strictly after the calendar day of `today` in `timeZone`
 * (Madrid by default, so a check at 00:30 Spanish time is not off by one day).
 * A string is parsed with parseDate; a Date is read by its UTC calendar day.
 */
export function isAfterToday(value: string | Date, today: Date, timeZone: string = SPAIN_TIME_ZONE): boolean {
  const date = typeof value === 'string' ? parseDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return false;
  const day = date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  return day > calendarDay(today, timeZone);
}

/** True for a whole number >= 0: a number, or a string of digits (no sign, no decimals). */
export function isPositiveInteger(value: number | string): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  const text = value.trim();
  return UNSIGNED.test(text) && Number.isSafeInteger(Number(text));
}

/** True for a whole number, possibly negative: a number, or a string of digits with optional '-'. */
export function isInteger(value: number | string): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value);
  const text = value.trim();
  return SIGNED.test(text) && Number.isSafeInteger(Number(text));
}

/** True when the text holds a control character other than tab, line feed or carriage return. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** How deep a payload is walked: deeper than any schema of ours nests. */
const MAX_DEPTH = 16;

/**
 * The paths (`campo`, `lista.0.texto`; '' for the payload itself) of every string in a parsed
 * payload that breaks the control-character rule: the net under the field rules, so that no
 * text a call takes (an id written as text, a key, a query filter) escapes it.
 */
export function pathsWithControlCharacters(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return [];
  const proto = Object.getPrototypeOf(value);
  // Plain data only: an uploaded File or a Date carries no text of the client's.
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    pathsWithControlCharacters(v, path ? `${path}.${k}` : k, depth + 1).concat(
      hasControlCharacters(k) ? [path ? `${path}.${k}` : k] : [],
    ),
  );
}

/** True for a colour written as # followed by exactly 6 hexadecimal digits. */
export function isColour(value: string): boolean {
  return COLOUR.test(value.trim());
}

/** Messages of every password policy rule the value breaks, in policy order (empty when valid). */
export function passwordProblems(password: string): string[] {
  const messages = validacion.password;
  const problems: string[] = [];
  // Count code points so an emoji counts as one character, as users perceive it.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(messages.minLength);
  if (!/\d/.test(password)) problems.push(messages.digit);
  // Unicode classes so 'ñ' or 'Á' count as letters, not as symbols.
  if (!/\p{Ll}/u.test(password)) problems.push(messages.lowercase);
  if (!/\p{Lu}/u.test(password)) problems.push(messages.uppercase);
  if (!/[^\p{L}\p{N}]/u.test(password)) problems.push(messages.symbol);
  return problems;
}

/** True when the value is a valid document number for the given document type. */
export function isDocumentOfType(documentType: DocumentType, value: string): boolean {
  switch (documentType) {
    case 'DNI':
      return isDni(value);
    case 'NIE':
      return isNie(value);
    case 'PAS':
      return isPassport(value);
    default:
      return false;
  }
}

/** True when the value is one of the known identity document types. */
export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (documentTypes as readonly string[]).includes(value);
}
