import { createHash, randomBytes } from 'node:crypto';

/** A random secret for the client (256 bits, base64url). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex: the only form in which tokens reach the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
