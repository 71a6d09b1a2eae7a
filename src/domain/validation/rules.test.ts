import { describe, expect, it } from 'vitest';
import { validacion as t } from '../../i18n/validacion';
import {
  hasControlCharacters,
  isAfterToday,
  isCif,
  isColour,
  isDate,
  isDni,
  isDocumentOfType,
  isDocumentType,
  isEmail,
  isInteger,
  isNie,
  isPassport,
  isPhone,
  isPositiveInteger,
  isPostalCode,
  parseDate,
  passwordProblems,
} from './rules';

/** Declares one test per value so a failure names the offending input. */
function table<T>(name: string, predicate: (value: T) => boolean, valid: T[], invalid: T[]): void {
  describe(name, () => {
    it.each(valid.map((v) => [String(v), v] as const))('accepts %s', (_, value) => {
      expect(predicate(value)).toBe(true);
    });
    it.each(invalid.map((v) => [String(v), v] as const))('rejects %s', (_, value) => {
      expect(predicate(value)).toBe(false);
    });
  });
}

table(
  'isEmail',
  isEmail,
  [
    'ana@example.com',
    'ana.garcia+filtro@sub.example.es',
    'x@y.co',
    ' ana@example.com ',
    "o'neil@example.org",
    'A_B-C@ejemplo.gob.es',
  ],
  [
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@ex ample.com',
    'ana@@example.com',
    'ana@example..com',
    '.ana@example.com',
    'ana.@example.com',
    'ana..b@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example.c',
    'ana@example.123',
    `${'a'.repeat(65)}@example.com`,
  ],
);

table(
  'isPhone',
  isPhone,
  ['612345678', '712345678', '912345678', '600000000', '999999999', ' 612345678 '],
  [
    '',
    '812345678',
    '512345678',
    '012345678',
    '61234567',
    '6123456789',
    '612 345 678',
    '612-345-678',
    '+34612345678',
    '0034612345678',
    '61234567a',
  ],
);

// Hand check of the weighted sum, e.g. A58818501: digits 5881850; odd positions 5,8,8,0
// doubled → 10,16,16,0 → digit sums 1+7+7+0 = 15; even positions 8+1+5 = 14; total 29;
// control (10 - 9) % 10 = 1 → digit '1' (letter would be 'A').
// Q2826000H: odd 2,2,0,0 → 4+4 = 8; even 8+6+0 = 14; total 22 → 8 → letter 'H'.
// P0800000B: odd all 0; even 8 → total 8 → 2 → letter 'B'.
// B65410011: odd 6,4,0,1 → 3+8+0+2 = 13; even 5+1+0 = 6; total 19 → 1.
// S2800570D: odd 2,0,5,0 → 4+0+1+0 = 5; even 8+0+7 = 15; total 20 → 0 → 'J', so D is wrong.
table(
  'isCif',
  isCif,
  [
    'A58818501',
    'B65410011',
    'Q2826000H',
    'P0800000B',
    'S2800570J',
    'A28015865',
    'A39000013',
    'A48265169',
    'A78374725',
    'A15075062',
    'A08663619',
    'P2807900B',
    'Q2818014I',
    'B12345674',
    'N1234567D',
    'W1234567D',
    // Types outside the letter-only and digit-only groups accept either form.
    'G12345674',
    'G1234567D',
    'F12345674',
    'F1234567D',
    'a58818501',
    'q2826000h',
    ' A58818501 ',
  ],
  [
    '',
    'A58818502',
    'A58818500',
    'Q2826000J',
    'P0800000C',
    'S2800570D',
    // Letter-only types with the right digit, digit-only types with the right letter.
    'Q28260008',
    'P08000002',
    'N12345674',
    'W12345674',
    'A5881850A',
    'B6541001A',
    'E1234567D',
    'H1234567D',
    'A5881850',
    'A588185011',
    'I58818501',
    'O58818501',
    'T58818501',
    'Z58818501',
    '158818501',
    'A5881850K',
    'A 58818501',
    'A5881-8501',
    'A-58818501',
  ],
);

table(
  'isDni',
  isDni,
  ['12345678Z', '00000000T', '99999999R', '87654321X', '11111111H', '23456789D', '01234567L', '12345678z', ' 12345678Z '],
  [
    '',
    '12345678A',
    '00000000R',
    '99999999T',
    '1234567Z',
    '123456789Z',
    '12345678',
    'Z12345678',
    '1234 5678Z',
    '12345678 Z',
    '12345678-Z',
    '12.345.678-Z',
    'X1234567L',
    '1234567LZ',
  ],
);

table(
  'isNie',
  isNie,
  [
    'X1234567L',
    'Y1234567X',
    'Z1234567R',
    'X0000000T',
    'Y0000000Z',
    'Z0000000M',
    'X9999999J',
    'Y7654321G',
    'Z0123456C',
    'x1234567l',
    ' Y1234567X ',
  ],
  [
    '',
    'X1234567A',
    'Y1234567L',
    'Z1234567X',
    'W1234567L',
    'X123456L',
    'X12345678L',
    'X 1234567L',
    'X1234567 L',
    'X-1234567-L',
    '12345678Z',
    'XX234567L',
  ],
);

table(
  'isPassport',
  isPassport,
  ['ABC123456', 'XDA123456', 'PAA000000', 'ABC123456D', 'abc123456', ' ABC123456 '],
  ['', 'AB1234567', 'ABCD12345', 'ABC12345', 'ABC1234567', 'ABC123456DE', 'ABC 123456', 'ABC-123456', '123456789', 'ÑAB123456'],
);

table(
  'isPostalCode',
  isPostalCode,
  ['28001', '01001', '52001', '08080', '41001', '50999', '52999', ' 28001 '],
  ['', '53001', '00001', '00999', '99999', '2800', '280011', '28 001', 'A8001', '2800A', '-2800'],
);

table(
  'isDate',
  isDate,
  [
    '29/02/2024',
    '31-12-2026',
    '01/01/2000',
    '29/02/2000',
    '28/02/2023',
    '30/04/2026',
    '31/01/0001',
    ' 15/08/1990 ',
    '2026-12-31',
    '2026-11-28T10:30:00Z',
  ],
  [
    '',
    '29/02/2023',
    '29/02/1900',
    '29/02/2100',
    '31/04/2026',
    '31/06/2026',
    '32/01/2026',
    '00/01/2026',
    '01/00/2026',
    '01/13/2026',
    '01/01/0000',
    '2026-13-01',
    '2026-02-29',
    '2026/12/31',
    '1/1/2026',
    '01/1/2026',
    '31/12-2026',
    '31-12/2026',
    '31.12.2026',
    '31/12/26',
    '31/12/02026',
    'hoy',
  ],
);

describe('parseDate', () => {
  it('returns the date at UTC midnight', () => {
    expect(parseDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDate('31-12-2026')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(parseDate('2026-12-31T23:30:00-05:00')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
  it('keeps years below 100 instead of mapping them to the 1900s', () => {
    expect(parseDate('01/01/0050')?.getUTCFullYear()).toBe(50);
  });
  it('returns null for impossible dates', () => {
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('2026-02-31')).toBeNull();
  });
});

describe('isAfterToday', () => {
  const morning = new Date('2026-05-10T10:00:00Z');
  // 22:30 UTC is 00:30 of the next day in Madrid (CEST, UTC+2).
  const lateNight = new Date('2026-05-10T22:30:00Z');

  it('accepts dates strictly after today', () => {
    expect(isAfterToday('11/05/2026', morning)).toBe(true);
    expect(isAfterToday('01-01-2030', morning)).toBe(true);
  });
  it('rejects today and the past', () => {
    expect(isAfterToday('10/05/2026', morning)).toBe(false);
    expect(isAfterToday('09/05/2026', morning)).toBe(false);
    expect(isAfterToday('31/12/1999', morning)).toBe(false);
  });
  it('uses the Madrid calendar day by default', () => {
    expect(isAfterToday('11/05/2026', lateNight)).toBe(false);
    expect(isAfterToday('12/05/2026', lateNight)).toBe(true);
    expect(isAfterToday('11/05/2026', lateNight, 'UTC')).toBe(true);
  });
  it('handles winter time (CET, UTC+1)', () => {
    expect(isAfterToday('16/01/2026', new Date('2026-01-15T23:30:00Z'))).toBe(false);
    expect(isAfterToday('16/01/2026', new Date('2026-01-15T22:59:00Z'))).toBe(true);
  });
  it('accepts Date values and rejects unparseable input', () => {
    expect(isAfterToday(new Date('2026-05-11T00:00:00Z'), morning)).toBe(true);
    expect(isAfterToday(new Date('invalid'), morning)).toBe(false);
    expect(isAfterToday('31/02/2030', morning)).toBe(false);
  });
});

table<number | string>(
  'isPositiveInteger',
  isPositiveInteger,
  [0, 1, 42, Number.MAX_SAFE_INTEGER, '0', '7', '007', ' 42 ', '123456789'],
  [
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    '',
    '-1',
    '+1',
    '1.5',
    '1,5',
    '1e3',
    'abc',
    '12a',
    '1 000',
    '99999999999999999999',
  ],
);

table<number | string>(
  'isInteger',
  isInteger,
  [0, -1, 42, -9007199254740991, '0', '-0', '-15', '42', ' -3 '],
  [1.5, -0.5, Number.NaN, Number.NEGATIVE_INFINITY, '', '-', '--1', '+1', '1.0', '1,5', 'abc', '- 1'],
);

table(
  'isColour',
  isColour,
  ['#000000', '#FFFFFF', '#ffffff', '#1a2B3c', ' #abcdef '],
  ['', '000000', '#FFF', '#FFFFF', '#1234567', '#GGGGGG', '#12345G', 'red', '# 12345', '##12345', 'rgb(0,0,0)'],
);

describe('passwordProblems', () => {
  const p = t.password;
  it.each([['Abcde1!'], ['Contraseña1.'], ['Zz9_zz'], ['Ab1 cd'], ['ÑAND1ú!']])('accepts %s', (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });
  it.each([
    ['', [p.minLength, p.digit, p.lowercase, p.uppercase, p.symbol]],
    ['abc', [p.minLength, p.digit, p.uppercase, p.symbol]],
    ['Ab1!', [p.minLength]],
    ['Abcdef!', [p.digit]],
    ['ABCDE1!', [p.lowercase]],
    ['abcde1!', [p.uppercase]],
    ['Abcde12', [p.symbol]],
    // Accented letters are letters, not symbols.
    ['Ñandú12', [p.symbol]],
    ['      ', [p.digit, p.lowercase, p.uppercase]],
    // Three emoji are three characters (five in all), not eight UTF-16 units.
    ['a😀😀😀A', [p.minLength, p.digit]],
  ])('reports the broken rules of %j in policy order', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });
});

describe('isDocumentOfType', () => {
  it.each([
    ['DNI', '12345678Z'],
    ['DNI', '00000000t'],
    ['NIE', 'X1234567L'],
    ['NIE', 'z1234567r'],
    ['PAS', 'ABC123456'],
    ['PAS', 'ABC123456D'],
  ] as const)('accepts %s %s', (type, value) => {
    expect(isDocumentOfType(type, value)).toBe(true);
  });
  it.each([
    ['DNI', 'X1234567L'],
    ['DNI', '12345678A'],
    ['NIE', '12345678Z'],
    ['NIE', 'X1234567A'],
    ['PAS', '12345678Z'],
    ['PAS', 'X1234567L'],
    ['DNI', ''],
  ] as const)('rejects %s %s', (type, value) => {
    expect(isDocumentOfType(type, value)).toBe(false);
  });
  it('knows the document types', () => {
    expect(['DNI', 'NIE', 'PAS'].every(isDocumentType)).toBe(true);
    expect([undefined, '', 'dni', 'CIF', 1].some(isDocumentType)).toBe(false);
  });
});

describe('hasControlCharacters', () => {
  it('lets tab, line feed and carriage return through and finds every other control character', () => {
    for (const ok of ['texto', 'a\tb', 'a\nb', 'a\r\nb', 'ñandú €']) expect(hasControlCharacters(ok)).toBe(false);
    for (const bad of ['a\u0000b', '\u0001', 'a\u000Bb', 'a\u000Cb', '\u001B[31m', 'a\u007Fb', 'a\u0085b', 'a\u009Fb'])
      expect(hasControlCharacters(bad)).toBe(true);
  });
});
