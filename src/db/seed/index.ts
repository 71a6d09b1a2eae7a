import { sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as s from '../schema/index.ts';
import type { Db } from '../types.ts';
import {
  COMBOS_SOLUDABLE,
  ESTADOS,
  FASES_PROYECTO,
  MEDIOS_NOTIFICACION,
  SEXOS,
  TIPOS_DOCUMENTO_IDENTIDAD,
  TIPOS_HITO,
} from './catalogos.ts';
import { localidadRows, municipioRows, provinciaRows } from './geografia.ts';
import { SOLUDABLE } from './instancias.ts';

// SQLite caps bound parameters per statement; 400 rows x <=5 columns stays far below it.
const CHUNK = 400;

/** Inserts rows in chunks, skipping those already present (the seed is idempotent). */
export async function insertAll(db: Db, table: SQLiteTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

export interface SeedBatch {
  table: SQLiteTable;
  rows: Record<string, unknown>[];
}

/** Reference data every environment needs: instance, geography and lookups (in FK order). */
export function baseSeed(now = new Date()): SeedBatch[] {
  return [
    { table: s.instancias, rows: [{ ...SOLUDABLE, altaFecha: now.toISOString() }] },
    { table: s.provincias, rows: provinciaRows() },
    { table: s.municipios, rows: municipioRows() },
    { table: s.localidades, rows: localidadRows() },
    { table: s.sexos, rows: SEXOS },
    { table: s.tiposDocumentoIdentidad, rows: TIPOS_DOCUMENTO_IDENTIDAD },
    { table: s.estados, rows: ESTADOS },
    { table: s.fasesProyecto, rows: FASES_PROYECTO },
    { table: s.tiposHito, rows: TIPOS_HITO },
    { table: s.mediosNotificacion, rows: MEDIOS_NOTIFICACION },
    {
      table: s.combos,
      rows: Object.entries(COMBOS_SOLUDABLE).flatMap(([tipo, values]) =>
        values.map((value, i) => ({ instanciaId: SOLUDABLE.id, tipo, indice: i + 1, valor: value })),
      ),
    },
  ];
}

export async function seedBase(db: Db, now = new Date()) {
  for (const batch of baseSeed(now)) await insertAll(db, batch.table, batch.rows);
}

/** The demo data `npm start` shows; later issues add their entities here. */
export async function seedDemo(db: Db, now = new Date()) {
  await seedBase(db, now);
}

/** True when the database has never been seeded (no instance yet). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(s.instancias);
  return (row?.n ?? 0) === 0;
}
