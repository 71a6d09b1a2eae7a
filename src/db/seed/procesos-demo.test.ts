import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { createIsolatedDb } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import { procesos } from '../schema/index.ts';
import { seedBase } from './index.ts';
import { seedDemoManual } from './manual-demo.ts';
import { seedDemoProcesos } from './procesos-demo.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

async function seeded() {
  const db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db, NOW);
  await seedDemoManual(db, NOW);
  await seedDemoProcesos(db, NOW);
  return db;
}

describe('demo processes seed', () => {
  it('writes an open 2026 call with everything a request needs and a closed 2025 call, once', async () => {
    const db = await seeded();
    await seedDemoProcesos(db, NOW);
    const n = async (q: ReturnType<typeof sql>) => (await db.get<{ n: number }>(q))?.n ?? 0;
    const rows = await db.select().from(procesos).orderBy(procesos.codigo);
    expect(rows.map((p) => [p.codigo, p.nombre])).toEqual([
      ['SOL-2025', 'Convocatoria Soludable 2025'],
      ['SOL-2026', 'Convocatoria Soludable 2026'],
    ]);
    const abierto = rows[1];
    const id = abierto?.id as number;
    expect(abierto).toMatchObject({ plazoVigenciaAcreditacion: 36, minimo: 12 });
    expect(await n(sql`select count(*) as n from proceso_perfiles where proceso_id = ${id}`)).toBe(2);
    expect(
      await db.all(sql`select p.clave, pp.requiere_datos as r from proceso_perfiles pp join perfiles p on p.id = pp.perfil_id
        where pp.proceso_id = ${id} order by pp.orden`),
    ).toEqual([
      { clave: 'REPRE', r: 1 },
      { clave: 'AUTOEVAL', r: 0 },
    ]);
    expect(
      await db.all(sql`select clave, limite_tamano as b, limite_ficheros as f, extensiones as e, interno as i
        from proceso_tipos_fichero where proceso_id = ${id} order by orden`),
    ).toEqual([
      { clave: 'MEM', b: 2_048_000, f: 1, e: 'pdf', i: 0 },
      { clave: 'PLA', b: 2_048_000, f: 3, e: 'pdf,jpg,png', i: 0 },
      { clave: 'INT', b: 2_048_000, f: 1, e: 'pdf', i: 1 },
    ]);
    expect(await n(sql`select count(*) as n from proceso_tipo_fichero_ambitos`)).toBe(2);
    expect(
      await db.all(
        sql`select fase_clave as f, plazo as p from proceso_fases_proyecto where proceso_id = ${id} order by fase_clave`,
      ),
    ).toEqual([
      { f: 'AUT-INI', p: 90 },
      { f: 'EVA-INI', p: 60 },
    ]);
    expect(await n(sql`select count(*) as n from proceso_ambitos where proceso_id = ${id}`)).toBe(3);
    expect(await n(sql`select count(*) as n from plantillas_notificacion where proceso_id = ${id}`)).toBe(3);
    expect(await n(sql`select count(*) as n from plantillas_notificacion where proceso_id = ${id} and activo = 0`)).toBe(1);
    // The manual is the demo one in force.
    expect(
      await db.get(sql`select m.codigo, m.version from procesos p join manuales m on m.id = p.manual_id where p.id = ${id}`),
    ).toEqual({ codigo: 'MAN-SOL', version: '1.0' });
  });

  it('leaves the 2026 call open today and the 2025 call closed, whatever the day', async () => {
    for (const now of [NOW, new Date('2030-06-30T23:30:00Z')]) {
      const db = createIsolatedDb();
      await migrateLibsql(db);
      await seedBase(db, now);
      await seedDemoManual(db, now);
      await seedDemoProcesos(db, now);
      const hoy = todayIso(now);
      const [abierto] = await db.select().from(procesos).where(eq(procesos.codigo, 'SOL-2026'));
      const [cerrado] = await db.select().from(procesos).where(eq(procesos.codigo, 'SOL-2025'));
      expect(abierto?.fechaApertura && abierto.fechaApertura < hoy).toBe(true);
      expect(abierto?.fechaCierre && abierto.fechaCierre > hoy).toBe(true);
      expect(cerrado?.fechaCierre && cerrado.fechaCierre < hoy).toBe(true);
    }
  });

  it('adds calendar days across months and years', () => {
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
  });
});
