import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { auditoria, auditoriaArchivos } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Storage, StoredObject } from '../shared/storage.ts';
import { desempaquetar, empaquetar } from './archivo.ts';
import { sellar } from './cadena.ts';
import { auditar, commit } from './registro.ts';
import { archivarAntiguas, RETENCION_ANOS_DEFECTO, retencionAnos } from './retencion.ts';
import { verificarCadena } from './verificacion.ts';

let db: Db;
let now: Date;
const clock = { now: () => now };
let objetos: Map<string, StoredObject>;
/** The storage port over a Map: what the local folder and R2 adapters do, in memory. */
const storage: Storage = {
  put: async (key, bytes, contentType) => void objetos.set(key, { bytes, contentType }),
  get: async (key) => objetos.get(key) ?? null,
  delete: async (key) => void objetos.delete(key),
};

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  objetos = new Map();
});

/** One entry dated `fecha` (an entry alone is a valid batch for the helper). */
async function entradaEl(fecha: string, n: number) {
  now = new Date(fecha);
  await commit({ db, clock, instancia: { id: 'soludable' } }, [
    auditar({
      accion: 'MODIFICAR',
      entidad: 'centro',
      entidadId: n,
      cambios: [{ Campo: 'Nombre', Antes: 'a', Despues: `n${n}` }],
    }),
  ]);
}

describe('audit retention', () => {
  it('reads the period in whole years, 5 by default, and refuses anything else', () => {
    expect(RETENCION_ANOS_DEFECTO).toBe(5);
    expect(retencionAnos(undefined)).toBe(5);
    expect(retencionAnos(' 7 ')).toBe(7);
    for (const bad of ['0', '-1', '2.5', 'cinco', '101']) expect(() => retencionAnos(bad)).toThrow(/AUDITORIA_RETENCION_ANOS/);
  });

  it('moves whole months older than the period to gzipped monthly files; archives and table verify as one chain', async () => {
    const fechas = [
      '2020-01-10T10:00:00Z',
      '2020-01-20T10:00:00Z',
      '2020-02-03T10:00:00Z',
      '2021-11-02T10:00:00Z', // its month ends after the cut (2021-11-25): stays
      '2026-11-24T10:00:00Z',
    ];
    for (const [i, f] of fechas.entries()) await entradaEl(f, i + 1);
    await sellar(db, clock);

    now = new Date('2026-11-25T10:00:00Z');
    expect(await archivarAntiguas(db, storage, clock, 5)).toBe(3);
    const archivos = await db.select().from(auditoriaArchivos).orderBy(asc(auditoriaArchivos.desdeId));
    expect(archivos.map((a) => [a.mes, a.desdeId, a.hastaId, a.numero])).toEqual([
      ['2020-01', 1, 2, 2],
      ['2020-02', 3, 3, 1],
    ]);
    const enTabla = await db.select({ id: auditoria.id }).from(auditoria).orderBy(asc(auditoria.id));
    expect(enTabla.map((r) => r.id)).toEqual([4, 5]);
    const enero = objetos.get(archivos[0]?.claveFichero ?? '');
    expect(enero?.contentType).toBe('application/gzip');
    expect(desempaquetar(enero?.bytes ?? new Uint8Array()).map((f) => f.id)).toEqual([1, 2]);

    // One chain: the first kept entry follows the last archived one.
    expect(await verificarCadena(db, storage)).toMatchObject({ ok: true, comprobadas: 5, fallo: null });
    // Idempotent: nothing more is old enough.
    expect(await archivarAntiguas(db, storage, clock, 5)).toBe(0);
    // New entries keep chaining after the archive.
    await entradaEl('2026-11-25T11:00:00Z', 6);
    await sellar(db, clock);
    expect(await verificarCadena(db, storage)).toMatchObject({ ok: true, comprobadas: 6 });
  });

  it('names an entry altered inside an archive, and a missing archive', async () => {
    await entradaEl('2019-03-01T10:00:00Z', 1);
    await entradaEl('2019-03-02T10:00:00Z', 2);
    await entradaEl('2026-11-01T10:00:00Z', 3);
    await sellar(db, clock);
    now = new Date('2026-11-25T10:00:00Z');
    await archivarAntiguas(db, storage, clock, 5);
    const [archivo] = await db.select().from(auditoriaArchivos);
    const clave = archivo?.claveFichero ?? '';
    const original = objetos.get(clave) as StoredObject;
    const filas = desempaquetar(original.bytes);
    objetos.set(clave, { ...original, bytes: empaquetar(filas.map((f) => (f.id === 2 ? { ...f, cambios: '[]' } : f))) });
    expect((await verificarCadena(db, storage)).fallo).toMatchObject({ id: 2, motivo: 'alterada', donde: 'archivo 2019-03' });
    objetos.delete(clave);
    expect((await verificarCadena(db, storage)).fallo).toMatchObject({ id: 1, motivo: 'archivo_ausente' });
  });

  it('leaves unsealed entries in the table', async () => {
    // Committed, not sealed yet (the sealer runs after the commit): nothing to archive.
    await db
      .insert(auditoria)
      .values({ instanciaId: 'soludable', fecha: '2019-03-01T10:00:00Z', accion: 'CREAR', entidad: 'centro' });
    now = new Date('2026-11-25T10:00:00Z');
    expect(await archivarAntiguas(db, storage, clock, 5)).toBe(0);
    expect(objetos.size).toBe(0);
  });
});
