import { describe, expect, it } from 'vitest';
import { hashPassword, necesitaRehash, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Sol.2026x');
    expect(hash.startsWith('scrypt$16384$8$5$')).toBe(true);
    expect(necesitaRehash(hash)).toBe(false);
    expect(hash).not.toContain('Sol.2026x');
    expect(await verifyPassword('Sol.2026x', hash)).toBe(true);
    expect(await verifyPassword('sol.2026x', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies a hash made with the earlier parameters (N=2^17, p=1), and asks for a rehash', async () => {
    const antiguo = `scrypt$131072$8$1$qwOWOT+V7Hq0lqWcpJfxuA==$${await derivarAntiguo('Sol.2026x', 'qwOWOT+V7Hq0lqWcpJfxuA==')}`;
    expect(await verifyPassword('Sol.2026x', antiguo)).toBe(true);
    expect(await verifyPassword('Sol.2026y', antiguo)).toBe(false);
    expect(necesitaRehash(antiguo)).toBe(true);
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

/** The earlier parameters' key, computed independently of password.ts. */
async function derivarAntiguo(password: string, saltB64: string): Promise<string> {
  const { scryptSync } = await import('node:crypto');
  const key = scryptSync(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), 32, {
    N: 2 ** 17,
    r: 8,
    p: 1,
    maxmem: 256 * 1024 * 1024,
  });
  return key.toString('base64');
}
