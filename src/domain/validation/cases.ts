/**
 * One table of inputs and expected results shared by zod.test.ts and
 * valibot.test.ts: since both must match the same expectations, the two
 * libraries are guaranteed to agree on every row.
 */
import { validacion as t } from '../../i18n/validacion';

/** Names exported by both ./zod and ./valibot. */
export type Builder =
  | 'requiredText'
  | 'optionalText'
  | 'email'
  | 'phone'
  | 'cif'
  | 'dni'
  | 'nie'
  | 'passport'
  | 'postalCode'
  | 'date'
  | 'futureDate'
  | 'positiveInt'
  | 'integer'
  | 'numberList'
  | 'colour'
  | 'password'
  | 'passwordWithConfirmation'
  | 'acceptConditions'
  | 'identityDocument';

/** What a parse produced, in a library-neutral shape; errors are "path: message" or just "message". */
export type Result = { ok: true; value: unknown } | { ok: false; errors: string[] };

export interface Case {
  builder: Builder;
  args: unknown[];
  input: unknown;
  expected: Result;
}

/** Formats one issue the same way for both libraries. */
export const formatIssue = (path: string, message: string): string => (path ? `${path}: ${message}` : message);

/** 10 May 2026, mid-morning in Madrid. */
export const clock = (): Date => new Date('2026-05-10T10:00:00Z');
/** 22:30 UTC on 10 May 2026 is already 11 May (00:30) in Madrid. */
const lateClock = (): Date => new Date('2026-05-10T22:30:00Z');

/** The builders a form of both libraries takes, whatever schema type `S` each returns. */
interface FormBuilders<S> {
  requiredText(max?: number): S;
  email(): S;
  phone(options: { required: false }): S;
  positiveInt(): S;
  futureDate(clock: () => Date): S;
  acceptConditions(): S;
}

/** One form's fields, built the same with either library's builders. */
export const formFields = <S>(b: FormBuilders<S>) => ({
  nombre: b.requiredText(100),
  email: b.email(),
  telefono: b.phone({ required: false }),
  plazas: b.positiveInt(),
  fechaFin: b.futureDate(clock),
  condiciones: b.acceptConditions(),
});

/** A post of that form, valid and then wrong, with what both libraries must answer. */
export const formPost = {
  valid: { nombre: ' Centro ', email: 'a@b.es', telefono: '', plazas: '12', fechaFin: '01/06/2026', condiciones: true },
  normalised: { nombre: 'Centro', email: 'a@b.es', telefono: undefined, plazas: 12, fechaFin: '2026-06-01', condiciones: true },
  invalid: { nombre: '', email: 'x', telefono: '800000000', plazas: '-1' },
  errors: [
    `nombre: ${t.required}`,
    `email: ${t.email}`,
    `telefono: ${t.phone}`,
    `plazas: ${t.notPositiveInteger}`,
    `fechaFin: ${t.required}`,
    `condiciones: ${t.acceptConditions}`,
  ],
};

const OPTIONAL = { required: false } as const;
const cases: Case[] = [];

/** Valid inputs; `output` defaults to the input itself. */
function ok(builder: Builder, args: unknown[], inputs: unknown[], output?: (input: unknown) => unknown): void {
  for (const input of inputs) cases.push({ builder, args, input, expected: { ok: true, value: output ? output(input) : input } });
}

/** Invalid inputs that all produce the same errors. */
function bad(builder: Builder, args: unknown[], inputs: unknown[], ...errors: string[]): void {
  for (const input of inputs) cases.push({ builder, args, input, expected: { ok: false, errors } });
}

const EMPTY = [undefined, null, '', '   '];
const upper = (input: unknown) => String(input).trim().toUpperCase();
const trimmed = (input: unknown) => String(input).trim();

/** Every text-like builder: required by default, optional on request. */
function emptiness(builder: Builder, args: unknown[] = []): void {
  bad(builder, args, EMPTY, t.required);
  ok(builder, [...args, OPTIONAL], EMPTY, () => undefined);
}

// Free text.
ok('requiredText', [], ['Hola', '  Hola  ', 'Árbol ñandú'], trimmed);
ok('requiredText', [5], ['12345', ' abcde '], trimmed);
bad('requiredText', [5], ['123456', 'abcdefghij'], t.maxLength(5));
bad('requiredText', [], EMPTY, t.required);
bad('requiredText', [], [42, true, {}], t.required);
// Control characters: tab, line feed and carriage return are text; the others are refused everywhere.
ok('requiredText', [], ['a\tb', 'línea 1\nlínea 2', 'a\r\nb']);
bad('requiredText', [], ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\u000Bb'], t.controlCharacters);
bad('optionalText', [], ['a\u0000b'], t.controlCharacters);
bad('email', [], ['a\u0000@b.es'], t.controlCharacters);
bad('date', [], ['2026-11-28\u0000'], t.controlCharacters);
bad('password', [], ['Abc12\u0000!'], t.controlCharacters);
ok('optionalText', [], EMPTY, () => undefined);
ok('optionalText', [3], ['abc', ' ab '], trimmed);
bad('optionalText', [3], ['abcd'], t.maxLength(3));

// Email.
ok('email', [], ['ana@example.com', 'ana.garcia+test@sub.example.es', ' Pepe@Correo.ES ', "o'neil@example.org"], trimmed);
bad(
  'email',
  [],
  [
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@@example.com',
    'ana@example..com',
    'ana.@example.com',
    'ana@-example.com',
    'ana@example.c',
  ],
  t.email,
);
bad('email', [], [123, false], t.email);
emptiness('email');

// Phone.
ok('phone', [], ['612345678', '712345678', '912345678', ' 612345678 '], trimmed);
bad(
  'phone',
  [],
  ['812345678', '512345678', '61234567', '6123456789', '612 345 678', '+34612345678', '61234567a', 612345678],
  t.phone,
);
emptiness('phone');

// CIF (hand-checked with the weighted sum; see rules.test.ts for the arithmetic).
ok('cif', [], ['A58818501', 'B65410011', 'Q2826000H', 'P0800000B', 'A28015865', 'P2807900B', 'G12345674', 'G1234567D'], upper);
ok('cif', [], ['a58818501', ' q2826000h '], upper);
bad(
  'cif',
  [],
  [
    'A58818502',
    'Q2826000J',
    'S2800570D',
    'A5881850A',
    'Q28260008',
    'A5881850',
    'A588185011',
    'I58818501',
    'A5881 8501',
    '58818501A',
  ],
  t.cif,
);
emptiness('cif');

// DNI.
ok('dni', [], ['12345678Z', '00000000T', '99999999R', '87654321X', '11111111H'], upper);
ok('dni', [], ['12345678z', ' 00000000t '], upper);
bad(
  'dni',
  [],
  ['12345678A', '00000000R', '1234567Z', '123456789Z', '12345678', 'Z12345678', '1234 5678Z', '12345678-Z', 'X1234567L'],
  t.dni,
);
emptiness('dni');

// NIE.
ok('nie', [], ['X1234567L', 'Y1234567X', 'Z1234567R', 'X0000000T', 'Y0000000Z', 'Z0000000M'], upper);
ok('nie', [], ['x1234567l', ' y1234567x '], upper);
bad('nie', [], ['X1234567A', 'Y1234567L', 'W1234567L', 'X123456L', 'X12345678L', 'X 1234567L', '12345678Z'], t.nie);
emptiness('nie');

// Passport.
ok('passport', [], ['ABC123456', 'XDA123456B', 'abc123456'], upper);
bad('passport', [], ['AB1234567', 'ABC12345', 'ABC1234567', 'ABC123456BC', 'ABC 123456', '123456789'], t.passport);
emptiness('passport');

// Postal code.
ok('postalCode', [], ['28001', '01001', '52001', '08080', ' 41001 '], trimmed);
bad('postalCode', [], ['53001', '00001', '2800', '280011', '28 001', 'A8001', 28001], t.postalCode);
emptiness('postalCode');

// Dates.
// Dates: ISO 8601 dates and date-times and the spec's dd/mm/yyyy and dd-mm-yyyy, all stored ISO.
const DATE_FORMS: [string, string][] = [
  ['29/02/2024', '2024-02-29'],
  ['31-12-2026', '2026-12-31'],
  ['01/01/2000', '2000-01-01'],
  ['29/02/2000', '2000-02-29'],
  [' 15/08/1990 ', '1990-08-15'],
  ['2026-11-28', '2026-11-28'],
  ['2026-11-28T10:30', '2026-11-28'],
  ['2026-11-28T10:30:15Z', '2026-11-28'],
  ['2026-11-28T23:59:59.999+01:00', '2026-11-28'],
  ['2026-11-28T00:00:00-0500', '2026-11-28'],
];
const isoOf = (input: unknown) => DATE_FORMS.find(([form]) => form === input)?.[1];
ok(
  'date',
  [],
  DATE_FORMS.map(([form]) => form),
  isoOf,
);
bad(
  'date',
  [],
  [
    '29/02/2023',
    '29/02/1900',
    '31/04/2026',
    '32/01/2026',
    '00/01/2026',
    '01/13/2026',
    '31/02/2026',
    '2026-13-01',
    '2026-02-30',
    '2026-11-28T24:00',
    '2026-11-28T10:60',
    '2026/12/31',
    '1/1/2026',
    '31/12-2026',
    '31.12.2026',
    '31/12/26',
  ],
  t.date,
);
emptiness('date');

ok(
  'futureDate',
  [clock],
  ['11/05/2026', '01-01-2030', '2027-01-01'],
  (input) => ({ '11/05/2026': '2026-05-11', '01-01-2030': '2030-01-01', '2027-01-01': '2027-01-01' })[String(input)],
);
bad('futureDate', [clock], ['10/05/2026', '09/05/2026', '01/01/2000'], t.futureDate);
bad('futureDate', [clock], ['31/02/2027', '2027-02-29'], t.date);
bad('futureDate', [lateClock], ['11/05/2026'], t.futureDate);
ok('futureDate', [lateClock], ['12/05/2026'], () => '2026-05-12');
emptiness('futureDate', [clock]);

// Integers: form posts send strings, JSON sends numbers; both come out as numbers.
ok('positiveInt', [], ['0', '7', ' 42 ', '007', 0, 7, 123456789], Number);
bad('positiveInt', [], ['abc', '12a', '1e3', NaN, Infinity, true], t.positiveInteger);
bad('positiveInt', [], ['-1', '+5', '1.5', '1,5', -1, 1.5, '99999999999999999999'], t.notPositiveInteger);
bad('positiveInt', [], EMPTY, t.required);
ok('positiveInt', [OPTIONAL], EMPTY, () => undefined);
ok('integer', [], ['-15', '0', '42', -3, 8], Number);
ok('integer', [], ['-0'], () => 0);
bad('integer', [], ['1.5', '1,5', 'abc', '--1', '+1', 2.5, NaN], t.integer);
bad('integer', [], EMPTY, t.required);
ok('integer', [OPTIONAL], EMPTY, () => undefined);

// Lists of codes: a list, one value and the text "3, 41" are the same list, ascending, no repeats.
const odd = (n: number) => n % 2 === 1;
const NOT_ODD = 'Código no admitido';
ok('numberList', [odd, NOT_ODD], [[3, 41], ['41', ' 3 '], '3,41', ' 41, 3 ', [41, 3, 41]], () => [3, 41]);
ok('numberList', [odd, NOT_ODD], [7, '7', ['7']], () => [7]);
bad('numberList', [odd, NOT_ODD], [[3, 4], '3,,5', 'tres', [1.5], -1, '3;5', [true], { 3: true }, '1e1'], NOT_ODD);
bad('numberList', [odd, NOT_ODD], ['3,5\u0000'], t.controlCharacters);
bad('numberList', [odd, NOT_ODD], [...EMPTY, []], t.required);
ok('numberList', [odd, NOT_ODD, OPTIONAL], [...EMPTY, []], () => undefined);

// Colours.
ok('colour', [], ['#000000', '#FFFFFF', '#1a2B3c', ' #abcdef '], trimmed);
bad('colour', [], ['000000', '#FFF', '#GGGGGG', '#1234567', 'red', '# 12345'], t.colour);
emptiness('colour');

// Passwords: whitespace is kept, and failures list the summary then each broken rule.
const p = t.password;
ok('password', [], ['Abcde1!', 'Contraseña1.', ' Ab1 ef', 'Zz9_zz']);
bad('password', [], ['abc'], p.policy, p.minLength, p.digit, p.uppercase, p.symbol);
bad('password', [], ['Ab1!'], p.policy, p.minLength);
bad('password', [], ['Abcdef!'], p.policy, p.digit);
bad('password', [], ['ABCDE1!'], p.policy, p.lowercase);
bad('password', [], ['abcde1!'], p.policy, p.uppercase);
bad('password', [], ['Abcde12'], p.policy, p.symbol);
bad('password', [], ['      '], p.policy, p.digit, p.lowercase, p.uppercase);
bad('password', [], [undefined, null, ''], t.required);
ok('password', [OPTIONAL], [undefined, null, ''], () => undefined);
bad('password', [], [123456], p.policy);

const pair = (password: unknown, confirmPassword: unknown) => ({ password, confirmPassword });
ok('passwordWithConfirmation', [], [pair('Abcde1!', 'Abcde1!')]);
bad('passwordWithConfirmation', [], [pair('Abcde1!', 'Abcde1?'), pair('Abcde1!', 'Abcde1! ')], `confirmPassword: ${p.mismatch}`);
bad('passwordWithConfirmation', [], [pair('Abcde1!', ''), { password: 'Abcde1!' }], `confirmPassword: ${t.required}`);
bad(
  'passwordWithConfirmation',
  [],
  [pair('abc', 'xyz')],
  ...[p.policy, p.minLength, p.digit, p.uppercase, p.symbol].map((m) => `password: ${m}`),
);
bad('passwordWithConfirmation', [], [{}], `password: ${t.required}`, `confirmPassword: ${t.required}`);
bad('passwordWithConfirmation', [], [undefined, 'Abcde1!'], t.required);

// Conditions checkbox.
ok('acceptConditions', [], [true]);
bad('acceptConditions', [], [false, undefined, null, 'on', 'true', 1], t.acceptConditions);

// Identity document: type + number, checked together.
const doc = (documentType: unknown, documentNumber: unknown) => ({ documentType, documentNumber });
ok('identityDocument', [], [doc('DNI', '12345678Z'), doc('NIE', 'X1234567L'), doc('PAS', 'ABC123456')]);
ok('identityDocument', [], [doc('dni', ' 12345678z ')], () => doc('DNI', '12345678Z'));
bad(
  'identityDocument',
  [],
  [doc('DNI', 'X1234567L'), doc('NIE', '12345678Z'), doc('PAS', '12345678Z'), doc('DNI', '12345678A')],
  `documentNumber: ${t.identityDocument}`,
);
bad('identityDocument', [], [doc('CIF', 'A58818501')], `documentType: ${t.identityDocument}`);
bad('identityDocument', [], [doc('DNI', '')], `documentNumber: ${t.required}`);
bad('identityDocument', [], [{}], `documentType: ${t.required}`, `documentNumber: ${t.required}`);
ok('identityDocument', [OPTIONAL], [doc('', ''), {}], () => ({}));
ok('identityDocument', [OPTIONAL], [doc('NIE', 'y1234567x')], () => doc('NIE', 'Y1234567X'));
bad('identityDocument', [OPTIONAL], [doc('', '12345678Z')], `documentType: ${t.required}`);
bad('identityDocument', [OPTIONAL], [doc('NIE', '12345678Z')], `documentNumber: ${t.identityDocument}`);

export { cases };

/** Readable, unique-enough test title for a row. */
export function describeCase(c: Case): string {
  const args = c.args.map((a) => (typeof a === 'function' ? a.name : JSON.stringify(a))).join(', ');
  // JSON.stringify hides undefined, NaN and Infinity, which are exactly the interesting inputs.
  const input =
    typeof c.input === 'object' && c.input !== null
      ? JSON.stringify(c.input)
      : typeof c.input === 'string'
        ? JSON.stringify(c.input)
        : String(c.input);
  return `${c.builder}(${args}) ${input} → ${c.expected.ok ? 'ok' : c.expected.errors.join(' | ')}`;
}
