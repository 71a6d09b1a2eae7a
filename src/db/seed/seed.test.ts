import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import { localidades, municipios, provincias } from '../schema/index.ts';
import { isEmpty, seedDemo } from './index.ts';

describe('seed', () => {
  it('is idempotent and fills every lookup', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    expect(await isEmpty(db)).toBe(true);
    await seedDemo(db);
    await seedDemo(db);
    expect(await isEmpty(db)).toBe(false);
    const count = async (table: string) => (await db.get<{ n: number }>(sql.raw(`select count(*) as n from ${table}`)))?.n;
    expect(await count('provincias')).toBe(52);
    expect(await count('municipios')).toBe(8131);
    for (const t of [
      'localidades',
      'sexos',
      'tipos_documento_identidad',
      'estados',
      'fases_proyecto',
      'tipos_hito',
      'medios_notificacion',
      'combos',
    ]) {
      expect(await count(t), t).toBeGreaterThan(0);
    }
  });

  it('keeps every municipality and locality consistent with its parent codes', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    await seedDemo(db);
    const badMunicipios = await db.all(sql`select id from ${municipios} where id / 1000 != provincia_id`);
    expect(badMunicipios).toEqual([]);
    const badLocalidades = await db.all(
      sql`select id from ${localidades} where id / 10000 != municipio_id or municipio_id / 1000 != provincia_id`,
    );
    expect(badLocalidades).toEqual([]);
    const orphan = await db.all(
      sql`select m.id from ${municipios} m left join ${provincias} p on p.id = m.provincia_id where p.id is null`,
    );
    expect(orphan).toEqual([]);
  });

  it('enforces foreign keys', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    await expect(db.insert(municipios).values({ id: 99001, nombre: 'X', busqueda: 'x', provinciaId: 99 })).rejects.toThrow();
  });
});
