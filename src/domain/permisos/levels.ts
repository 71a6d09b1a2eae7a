/**
 * Permission levels: a key yields E (write), L (read) or '' (none). Every policy decision
 * (src/domain/permisos/regla.ts) goes through these functions.
 */
import type { ClaveEscrita, ClavePermiso } from './claves.ts';

type Level = 'E' | 'L' | '';

export interface Permiso {
  clave: string;
  escritura: boolean;
}

/** What a level decision needs to know about the caller; null when there is no session. */
export interface PermissionSubject {
  esSuperAdmin: boolean;
  permisos: readonly Permiso[];
}

/**
 * The level of one key: an empty or missing key means "no permission needed" (E); no
 * session gives ''; a super administrator always gets E; otherwise E when any matching
 * permission (case-insensitive) writes, L when one only reads, '' when none matches.
 */
export function levelOf(subject: PermissionSubject | null, key?: ClaveEscrita | '' | null): Level {
  if (!key) return 'E';
  if (!subject) return '';
  if (subject.esSuperAdmin) return 'E';
  const wanted = key.toLowerCase();
  let found = false;
  for (const p of subject.permisos) {
    if (p.clave.toLowerCase() !== wanted) continue;
    if (p.escritura) return 'E';
    found = true;
  }
  return found ? 'L' : '';
}

const keysOf = (keys: readonly ClavePermiso[] | null | undefined) => (keys ?? []).filter(Boolean);

/** Every key at level E (an empty list needs nothing). */
export function allWrite(subject: PermissionSubject | null, keys: readonly ClavePermiso[] | null | undefined): boolean {
  return keysOf(keys).every((c) => levelOf(subject, c) === 'E');
}

/** Every key at least readable. */
export function allReadOrWrite(subject: PermissionSubject | null, keys: readonly ClavePermiso[] | null | undefined): boolean {
  return keysOf(keys).every((c) => levelOf(subject, c) !== '');
}

/** At least one key readable or writable; an empty list needs nothing. */
export function anyReadOrWrite(subject: PermissionSubject | null, keys: readonly ClavePermiso[] | null | undefined): boolean {
  const wanted = keysOf(keys);
  return wanted.length === 0 || wanted.some((c) => levelOf(subject, c) !== '');
}
