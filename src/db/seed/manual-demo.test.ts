import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import { manuales } from '../schema/index.ts';
import { seedBase } from './index.ts';
import { seedDemoManual } from './manual-demo.ts';

async function seeded() {
  const db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db);
  await seedDemoManual(db);
  return db;
}

describe('demo manual seed', () => {
  it('writes a complete public manual and a private draft, and is idempotent', async () => {
    const db = await seeded();
    await seedDemoManual(db);
    const rows = await db.select().from(manuales).where(eq(manuales.codigo, 'MAN-SOL'));
    expect(rows.map((m) => [m.version, m.estadoClave, m.publico]).sort()).toEqual([
      ['1.0', 'vigente', true],
      ['2.0', 'edicion', false],
    ]);
    const [vigente] = await db
      .select({ id: manuales.id })
      .from(manuales)
      .where(and(eq(manuales.codigo, 'MAN-SOL'), eq(manuales.version, '1.0')));
    const id = vigente?.id as number;
    const n = async (q: ReturnType<typeof sql>) => (await db.get<{ n: number }>(q))?.n ?? 0;
    expect(await n(sql`select count(*) as n from bloques where manual_id = ${id}`)).toBeGreaterThanOrEqual(4);
    expect(await n(sql`select count(*) as n from estandares where manual_id = ${id}`)).toBeGreaterThanOrEqual(20);
    expect(await n(sql`select count(*) as n from estandares where manual_id = ${id} and esencial = 1`)).toBeGreaterThan(0);
    expect(await n(sql`select count(*) as n from estandares where manual_id = ${id} and esencial = 0`)).toBeGreaterThan(0);
    expect(await n(sql`select count(*) as n from evidencias where manual_id = ${id} and minimo > 0`)).toBeGreaterThan(0);
    // every standard has at least one evidence
    expect(
      await n(
        sql`select count(*) as n from estandares e where manual_id = ${id} and not exists (select 1 from evidencias v where v.estandar_id = e.id)`,
      ),
    ).toBe(0);
    // tests with forms that have questions and answers, one of them correct
    expect(await n(sql`select count(*) as n from pruebas where manual_id = ${id}`)).toBeGreaterThanOrEqual(3);
    expect(
      await n(
        sql`select count(distinct p.formulario_id) as n from pruebas p join preguntas q on q.formulario_id = p.formulario_id where p.manual_id = ${id}`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await n(sql`select count(*) as n from respuestas where correcta = 1`)).toBeGreaterThan(0);
    expect(await n(sql`select count(distinct tipo_clave) as n from preguntas`)).toBeGreaterThanOrEqual(5);
    expect(
      await n(
        sql`select count(*) as n from evidencia_pruebas ep join evidencias v on v.id = ep.evidencia_id where v.manual_id = ${id}`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(await n(sql`select count(*) as n from ejemplos`)).toBeGreaterThanOrEqual(5);
    expect(
      await n(
        sql`select count(*) as n from estandar_ejemplos x join estandares e on e.id = x.estandar_id where e.manual_id = ${id}`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(await n(sql`select count(*) as n from guias_evaluacion where manual_id = ${id}`)).toBeGreaterThan(0);
    expect(await n(sql`select count(*) as n from ambitos`)).toBe(4);
    expect(await n(sql`select count(*) as n from etiquetas where tipo_clave = 'EST'`)).toBe(4);
    expect(await n(sql`select count(*) as n from paquetes`)).toBe(3);
    // idempotent: the second run added nothing
    expect(await n(sql`select count(*) as n from formularios`)).toBe(4);
    expect(await n(sql`select count(*) as n from ejemplos`)).toBe(6);
  });
});
