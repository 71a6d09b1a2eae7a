import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { estaVigente } from './vigencia.ts';
import { vigenteSql } from './vigencia-sql.ts';

// Every combination of a few telling values of the four dates (absent, empty, before, on and
// after the days tested), each judged by the rule in JavaScript and by its SQL form.
const VALORES = [null, '', '2026-01-01', '2026-06-15', '2026-12-31'];
const DIAS = ['2025-12-31', '2026-01-01', '2026-06-15', '2026-12-31', '2027-01-01'];

describe('the in-force rule in SQL', () => {
  it('agrees with estaVigente on every combination of dates', async () => {
    const db = createIsolatedDb();
    await db.run(
      sql`create table acreditaciones (id integer primary key, fecha_publicacion text, fecha_vigencia text, fecha_revocacion text, fecha_suspension text)`,
    );
    const filas: {
      id: number;
      fechaPublicacion: string | null;
      fechaVigencia: string | null;
      fechaRevocacion: string | null;
      fechaSuspension: string | null;
    }[] = [];
    let id = 0;
    for (const p of VALORES)
      for (const v of VALORES)
        for (const r of VALORES)
          for (const s of VALORES)
            filas.push({ id: ++id, fechaPublicacion: p, fechaVigencia: v, fechaRevocacion: r, fechaSuspension: s });
    for (let i = 0; i < filas.length; i += 20) {
      const valores = filas
        .slice(i, i + 20)
        .map((f) => sql`(${f.id}, ${f.fechaPublicacion}, ${f.fechaVigencia}, ${f.fechaRevocacion}, ${f.fechaSuspension})`);
      await db.run(sql`insert into acreditaciones values ${sql.join(valores, sql`, `)}`);
    }
    let vigentes = 0;
    for (const hoy of DIAS) {
      const enSql = (await db.select({ id: acreditaciones.id }).from(acreditaciones).where(vigenteSql(hoy))).map((r) => r.id);
      const enJs = filas.filter((f) => estaVigente(f, hoy)).map((f) => f.id);
      expect(enSql.sort((a, b) => a - b)).toEqual(enJs);
      vigentes += enJs.length;
    }
    // The combinations include rows in force, so agreement is not two empty lists.
    expect(vigentes).toBeGreaterThan(0);
  });
});
