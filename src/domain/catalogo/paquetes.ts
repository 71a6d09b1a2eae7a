import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { estandares, manuales, paquetes } from '../../db/schema/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { textSearch } from '../shared/comun.ts';
import { saveVerb } from '../shared/save.ts';
import * as v from '../validation/zod.ts';
import { requireCatalogo } from './acceso.ts';

/** Payload of POST /paquetes and PUT /paquetes/{id} (nombre). */
export const paqueteSchema = z.strictObject({ nombre: v.requiredText(200) });
type PaqueteInput = z.output<typeof paqueteSchema>;

export function listPaquetes(ctx: DomainContext, opts: { query: ListQuery; texto?: string }) {
  requireCatalogo(ctx.actor, 'L');
  return pagedSelect({
    db: ctx.db,
    table: paquetes,
    fields: { Id: paquetes.id, Nombre: paquetes.nombre },
    where: and(eq(paquetes.instanciaId, ctx.instancia.id), ...textSearch(sql`${paquetes.nombre}`, opts.texto)),
    defaultOrder: [asc(paquetes.nombre), asc(paquetes.id)],
    query: opts.query,
  });
}

async function load(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({ id: paquetes.id, nombre: paquetes.nombre })
    .from(paquetes)
    .where(and(eq(paquetes.id, id), eq(paquetes.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.paqueteNoEncontrado);
  return row;
}

/** GET /paquetes/{id}: one package, as the list shows it. */
export async function getPaquete(ctx: DomainContext, id: number) {
  requireCatalogo(ctx.actor, 'L');
  const row = await load(ctx, id);
  return { Id: row.id, Nombre: row.nombre };
}

async function createPaquete(ctx: DomainContext, input: PaqueteInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const valores = { instanciaId: ctx.instancia.id, nombre: input.nombre, ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(paquetes).values(valores).returning({ id: paquetes.id }),
    auditar({ accion: 'CREAR', entidad: 'paquete', entidadId: nuevoEn(paquetes), cambios: cambiosDe(null, valores) }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/**
 * A package only groups standards for handing them out: renaming it changes no assessment,
 * so it is allowed even when published manuals use it.
 */
async function updatePaquete(ctx: DomainContext, id: number, input: PaqueteInput) {
  const actor = requireCatalogo(ctx.actor, 'E');
  await load(ctx, id);
  const valores = { nombre: input.nombre, ...modificacionAudit(actor, ctx.clock.now()) };
  await updateAudited(ctx, paquetes, id, 'paquete', valores);
  return { Id: id, Nombre: input.nombre };
}

/** Creates (`savePaquete(ctx, input)`) or replaces (`savePaquete(ctx, id, input)`). */
export const savePaquete = saveVerb(createPaquete, updatePaquete);

/**
 * Deleting clears the standards' paquete (FK set null). That would change the structure of a
 * published manual (teams are handed standards by package), so it is refused then (409).
 */
export async function removePaquete(ctx: DomainContext, id: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  await load(ctx, id);
  const [used] = await ctx.db
    .select({ id: estandares.id })
    .from(estandares)
    .innerJoin(manuales, eq(manuales.id, estandares.manualId))
    .where(and(eq(estandares.paqueteId, id), ne(manuales.estadoClave, 'edicion')))
    .limit(1);
  if (used) throw new AppError(409, t.paqueteEnUso);
  await removeAudited(ctx, paquetes, id, 'paquete');
}
