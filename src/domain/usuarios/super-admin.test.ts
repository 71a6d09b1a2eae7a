import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { usuarios } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/index.ts';
import type { Db } from '../../db/types.ts';
import { verifyPassword } from '../identidad/password.ts';
import { saveSuperAdministrador } from './super-admin.ts';

let db: Db;
beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db);
});

const input = { instanciaId: 'soludable', email: 'Jefa@Agencia.es', password: 'Segura.2026', nombre: 'Ana', apellido1: 'Pérez' };

describe('saveSuperAdministrador', () => {
  it('creates a super administrator with a hashed password', async () => {
    const result = await saveSuperAdministrador(db, input);
    expect(result.ok).toBe(true);
    const [u] = await db.select().from(usuarios).where(eq(usuarios.email, 'jefa@agencia.es'));
    expect(u?.esSuperAdmin).toBe(true);
    expect(u?.passwordHash).not.toContain('Segura.2026');
    expect(await verifyPassword('Segura.2026', u?.passwordHash)).toBe(true);
  });

  it('enforces the password policy with the spec messages', async () => {
    const result = await saveSuperAdministrador(db, { ...input, password: 'abc' });
    expect(result).toEqual({
      ok: false,
      errores: expect.arrayContaining([
        'Se requieren al menos 6 caracteres',
        'Se requiere al menos un número',
        'Se requiere al menos una mayúscula',
      ]),
    });
  });

  it('refuses to overwrite an existing account', async () => {
    await saveSuperAdministrador(db, input);
    const again = await saveSuperAdministrador(db, { ...input, password: 'Otra.2026x' });
    expect(again.ok).toBe(false);
    const [u] = await db.select().from(usuarios).where(eq(usuarios.email, 'jefa@agencia.es'));
    expect(await verifyPassword('Segura.2026', u?.passwordHash)).toBe(true);
  });

  it('rejects a malformed e-mail', async () => {
    const result = await saveSuperAdministrador(db, { ...input, email: 'no-es-correo' });
    expect(result).toEqual({ ok: false, errores: ['Email no válido'] });
  });
});
