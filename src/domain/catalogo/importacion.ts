import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  ambitos,
  ejemplos,
  formularios,
  manuales,
  mapas,
  paquetes,
  tiposPregunta,
  tiposPrueba,
} from '../../db/schema/catalogo.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { idsParam, isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { requireCatalogo } from './acceso.ts';
import { ejemplosDoc, formulariosDoc } from './exportacion-contenido.ts';
import type { EjemploDoc, FormularioDoc, Importacion } from './exportacion-schema.ts';
import { buildImport, type IdCounters, type Resolved, TABLES } from './importacion-build.ts';

/** Every ref the document uses must be declared in it, and lookup keys must exist (422). */
async function validateReferences(db: Db, doc: Importacion): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const declared = (list: { ref: string }[] | undefined, field: string) => {
    const set = new Set<string>();
    for (const x of list ?? []) {
      if (set.has(x.ref)) add(field, t.importacionNoValida);
      set.add(x.ref);
    }
    return set;
  };
  const forms = declared(doc.formularios, 'formularios');
  const tests = declared(doc.pruebas, 'pruebas');
  const examples = declared(doc.ejemplos, 'ejemplos');
  for (const p of doc.pruebas ?? []) if (!forms.has(p.formulario)) add('pruebas', t.importacionReferencia(p.formulario));
  for (const b of doc.bloques ?? [])
    for (const e of b.estandares ?? []) {
      for (const r of e.ejemplos ?? []) if (!examples.has(r)) add('bloques', t.importacionReferencia(r));
      for (const ev of e.evidencias ?? []) {
        for (const r of ev.ejemplos ?? []) if (!examples.has(r)) add('bloques', t.importacionReferencia(r));
        for (const l of ev.pruebas ?? []) if (!tests.has(l.prueba)) add('bloques', t.importacionReferencia(l.prueba));
      }
    }
  const tiposP = new Set((await db.select({ c: tiposPregunta.clave }).from(tiposPregunta)).map((r) => r.c));
  for (const f of doc.formularios ?? [])
    for (const q of f.preguntas) if (!tiposP.has(q.tipoClave)) add('formularios', t.importacionTipoPregunta(q.tipoClave));
  const tiposT = new Set((await db.select({ c: tiposPrueba.clave }).from(tiposPrueba)).map((r) => r.c));
  for (const p of doc.pruebas ?? [])
    if (p.tipoClave && !tiposT.has(p.tipoClave)) add('pruebas', t.importacionTipoPrueba(p.tipoClave));
  if (doc.manual.mapa) {
    const [m] = await db.select({ id: mapas.id }).from(mapas).where(eq(mapas.clave, doc.manual.mapa));
    if (!m) add('manual', t.importacionMapa(doc.manual.mapa));
  }
  if (Object.keys(errors).length > 0) {
    for (const k of Object.keys(errors)) errors[k] = [...new Set(errors[k])];
    unprocessable(errors);
  }
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Reuse rule (ADR 0010): a form or example is shared when the row named by `origenId` is in
 * this instance and reads exactly as exported; otherwise the import creates a copy. So a clone
 * in the same instance shares its forms (their tests stay comparable across versions), while
 * a document from elsewhere, or one whose form was edited since, never links to the wrong row.
 */
async function reusable(
  ctx: DomainContext,
  table: typeof formularios | typeof ejemplos,
  docs: (FormularioDoc | EjemploDoc)[],
  read: (db: Db, ids: number[]) => Promise<unknown[]>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = docs.map((d) => d.origenId).filter((id): id is number => id !== null);
  if (ids.length === 0) return out;
  const mine = new Set(
    (
      await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.instanciaId, ctx.instancia.id), sql`${table.id} in ${idsParam(ids)}`))
    ).map((r) => r.id),
  );
  for (const d of docs) {
    if (d.origenId === null || !mine.has(d.origenId)) continue;
    const [current] = await read(ctx.db, [d.origenId]);
    const { ref: _ref, ...exported } = d;
    if (current && sameContent(current, exported)) out.set(d.ref, d.origenId);
  }
  return out;
}

/** Existing rows by name (case-insensitive for scopes, whose names are unique that way). */
async function byName(rows: Promise<{ id: number; nombre: string }[]>, fold: boolean) {
  const map = new Map<string, number>();
  for (const r of await rows) {
    const key = fold ? r.nombre.toLowerCase() : r.nombre;
    if (!map.has(key)) map.set(key, r.id);
  }
  return map;
}

/** The next free id of each table: max of the rows and of SQLite's AUTOINCREMENT counter. */
async function nextId(db: Db, table: SQLiteTable, name: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(id), 0)` }).from(table);
  let seq = 0;
  try {
    const [s] = await db.all<{ seq: number }>(sql`select seq from sqlite_sequence where name = ${name}`);
    seq = Number(s?.seq ?? 0);
  } catch {
    // Some hosts hide sqlite_sequence; max(id) alone is then the floor.
  }
  return Math.max(Number(row?.n ?? 0), seq) + 1;
}

async function resolve(ctx: DomainContext, doc: Importacion): Promise<Resolved> {
  const db = ctx.db;
  const inst = ctx.instancia.id;
  const [mapa] = doc.manual.mapa
    ? await db.select({ id: mapas.id }).from(mapas).where(eq(mapas.clave, doc.manual.mapa))
    : await db.select({ id: mapas.id }).from(mapas).orderBy(asc(mapas.orden)).limit(1);
  const tagRows = await db
    .select({ id: etiquetas.id, nombre: etiquetas.nombre, tipo: etiquetas.tipoClave })
    .from(etiquetas)
    .where(eq(etiquetas.instanciaId, inst))
    .orderBy(asc(etiquetas.id));
  const tags = new Map<string, number>();
  for (const r of tagRows) if (!tags.has(`${r.tipo}|${r.nombre}`)) tags.set(`${r.tipo}|${r.nombre}`, r.id);
  return {
    mapaId: (mapa as { id: number }).id,
    ambitos: await byName(
      db
        .select({ id: ambitos.id, nombre: ambitos.nombre })
        .from(ambitos)
        .where(eq(ambitos.instanciaId, inst))
        .orderBy(asc(ambitos.id)),
      true,
    ),
    paquetes: await byName(
      db
        .select({ id: paquetes.id, nombre: paquetes.nombre })
        .from(paquetes)
        .where(eq(paquetes.instanciaId, inst))
        .orderBy(asc(paquetes.id)),
      false,
    ),
    etiquetas: tags,
    formularios: await reusable(ctx, formularios, doc.formularios ?? [], formulariosDoc),
    ejemplos: await reusable(ctx, ejemplos, doc.ejemplos ?? [], ejemplosDoc),
  };
}

/**
 * POST /manuales/importar: a new manual from an export document, with new ids, in one batch
 * (nothing is half-written). New rows get ids allocated up front so links can name them; should
 * another write take one of them meanwhile, the batch fails whole and is tried again.
 */
export async function importarManual(ctx: DomainContext, doc: Importacion): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const codigo = doc.codigo ?? doc.manual.codigo;
  const version = doc.version ?? doc.manual.version;
  await validateReferences(ctx.db, doc);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [clash] = await ctx.db
      .select({ id: manuales.id })
      .from(manuales)
      .where(and(eq(manuales.instanciaId, ctx.instancia.id), eq(manuales.codigo, codigo), eq(manuales.version, version)));
    if (clash) throw new AppError(409, t.manualDuplicado, { codigo: [t.manualDuplicado] });
    const resolved = await resolve(ctx, doc);
    const ids = Object.fromEntries(
      await Promise.all(Object.entries(TABLES).map(async ([k, [table, name]]) => [k, await nextId(ctx.db, table, name)])),
    ) as IdCounters;
    const { manualId, statements } = buildImport(ctx, actor, doc, resolved, ids);
    try {
      await commit(ctx, [
        ...statements,
        auditar({
          accion: 'IMPORTAR',
          entidad: 'manual',
          entidadId: manualId,
          cambios: [{ Campo: 'Codigo', Antes: null, Despues: `${codigo} ${version}` }],
        }),
      ]);
      return { id: manualId };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A primary key taken meanwhile, or the same codigo+version imported at once: look again.
    }
  }
  throw new AppError(409, t.importacionReintentar);
}
