import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { versiones } from '../../db/schema/sistema.ts';
import { abortaSiNoCambia, esGuardia } from './guardia.ts';

describe('the guard of a batch that must change a row', () => {
  it('lets the batch through when the statement before it changed a row', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    await db.batch([
      db.update(versiones).set({ valor: 41 }).where(eq(versiones.clave, 'catalogo')),
      abortaSiNoCambia(db),
      db.update(versiones).set({ valor: 42 }).where(eq(versiones.clave, 'identidad')),
    ]);
    const filas = await db.select().from(versiones);
    expect(filas.find((v) => v.clave === 'catalogo')?.valor).toBe(41);
    expect(filas.find((v) => v.clave === 'identidad')?.valor).toBe(42);
  });

  it('rolls the whole batch back, with an error esGuardia recognises, when it changed none', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    const antes = await db.select().from(versiones);
    let error: unknown;
    try {
      await db.batch([
        db.update(versiones).set({ valor: 7 }).where(eq(versiones.clave, 'identidad')),
        db.update(versiones).set({ valor: 99 }).where(eq(versiones.clave, 'no-existe')),
        abortaSiNoCambia(db),
      ]);
    } catch (e) {
      error = e;
    }
    expect(esGuardia(error)).toBe(true);
    expect(await db.select().from(versiones)).toEqual(antes);
  });

  it('is told apart from other failures', async () => {
    const db = createIsolatedDb();
    let error: unknown;
    try {
      await db.run(sql`select * from tabla_que_no_existe`);
    } catch (e) {
      error = e;
    }
    expect(esGuardia(error)).toBe(false);
    expect(esGuardia(new Error('x', { cause: new Error('malformed JSON') }))).toBe(true);
    expect(esGuardia(undefined)).toBe(false);
  });
});
