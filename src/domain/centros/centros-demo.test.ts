import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { CENTROS_DEMO, seedDemoCentros } from '../../db/seed/centros-demo.ts';
import { seedBase } from '../../db/seed/index.ts';
import { localidadBelongsToMunicipio, municipioBelongsToProvincia } from '../geografia/codigos.ts';
import { isCif, isPostalCode } from '../validation/rules.ts';

describe('demo centres', () => {
  it('valid CIFs, postal codes and consistent locations; seeding twice adds nothing', async () => {
    for (const c of CENTROS_DEMO) {
      expect(isCif(c.cif), c.cif).toBe(true);
      expect(isPostalCode(c.codigoPostal), c.codigoPostal).toBe(true);
      expect(c.codigoPostal.startsWith(String(c.provinciaId).padStart(2, '0')), c.nombre).toBe(true);
      expect(municipioBelongsToProvincia(c.municipioId, c.provinciaId), c.nombre).toBe(true);
      if (c.localidadId) expect(localidadBelongsToMunicipio(c.localidadId, c.municipioId), c.nombre).toBe(true);
    }
    const db = createIsolatedDb();
    await migrateLibsql(db);
    await seedBase(db);
    const now = new Date('2026-03-01T10:00:00Z');
    expect(await seedDemoCentros(db, now)).toBe(CENTROS_DEMO.length);
    expect(await seedDemoCentros(db, now)).toBe(0);
    const rows = await db.select().from(centros).where(eq(centros.instanciaId, 'soludable'));
    expect(rows).toHaveLength(CENTROS_DEMO.length);
  });
});
