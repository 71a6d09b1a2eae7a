import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ambitos, bloques, estandares, manualAmbitos, manualEtiquetas, manuales, mapas } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import { catalogo } from '../../i18n/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { distinct, isUniqueViolation, linkSetStatements, unknownIds, unprocessable } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { saveVerb } from '../shared/save.ts';
import type { Storage } from '../shared/storage.ts';
import { requireCatalogo } from './acceso.ts';
import { isEditable, loadManual, type Manual } from './edicion.ts';
import { loadManualRecord, manualAmbitosOf, manualEtiquetasOf } from './manuales.ts';
import { faltaParaPublicar } from './manuales-requisitos.ts';
import type { ManualInput } from './manuales-schema.ts';

type Ctx = DomainContext;

/** Manual tags must be MAN tags of this instance. */
async function validateEtiquetasManual(ctx: Ctx, ids: number[]): Promise<number[]> {
  const bad = await unknownIds(
    ctx.db,
    etiquetas.id,
    etiquetas,
    distinct(ids),
    and(eq(etiquetas.instanciaId, ctx.instancia.id), eq(etiquetas.tipoClave, 'MAN')),
  );
  if (bad.length > 0) unprocessable({ etiquetas: bad.map(t.etiquetaNoValida) });
  return distinct(ids);
}

export async function validateAmbitos(ctx: Ctx, ids: number[]): Promise<number[]> {
  const bad = await unknownIds(ctx.db, ambitos.id, ambitos, distinct(ids), eq(ambitos.instanciaId, ctx.instancia.id));
  if (bad.length > 0) unprocessable({ ambitos: bad.map(t.ambitoNoValido) });
  return distinct(ids);
}

async function validateMapa(ctx: Ctx, mapaId: number) {
  const [m] = await ctx.db.select({ id: mapas.id }).from(mapas).where(eq(mapas.id, mapaId));
  if (!m) unprocessable({ mapaId: [t.mapaNoExiste] });
}

async function requireUnique(ctx: Ctx, codigo: string, version: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ id: manuales.id })
    .from(manuales)
    .where(
      and(
        eq(manuales.instanciaId, ctx.instancia.id),
        eq(manuales.codigo, codigo),
        eq(manuales.version, version),
        exceptId === undefined ? undefined : ne(manuales.id, exceptId),
      ),
    );
  if (clash) throw new AppError(409, t.manualDuplicado, { codigo: [t.manualDuplicado] });
}

const linkStatements = (ctx: Ctx, manualId: number, input: Pick<ManualInput, 'etiquetas' | 'ambitos'>) => [
  ...(input.etiquetas
    ? linkSetStatements(
        ctx.db,
        ctx.db.delete(manualEtiquetas).where(eq(manualEtiquetas.manualId, manualId)),
        manualEtiquetas,
        distinct(input.etiquetas).map((etiquetaId) => ({ manualId, etiquetaId })),
      )
    : []),
  ...(input.ambitos
    ? linkSetStatements(
        ctx.db,
        ctx.db.delete(manualAmbitos).where(eq(manualAmbitos.manualId, manualId)),
        manualAmbitos,
        distinct(input.ambitos).map((ambitoId) => ({ manualId, ambitoId })),
      )
    : []),
];

async function validateLinks(ctx: Ctx, input: Pick<ManualInput, 'etiquetas' | 'ambitos'>) {
  if (input.etiquetas) await validateEtiquetasManual(ctx, input.etiquetas);
  if (input.ambitos) await validateAmbitos(ctx, input.ambitos);
}

/** POST /manuales: a new manual always starts in edition. */
async function createManual(ctx: Ctx, input: ManualInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  if (input.estadoClave && input.estadoClave !== 'edicion') {
    unprocessable({ estadoClave: [t.transicionNoPermitida('edicion', input.estadoClave)] });
  }
  await validateMapa(ctx, input.mapaId);
  await validateLinks(ctx, input);
  await requireUnique(ctx, input.codigo, input.version);
  // The links find the new row by its natural key (codigo+version is unique), so row and
  // links are written in one batch.
  const byKey = sql`(select ${manuales.id} from ${manuales} where ${manuales.instanciaId} = ${ctx.instancia.id} and ${manuales.codigo} = ${input.codigo} and ${manuales.version} = ${input.version})`;
  const linkFrom = (table: SQLiteTable, column: string, ids: number[] | undefined) =>
    ctx.db.run(
      sql`insert into ${table} (manual_id, ${sql.raw(column)}) select ${byKey}, value from json_each(${JSON.stringify(distinct(ids ?? []))})`,
    );
  const valores = {
    instanciaId: ctx.instancia.id,
    codigo: input.codigo,
    nombre: input.nombre,
    version: input.version,
    estadoClave: 'edicion' as const,
    mapaId: input.mapaId,
    descripcion: input.descripcion ?? null,
    enlace: input.enlace ?? null,
    fechaCierre: input.fechaCierre ?? null,
    publico: input.publico ?? false,
    ...altaAudit(actor, ctx.clock.now()),
  };
  const insert = ctx.db.insert(manuales).values(valores).returning({ id: manuales.id });
  let id: number;
  try {
    const [rows] = await commit(ctx, [
      insert,
      linkFrom(manualEtiquetas, 'etiqueta_id', input.etiquetas),
      linkFrom(manualAmbitos, 'ambito_id', input.ambitos),
      auditar({
        accion: 'CREAR',
        entidad: 'manual',
        entidadId: nuevoEn(manuales),
        cambios: cambiosDe(null, { ...valores, etiquetas: input.etiquetas, ambitos: input.ambitos }),
      }),
    ]);
    id = filaDe<{ id: number }>(rows).id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.manualDuplicado, { codigo: [t.manualDuplicado] });
    throw err;
  }
  return { id };
}

/**
 * The state moves a manual may make: none, edicion → vigente (publishing, with its checks) and
 * vigente → obsoleto; nothing goes back to edition.
 */
export function requireTransicion(de: string, a: string): void {
  if (de === a) return;
  if (de === 'vigente' && a === 'obsoleto') return;
  if (de === 'edicion' && a === 'vigente') return;
  const message = t.transicionNoPermitida(de, a);
  throw new AppError(409, message, { estadoClave: [message] });
}

/** Fields frozen once the manual is published (ADR 0010); a PUT that changes one is refused. */
export function frozenChanges(
  m: { codigo: string; nombre: string; version: string; mapaId: number },
  input: Pick<ManualInput, 'codigo' | 'nombre' | 'version' | 'mapaId'>,
): string[] {
  const out: string[] = [];
  if (input.codigo !== m.codigo) out.push('codigo');
  if (input.nombre !== m.nombre) out.push('nombre');
  if (input.version !== m.version) out.push('version');
  if (input.mapaId !== m.mapaId) out.push('mapaId');
  return out;
}

/**
 * PUT /manuales/{id}. Moving the state to vigente publishes the manual with the publish
 * action's checks and writes, in the same batch as the form's other fields.
 */
async function updateManual(ctx: Ctx, manualId: number, input: ManualInput) {
  const actor = requireCatalogo(ctx.actor, 'E');
  const m = await loadManual(ctx, manualId);
  const pedido = input.estadoClave ?? m.estadoClave;
  requireTransicion(m.estadoClave, pedido);
  const publica = m.estadoClave === 'edicion' && pedido === 'vigente';
  if (publica) await requirePublicable(ctx, m);
  const estado = publica ? m.estadoClave : pedido;
  if (!isEditable(m)) {
    const frozen = frozenChanges(m, input);
    if (frozen.length > 0) {
      const errors: FieldErrors = Object.fromEntries(frozen.map((f) => [f, [catalogo.manualPublicado]]));
      throw new AppError(409, catalogo.manualPublicado, errors);
    }
  } else {
    await validateMapa(ctx, input.mapaId);
    await requireUnique(ctx, input.codigo, input.version, manualId);
  }
  await validateLinks(ctx, input);
  const valores = {
    codigo: input.codigo,
    nombre: input.nombre,
    version: input.version,
    mapaId: input.mapaId,
    estadoClave: estado,
    descripcion: input.descripcion ?? null,
    enlace: input.enlace ?? null,
    fechaCierre: input.fechaCierre ?? null,
    publico: input.publico ?? false,
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  const update = ctx.db.update(manuales).set(valores).where(eq(manuales.id, manualId));
  const antes = await filaActual(ctx.db, manuales, manualId);
  try {
    await commit(ctx, [
      update,
      ...linkStatements(ctx, manualId, input),
      auditar({ accion: 'MODIFICAR', entidad: 'manual', entidadId: manualId, cambios: cambiosDe(antes, valores) }),
      ...(publica ? publicacionStatements(ctx, actor, m) : []),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.manualDuplicado, { codigo: [t.manualDuplicado] });
    throw err;
  }
  return loadManualRecord(ctx, manualId);
}

/** Creates (`saveManual(ctx, input)`) or replaces (`saveManual(ctx, id, input)`). */
export const saveManual = saveVerb(createManual, updateManual);

/**
 * DELETE /manuales/{id}: only in edition (a published manual may have self-assessments).
 * Blocks and everything below go by FK cascade; the files' rows go in the same batch and
 * their bytes afterwards (a failure there only leaves an orphan object, never a dangling row).
 */
export async function removeManual(ctx: Ctx, manualId: number, storage: Storage): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const m = await loadManual(ctx, manualId);
  if (!isEditable(m)) throw new AppError(409, t.soloEnEdicionEliminar);
  const owned = and(eq(ficheros.instanciaId, ctx.instancia.id), eq(ficheros.manualId, manualId));
  const files = await ctx.db.select({ clave: ficheros.claveAlmacen }).from(ficheros).where(owned);
  const antes = await filaActual(ctx.db, manuales, manualId);
  await commit(ctx, [
    ctx.db.delete(ficheros).where(owned),
    ctx.db.delete(manuales).where(eq(manuales.id, manualId)),
    auditar({ accion: 'ELIMINAR', entidad: 'manual', entidadId: manualId, cambios: cambiosDe(antes, null) }),
  ]);
  for (const f of files) {
    try {
      await storage.delete(f.clave);
    } catch (err) {
      console.warn(`[manuales] no se pudo borrar el objeto ${f.clave}`, err);
    }
  }
}

/** POST /manuales/{id}/etiquetas/reasignar: tags are presentation, editable in any state. */
export async function reasignarEtiquetasManual(ctx: Ctx, manualId: number, ids: number[]) {
  const actor = requireCatalogo(ctx.actor, 'E');
  await loadManual(ctx, manualId);
  await validateEtiquetasManual(ctx, ids);
  await commit(ctx, [
    ...linkStatements(ctx, manualId, { etiquetas: ids }),
    ctx.db.update(manuales).set(modificacionAudit(actor, ctx.clock.now())).where(eq(manuales.id, manualId)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'manual',
      entidadId: manualId,
      cambios: [{ Campo: 'Etiquetas', Antes: null, Despues: distinct(ids) }],
    }),
  ]);
  return manualEtiquetasOf(ctx.db, manualId);
}

/** POST /manuales/{id}/ambitos/reasignar: the manual's scopes are editable in any state. */
export async function reasignarAmbitosManual(ctx: Ctx, manualId: number, ids: number[]) {
  const actor = requireCatalogo(ctx.actor, 'E');
  await loadManual(ctx, manualId);
  await validateAmbitos(ctx, ids);
  await commit(ctx, [
    ...linkStatements(ctx, manualId, { ambitos: ids }),
    ctx.db.update(manuales).set(modificacionAudit(actor, ctx.clock.now())).where(eq(manuales.id, manualId)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'manual',
      entidadId: manualId,
      cambios: [{ Campo: 'Ambitos', Antes: null, Despues: distinct(ids) }],
    }),
  ]);
  return manualAmbitosOf(ctx.db, manualId);
}

/**
 * A manual is published only when complete: its MAN file (the spec makes it required), at
 * least one block, and at least one standard in every block. 409 otherwise.
 */
async function requirePublicable(ctx: Ctx, m: Manual): Promise<void> {
  if (!isEditable(m)) throw new AppError(409, t.publicarNoEnEdicion);
  const [[file], [anyBlock]] = await Promise.all([
    ctx.db
      .select({ id: ficheros.id })
      .from(ficheros)
      .where(and(eq(ficheros.instanciaId, ctx.instancia.id), eq(ficheros.manualId, m.id), eq(ficheros.tipoClave, 'MAN')))
      .limit(1),
    ctx.db.select({ id: bloques.id }).from(bloques).where(eq(bloques.manualId, m.id)).limit(1),
  ]);
  const falta = faltaParaPublicar({ tieneFichero: file !== undefined, bloques: anyBlock ? 1 : 0 });
  if (falta) throw new AppError(409, falta);
  const [empty] = await ctx.db
    .select({ codigo: bloques.codigo, nombre: bloques.nombre })
    .from(bloques)
    .where(
      and(
        eq(bloques.manualId, m.id),
        notExists(ctx.db.select({ x: sql`1` }).from(estandares).where(eq(estandares.bloqueId, bloques.id))),
      ),
    )
    .orderBy(asc(bloques.orden), asc(bloques.id))
    .limit(1);
  if (empty) throw new AppError(409, t.publicarBloqueSinEstandares(empty.codigo ?? empty.nombre ?? ''));
}

/** The writes of publishing: edicion → vigente, fechaPublicacion today, audited as PUBLICAR. */
function publicacionStatements(ctx: Ctx, actor: Actor, m: Manual) {
  const now = ctx.clock.now();
  return [
    ctx.db
      .update(manuales)
      .set({ estadoClave: 'vigente', fechaPublicacion: todayIso(now), ...modificacionAudit(actor, now) })
      .where(and(eq(manuales.id, m.id), eq(manuales.estadoClave, 'edicion'))),
    auditar({
      accion: 'PUBLICAR',
      entidad: 'manual',
      entidadId: m.id,
      cambios: [
        { Campo: 'EstadoClave', Antes: m.estadoClave, Despues: 'vigente' },
        { Campo: 'FechaPublicacion', Antes: m.fechaPublicacion ?? null, Despues: todayIso(now) },
      ],
    }),
  ] as const;
}

/** POST /manuales/{id}/publicar: a complete manual in edition becomes vigente. */
export async function publicarManual(ctx: Ctx, manualId: number) {
  const actor = requireCatalogo(ctx.actor, 'E');
  const m = await loadManual(ctx, manualId);
  await requirePublicable(ctx, m);
  await commit(ctx, [...publicacionStatements(ctx, actor, m)]);
  return loadManualRecord(ctx, manualId);
}
