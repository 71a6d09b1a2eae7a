import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import { sellar } from '../../src/domain/auditoria/cadena.ts';
import { auditar, commit } from '../../src/domain/auditoria/registro.ts';

const dir = mkdtempSync(join(tmpdir(), 'auditoria-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (url: string) => {
  try {
    return {
      code: 0,
      out: execFileSync('npx', ['tsx', 'scripts/auditoria-verificar.ts'], {
        env: { ...process.env, DATABASE_URL: url },
        encoding: 'utf8',
      }),
    };
  } catch (e) {
    const err = e as { status: number; stderr: string };
    return { code: err.status, out: err.stderr };
  }
};

describe('npm run auditoria:verificar', () => {
  it('passes on an intact chain and names the entry altered with SQL', async () => {
    const url = `file:${join(dir, 'a.db')}`;
    const db = createIsolatedDb(url);
    await migrateLibsql(db);
    const clock = { now: () => new Date('2026-11-25T10:00:00Z') };
    for (let i = 1; i <= 5; i++) {
      await commit({ db, clock, instancia: { id: 'soludable' } }, [
        auditar({ accion: 'MODIFICAR', entidad: 'centro', entidadId: i }),
      ]);
    }
    await sellar(db, clock);
    expect(run(url)).toMatchObject({ code: 0, out: expect.stringContaining('5 entradas') });
    await db.run(sql`UPDATE auditoria SET usuario_nombre = 'otro' WHERE id = 4`);
    expect(run(url)).toMatchObject({ code: 1, out: expect.stringContaining('La entrada 4') });
  }, 60_000);
});
