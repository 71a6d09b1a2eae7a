// The verification code (CSV, "código seguro de verificación") of an accreditation, stated
// once: the management part generates it at creation, the certificate prints it and the
// public verification page looks it up (normalizarCsv, esCsv).
//
// 25 random symbols from a 30-symbol alphabet: 25 × log2(30) ≈ 122.7 bits (≥ 100, so not
// guessable). The alphabet drops 0/O, 1/I/L and U (misread on paper or misheard), so a code
// typed from a printed certificate is read back right; groups of five are easy to copy.

export const CSV_ALFABETO = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CSV_PREFIJO = 'ACR';
const GRUPOS = 5;
const POR_GRUPO = 5;
const SIMBOLOS = GRUPOS * POR_GRUPO;
/** Bytes at or above this are dropped, so every symbol is equally likely (no modulo bias). */
const LIMITE = 256 - (256 % CSV_ALFABETO.length);

/** A new code, e.g. ACR-7KD3M-Q9XWE-2HNPA-VT4ZC-8RBYF, from crypto.getRandomValues (Workers and Node). */
export function generarCsv(random: (buf: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const simbolos: string[] = [];
  while (simbolos.length < SIMBOLOS) {
    for (const byte of random(new Uint8Array(SIMBOLOS * 2))) {
      if (byte >= LIMITE) continue;
      simbolos.push(CSV_ALFABETO[byte % CSV_ALFABETO.length] as string);
      if (simbolos.length === SIMBOLOS) break;
    }
  }
  const grupos = Array.from({ length: GRUPOS }, (_, i) => simbolos.slice(i * POR_GRUPO, (i + 1) * POR_GRUPO).join(''));
  return [CSV_PREFIJO, ...grupos].join('-');
}

/**
 * A code as typed or scanned, in its stored form: upper case, spaces and dashes in any place
 * accepted, the prefix optional; null when it cannot be a code (wrong length or symbols).
 */
export function normalizarCsv(entrada: string): string | null {
  let s = entrada.toUpperCase().replace(/[\s-]/g, '');
  if (s.startsWith(CSV_PREFIJO) && s.length === CSV_PREFIJO.length + SIMBOLOS) s = s.slice(CSV_PREFIJO.length);
  if (s.length !== SIMBOLOS || [...s].some((c) => !CSV_ALFABETO.includes(c))) return null;
  const grupos = Array.from({ length: GRUPOS }, (_, i) => s.slice(i * POR_GRUPO, (i + 1) * POR_GRUPO));
  return [CSV_PREFIJO, ...grupos].join('-');
}

/** Whether `s` is a code in its stored form. */
export const esCsv = (s: string): boolean => normalizarCsv(s) === s;

/**
 * The one form a typed or scanned code is looked up in: a code of this format in its stored form
 * (any case, spaces and dashes anywhere, prefix optional: normalizarCsv); any other code (one
 * given before these were generated) in upper case without spaces, as such codes are stored.
 */
export function csvBuscado(entrada: string): string {
  return normalizarCsv(entrada) ?? entrada.replace(/\s+/g, '').toUpperCase();
}
