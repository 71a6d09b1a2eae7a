import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ambitos } from '../../db/schema/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn, removeAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { textSearch } from '../shared/comun.ts';
import * as v from '../validation/zod.ts';
import { requireCatalogo } from './acceso.ts';

/** Payload of POST /ambitos and PUT /ambitos/{id} (nombre required). */
export const ambitoSchema = z.strictObject({ id: z.number().int().optional(), nombre: v.requiredText(200) });
export type AmbitoInput = z.output<typeof ambitoSchema>;

const FIELDS = { Id: ambitos.id, Nombre: ambitos.nombre };

export function listAmbitos(ctx: DomainContext, opts: { query: ListQuery; texto?: string }) {
  requireCatalogo(ctx.actor, 'L');
  return pagedSelect({
    db: ctx.db,
    table: ambitos,
    fields: FIELDS,
    where: and(eq(ambitos.instanciaId, ctx.instancia.id), ...textSearch(sql`${ambitos.nombre}`, opts.texto)),
    defaultOrder: [asc(ambitos.nombre), asc(ambitos.id)],
    query: opts.query,
  });
}

async function load(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(ambitos)
    .where(and(eq(ambitos.id, id), eq(ambitos.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.ambitoNoEncontrado);
  return row;
}

export async function getAmbito(ctx: DomainContext, id: number) {
  requireCatalogo(ctx.actor, 'L');
  const row = await load(ctx, id);
  return { Id: row.id, Nombre: row.nombre, Auditoria: auditoriaOf(row) };
}

/** Names are unique per instance (a request or process picks a scope by name in lists). */
async function requireUnique(ctx: DomainContext, nombre: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ id: ambitos.id })
    .from(ambitos)
    .where(
      and(
        eq(ambitos.instanciaId, ctx.instancia.id),
        sql`lower(${ambitos.nombre}) = ${nombre.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(ambitos.id, exceptId),
      ),
    );
  if (clash) throw new AppError(409, t.ambitoDuplicado, { nombre: [t.ambitoDuplicado] });
}

export async function createAmbito(ctx: DomainContext, input: AmbitoInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await requireUnique(ctx, input.nombre);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(ambitos)
      .values({ instanciaId: ctx.instancia.id, nombre: input.nombre, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: ambitos.id }),
    auditar({
      accion: 'CREAR',
      entidad: 'ambito',
      entidadId: nuevoEn(ambitos),
      cambios: cambiosDe(null, { nombre: input.nombre }),
    }),
  ]);
  return filaDe<{ id: number }>(rows);
}

export async function updateAmbito(ctx: DomainContext, id: number, input: AmbitoInput) {
  const actor = requireCatalogo(ctx.actor, 'E');
  await load(ctx, id);
  await requireUnique(ctx, input.nombre, id);
  const antes = await filaActual(ctx.db, ambitos, id);
  await commit(ctx, [
    ctx.db
      .update(ambitos)
      .set({ nombre: input.nombre, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(ambitos.id, id)),
    auditar({ accion: 'MODIFICAR', entidad: 'ambito', entidadId: id, cambios: cambiosDe(antes, { nombre: input.nombre }) }),
  ]);
  return getAmbito(ctx, id);
}

/** Deleting a scope removes it from manuals, blocks and standards (FK cascade). */
export async function deleteAmbito(ctx: DomainContext, id: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  await load(ctx, id);
  await removeAudited(ctx, ambitos, id, 'ambito');
}
