import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Sol.2026x');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(hash).not.toContain('Sol.2026x');
    expect(await verifyPassword('Sol.2026x', hash)).toBe(true);
    expect(await verifyPassword('sol.2026x', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Igual.1a')).not.toBe(await hashPassword('Igual.1a'));
  });

  it('treats missing or malformed hashes as no match', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2')).toBe(false);
  });

  it('normalises Unicode so the same password typed differently matches', async () => {
    const hash = await hashPassword('Añejo.2026');
    expect(await verifyPassword('An\u0303ejo.2026', hash)).toBe(true);
  });
});
