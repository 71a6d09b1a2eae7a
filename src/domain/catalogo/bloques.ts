import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bloqueAmbitos, bloques, manuales } from '../../db/schema/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn, removeAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { distinct, linkSetStatements, nextOrden, textSearch, unprocessable } from '../shared/comun.ts';
import { isPositiveInteger } from '../validation/rules.ts';
import * as v from '../validation/zod.ts';
import { requireCatalogo } from './acceso.ts';
import { manualRefColumns } from './comun.ts';
import { loadManual, requireManualEditable } from './edicion.ts';
import { bloqueAmbitosOf, type Ref } from './manuales.ts';
import { validateAmbitos } from './manuales-save.ts';
import { idList } from './manuales-schema.ts';

/** Block order: a whole number >= 0, always with the spec's "Solo números enteros positivos". */
const orden = () =>
  z
    .union([z.number(), z.string()], { error: validacion.positiveInteger })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return undefined;
      if (!isPositiveInteger(value)) {
        ctx.addIssue({ code: 'custom', message: validacion.positiveInteger });
        return z.NEVER;
      }
      return Number(value);
    });

/** Payload of POST /bloques and PUT /bloques/{id}. */
export const bloqueSchema = z.strictObject({
  codigo: v.requiredText(50),
  nombre: v.requiredText(300),
  manualId: v.positiveInt(),
  descripcion: v.optionalText(4000),
  claseCSS: v.optionalText(100).refine((c) => c === undefined || /^[A-Za-z_-][\w -]*$/.test(c), { message: t.claseCssNoValida }),
  color: v.colour({ required: false }),
  orden: orden(),
  ambitos: idList().optional(),
});
export type BloqueInput = z.output<typeof bloqueSchema>;

export interface BloqueRecord {
  Id: number;
  ManualId: number;
  Manual: { Id: number; Codigo: string; Nombre: string; Version: string; EstadoClave: string };
  Codigo: string | null;
  Nombre: string | null;
  Descripcion: string | null;
  ClaseCSS: string | null;
  Color: string | null;
  Orden: number;
  Ambitos: Ref[];
  Auditoria: Auditoria;
}

const FIELDS = {
  Id: bloques.id,
  ManualId: bloques.manualId,
  Codigo: bloques.codigo,
  Nombre: bloques.nombre,
  Descripcion: bloques.descripcion,
  ClaseCSS: bloques.claseCss,
  Color: bloques.color,
  Orden: bloques.orden,
};

export function listBloques(ctx: DomainContext, opts: { query: ListQuery; manualId?: number; texto?: string }) {
  requireCatalogo(ctx.actor, 'L');
  return pagedSelect({
    db: ctx.db,
    table: bloques,
    fields: FIELDS,
    where: and(
      eq(bloques.instanciaId, ctx.instancia.id),
      opts.manualId === undefined ? undefined : eq(bloques.manualId, opts.manualId),
      ...textSearch(
        sql`coalesce(${bloques.codigo}, '') || ' ' || coalesce(${bloques.nombre}, '') || ' ' || coalesce(${bloques.descripcion}, '')`,
        opts.texto,
      ),
    ),
    defaultOrder: [asc(bloques.manualId), asc(bloques.orden), asc(bloques.codigo), asc(bloques.id)],
    query: opts.query,
  });
}

async function load(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(bloques)
    .where(and(eq(bloques.id, id), eq(bloques.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.bloqueNoEncontrado);
  return row;
}

export async function loadBloqueRecord(ctx: DomainContext, id: number): Promise<BloqueRecord> {
  const b = await load(ctx, id);
  const [m] = await ctx.db.select(manualRefColumns).from(manuales).where(eq(manuales.id, b.manualId));
  const amb = await bloqueAmbitosOf(ctx.db, [id]);
  return {
    Id: b.id,
    ManualId: b.manualId,
    Manual: m as BloqueRecord['Manual'],
    Codigo: b.codigo,
    Nombre: b.nombre,
    Descripcion: b.descripcion,
    ClaseCSS: b.claseCss,
    Color: b.color,
    Orden: b.orden,
    Ambitos: amb.get(id) ?? [],
    Auditoria: auditoriaOf(b),
  };
}

export async function getBloque(ctx: DomainContext, id: number) {
  requireCatalogo(ctx.actor, 'L');
  return loadBloqueRecord(ctx, id);
}

const columns = (input: BloqueInput) => ({
  codigo: input.codigo,
  nombre: input.nombre,
  descripcion: input.descripcion ?? null,
  claseCss: input.claseCSS ?? null,
  color: input.color?.toLowerCase() ?? null,
});

const ambitoLinks = (ctx: DomainContext, bloqueId: number, ids: number[]) =>
  linkSetStatements(
    ctx.db,
    ctx.db.delete(bloqueAmbitos).where(eq(bloqueAmbitos.bloqueId, bloqueId)),
    bloqueAmbitos,
    distinct(ids).map((ambitoId) => ({ bloqueId, ambitoId })),
  );

/** POST /bloques: in a manual still in edition; without orden it goes last. */
export async function createBloque(ctx: DomainContext, input: BloqueInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await requireManualEditable(ctx, input.manualId);
  if (input.ambitos) await validateAmbitos(ctx, input.ambitos);
  const orden = input.orden ?? (await nextOrden(ctx.db, bloques, bloques.manualId, input.manualId));
  const insert = ctx.db
    .insert(bloques)
    .values({
      instanciaId: ctx.instancia.id,
      manualId: input.manualId,
      orden,
      ...columns(input),
      ...altaAudit(actor, ctx.clock.now()),
    })
    .returning({ id: bloques.id });
  // The links name the new row through last_insert_rowid(): one batch, so block and scopes
  // are written together or not at all.
  const ambitosIds = distinct(input.ambitos ?? []);
  const links = ctx.db.run(
    sql`insert into ${bloqueAmbitos} (bloque_id, ambito_id) select last_insert_rowid(), value from json_each(${JSON.stringify(ambitosIds)})`,
  );
  const [rows] = await commit(ctx, [
    insert,
    links,
    auditar({
      accion: 'CREAR',
      entidad: 'bloque',
      entidadId: nuevoEn(bloques),
      cambios: cambiosDe(null, { manualId: input.manualId, orden, ...columns(input), ambitos: ambitosIds }),
    }),
  ]);
  return filaDe<{ id: number }>(rows);
}

/** PUT /bloques/{id}: a block stays in its manual (its standards point at the manual too). */
export async function updateBloque(ctx: DomainContext, id: number, input: BloqueInput) {
  const actor = requireCatalogo(ctx.actor, 'E');
  const b = await load(ctx, id);
  if (input.manualId !== b.manualId) unprocessable({ manualId: [t.bloqueCambiaManual] });
  await requireManualEditable(ctx, b.manualId);
  if (input.ambitos) await validateAmbitos(ctx, input.ambitos);
  const nuevos = { ...columns(input), ...(input.orden === undefined ? {} : { orden: input.orden }) };
  const antes = await filaActual(ctx.db, bloques, id);
  await commit(ctx, [
    ctx.db
      .update(bloques)
      .set({ ...nuevos, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(bloques.id, id)),
    ...(input.ambitos ? ambitoLinks(ctx, id, input.ambitos) : []),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'bloque',
      entidadId: id,
      cambios: [
        ...cambiosDe(antes, nuevos),
        ...(input.ambitos ? [{ Campo: 'Ambitos', Antes: null, Despues: distinct(input.ambitos) }] : []),
      ],
    }),
  ]);
  return loadBloqueRecord(ctx, id);
}

/** DELETE /bloques/{id}: its standards, evidences and guides go with it (FK cascade). */
export async function deleteBloque(ctx: DomainContext, id: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const b = await load(ctx, id);
  await requireManualEditable(ctx, b.manualId);
  await removeAudited(ctx, bloques, id, 'bloque');
}

/** POST /bloques/{id}/ambitos/reasignar: part of the structure, so only in edition. */
export async function reasignarAmbitosBloque(ctx: DomainContext, id: number, ids: number[]): Promise<Ref[]> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const b = await load(ctx, id);
  await requireManualEditable(ctx, b.manualId);
  await validateAmbitos(ctx, ids);
  await commit(ctx, [
    ...ambitoLinks(ctx, id, ids),
    ctx.db.update(bloques).set(modificacionAudit(actor, ctx.clock.now())).where(eq(bloques.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'bloque',
      entidadId: id,
      cambios: [{ Campo: 'Ambitos', Antes: null, Despues: distinct(ids) }],
    }),
  ]);
  return (await bloqueAmbitosOf(ctx.db, [id])).get(id) ?? [];
}

/** The manual of a block (for pages). */
export async function manualOfBloque(ctx: DomainContext, id: number) {
  const b = await load(ctx, id);
  return loadManual(ctx, b.manualId);
}
