import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { auditoria } from '../../db/schema/auditoria.ts';
import { correos } from '../../db/schema/correo.ts';
import type { Db } from '../../db/types.ts';
import { sellado, sellar } from './cadena.ts';
import { registrarRechazo } from './rechazos.ts';
import { auditar, commit, nuevoEn } from './registro.ts';
import { verificarCadena } from './verificacion.ts';

let db: Db;
let now = new Date('2026-11-25T10:00:00Z');
const clock = { now: () => now };
const ctx = () => ({ db, clock, instancia: { id: 'soludable' }, peticion: { direccion: '10.0.0.1', requestId: 'r1' } });

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  now = new Date('2026-11-25T10:00:00Z');
  siguiente = 0;
});

// A technical table stands in for a domain one: the helper does not care which.
const fila = (id: number) =>
  db.insert(correos).values({
    id,
    instanciaId: 'soludable',
    para: 'a@b.es',
    asunto: 's',
    html: 'h',
    texto: 't',
    plantilla: 'p',
    estado: 'PTE',
    creadoEn: now.toISOString(),
  });

let siguiente = 0;
async function escribir(n: number) {
  for (let k = 0; k < n; k++) {
    const i = siguiente++;
    await commit(ctx(), [
      fila(i + 1),
      auditar({
        accion: 'CREAR',
        entidad: 'tarea',
        entidadId: nuevoEn(correos),
        cambios: [{ Campo: 'Tarea', Antes: null, Despues: `t${i}` }],
      }),
    ]);
  }
}

describe('audit chain', () => {
  it('writes the change and its entry in one batch, or neither', async () => {
    await escribir(1);
    // The second insert of the same key fails: the entry of that batch must not remain.
    await expect(
      commit(ctx(), [fila(1), auditar({ accion: 'CREAR', entidad: 'tarea', entidadId: nuevoEn(correos) })]),
    ).rejects.toThrow();
    const rows = await db.select().from(auditoria);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accion: 'CREAR', entidad: 'tarea', entidadId: '1', direccion: '10.0.0.1', requestId: 'r1' });
  });

  it('refuses a write without an entry', async () => {
    await expect(commit(ctx(), [fila(99)])).rejects.toThrow(/auditoría/);
  });

  it('seals in order and names the first altered or removed entry', async () => {
    await escribir(5);
    expect(await sellar(db, clock)).toBe(5);
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, comprobadas: 5, sinSellar: 0 });
    await escribir(2);
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, comprobadas: 5, sinSellar: 2 });
    await sellar(db, clock);

    await db.run(sql`UPDATE auditoria SET cambios = '[]' WHERE id = 3`);
    expect((await verificarCadena(db, null)).fallo).toMatchObject({ id: 3, motivo: 'alterada' });
  });

  it('a commit plans a seal that whoever waits on it sees done', async () => {
    await expect(sellado(db)).resolves.toBeUndefined();
    await escribir(3);
    expect(await verificarCadena(db, null)).toMatchObject({ sinSellar: 3 });
    await sellado(db);
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, comprobadas: 3, sinSellar: 0 });
  });

  it('names a removed entry', async () => {
    await escribir(4);
    await sellar(db, clock);
    await db.delete(auditoria).where(eq(auditoria.id, 2));
    expect((await verificarCadena(db, null)).fallo).toMatchObject({ id: 2, motivo: 'eliminada' });
  });

  it('concurrent sealers agree: one chain', async () => {
    await escribir(30);
    await Promise.all([sellar(db, clock), sellar(db, clock), sellar(db, clock)]);
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, comprobadas: 30 });
  });

  it('counts refusals of one address and minute on one chained entry', async () => {
    const r = {
      instanciaId: 'soludable',
      actor: null,
      accion: 'NO_AUTENTICADO' as const,
      ruta: 'GET /api/usuarios',
      direccion: '10.0.0.9',
      requestId: 'x',
    };
    for (let i = 0; i < 50; i++) await registrarRechazo(db, clock, r);
    await registrarRechazo(db, clock, { ...r, direccion: '10.0.0.8' });
    await sellar(db, clock);
    expect(await db.select().from(auditoria)).toHaveLength(0); // the minute is still open
    now = new Date('2026-11-25T10:01:00Z');
    await sellar(db, clock);
    const rows = await db.select().from(auditoria).orderBy(asc(auditoria.id));
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows.find((x) => x.direccion === '10.0.0.9')?.cambios ?? '')).toEqual([
      { Campo: 'Intentos', Antes: null, Despues: 50 },
    ]);
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, comprobadas: 2 });
  });
});
