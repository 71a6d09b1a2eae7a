import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.ts';
import { loadSello } from '../../src/domain/shared/sellos.ts';
import { createMigratedDb } from '../runtime/plataforma.ts';
import { escriturasSinSello } from './pagina-sesion-helpers.ts';

// ADR 0067: every signed-in page is kept per session under the `datos` stamp, so every table a
// page can show must move it on every insert, update and delete (migration 0036). This walk
// over the migrated schema fails on a table that neither has those triggers nor is named
// below with the reason no kept page needs it: a table added later cannot be forgotten.

/** Tables whose writes leave `datos` alone, and why. */
const SIN_SELLO_DATOS: Record<string, string> = {
  versiones: 'the stamps themselves',
  sesiones:
    "written at each request's last use (once a minute per session); every other change moves the `sesiones` stamp, which the kept pages' version reads too",
  intentos_acceso: 'the sign-in rate-limit counters, written on every attempt; no page shows them',
  ejecuciones_programadas: "the scheduled jobs' bookkeeping, written on every run; no page shows it",
  correos:
    'the mail outbox, whose send state the sender writes on every delivery; only the development mailbox (/dev/correo) shows it, and it is never kept',
  auditoria_rechazos: 'refused requests, written on every refusal; no page shows them',
  auditoria_archivos:
    "the seals of archived audit ranges, written by the retention job; no page shows them (its deletes of audit rows move the stamp through `auditoria`'s triggers)",
  tickets_certificado: 'one-use sign-in tickets of the certificate login; no page shows them',
  restablecimientos: 'password reset tokens; no page shows them',
  referencias_solicitud:
    'the last request reference issued per year, written only in the batch that inserts the request (whose triggers move the stamp); no page shows it',
};

/**
 * Tables no trigger can be put on or that are not the app's data: SQLite's and the platform's
 * own (statistics, sequences, migration bookkeeping, D1's metadata) and the full-text search
 * indexes (virtual tables and their shadow tables), written only by the triggers of the tables
 * they index (centros, solicitudes, proyectos), which move the stamp themselves.
 */
function ajena(nombre: string, virtuales: string[]): boolean {
  return (
    /^(sqlite_|_cf_|__drizzle_migrations$|d1_migrations$)/.test(nombre) ||
    virtuales.some((v) => nombre === v || nombre.startsWith(`${v}_`))
  );
}

let db: Db;
let tablas: string[];

beforeAll(async () => {
  db = await createMigratedDb();
  const filas = (await db.all(sql`select name, sql from sqlite_master where type = 'table' order by name`)) as {
    name: string;
    sql: string | null;
  }[];
  const virtuales = filas.filter((f) => /^CREATE VIRTUAL TABLE/i.test(f.sql ?? '')).map((f) => f.name);
  tablas = filas.map((f) => f.name).filter((t) => !ajena(t, virtuales));
});

describe('the datos stamp covers every table a signed-in page can show', () => {
  it('has insert, update and delete triggers on every table not named with its reason', async () => {
    const cubiertas = tablas.filter((t) => !(t in SIN_SELLO_DATOS));
    expect(cubiertas.length).toBeGreaterThan(80);
    expect(await escriturasSinSello(db, cubiertas, ['datos'])).toEqual([]);
  });

  it('names only tables that exist and that the stamp indeed leaves alone', async () => {
    for (const t of Object.keys(SIN_SELLO_DATOS)) expect(tablas).toContain(t);
    const excluidas = Object.keys(SIN_SELLO_DATOS);
    // Every write of each is unstamped: an excluded table with a datos trigger is a list out of date.
    const sinSello = await escriturasSinSello(db, excluidas, ['datos']);
    expect(sinSello).toHaveLength(excluidas.length * 3);
  });

  it('moves with every raw SQL write to a covered table, in the same statement', async () => {
    const sello = () => loadSello(db, 'datos');
    const inicial = await sello();
    await db.run(sql`insert into sexos (id, nombre, tratamiento, orden) values (90, 'x', 'x', 90)`);
    expect(await sello()).toBe(inicial + 1);
    await db.run(sql`update sexos set nombre = 'y' where id = 90`);
    expect(await sello()).toBe(inicial + 2);
    await db.run(sql`delete from sexos where id = 90`);
    expect(await sello()).toBe(inicial + 3);
  });
});
