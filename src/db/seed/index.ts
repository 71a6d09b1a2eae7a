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
async function insertAll(db: Db, table: SQLiteTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

/** Reference data every environment needs: instance, geography and lookups. */
export async function seedBase(db: Db, now = new Date()) {
  await insertAll(db, s.instancias, [{ ...SOLUDABLE, altaFecha: now.toISOString() }]);
  await insertAll(db, s.provincias, provinciaRows());
  await insertAll(db, s.municipios, municipioRows());
  await insertAll(db, s.localidades, localidadRows());
  await insertAll(db, s.sexos, SEXOS);
  await insertAll(db, s.tiposDocumentoIdentidad, TIPOS_DOCUMENTO_IDENTIDAD);
  await insertAll(db, s.estados, ESTADOS);
  await insertAll(db, s.fasesProyecto, FASES_PROYECTO);
  await insertAll(db, s.tiposHito, TIPOS_HITO);
  await insertAll(db, s.mediosNotificacion, MEDIOS_NOTIFICACION);
  await insertAll(
    db,
    s.combos,
    Object.entries(COMBOS_SOLUDABLE).flatMap(([tipo, valores]) =>
      valores.map((valor, i) => ({ instanciaId: SOLUDABLE.id, tipo, indice: i + 1, valor })),
    ),
  );
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
