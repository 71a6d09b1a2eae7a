import { and, eq } from 'drizzle-orm';
import { ambitos } from '../../db/schema/catalogo.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { procesoAmbitos, procesoFasesProyecto } from '../../db/schema/procesos.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireProcesos } from './acceso.ts';
import { ambitosOf, fasesOf, loadProceso } from './lectura.ts';
import { touchProceso } from './procesos.ts';

// A process's scopes (with minimums) and project phases (deadline days, minimum): one PUT
// per entry creates or updates it.

async function ambitoDeInstancia(ctx: DomainContext, ambitoId: number) {
  const [a] = await ctx.db
    .select({ id: ambitos.id })
    .from(ambitos)
    .where(and(eq(ambitos.id, ambitoId), eq(ambitos.instanciaId, ctx.instancia.id)));
  if (!a) throw new AppError(404, t.ambitoNoExiste(ambitoId));
}

/** PUT /procesos/{id}/ambitos/{ambitoId}: links the scope or changes its minimum. */
export async function putAmbitoProceso(ctx: DomainContext, id: number, ambitoId: number, minimo: number | undefined) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  await ambitoDeInstancia(ctx, ambitoId);
  await commit(ctx, [
    ctx.db
      .insert(procesoAmbitos)
      .values({ procesoId: id, ambitoId, minimo: minimo ?? null })
      .onConflictDoUpdate({ target: [procesoAmbitos.procesoId, procesoAmbitos.ambitoId], set: { minimo: minimo ?? null } }),
    touchProceso(ctx, actor, id),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proceso',
      entidadId: id,
      cambios: [{ Campo: `Ambito ${ambitoId}`, Antes: null, Despues: { minimo: minimo ?? null } }],
    }),
  ]);
  return ambitosOf(ctx, id);
}

/** DELETE /procesos/{id}/ambitos/{ambitoId} (an addition): the scope leaves the process. */
export async function removeAmbitoProceso(ctx: DomainContext, id: number, ambitoId: number) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  const where = and(eq(procesoAmbitos.procesoId, id), eq(procesoAmbitos.ambitoId, ambitoId));
  const [link] = await ctx.db.select({ a: procesoAmbitos.ambitoId }).from(procesoAmbitos).where(where);
  if (!link) throw new AppError(404, t.ambitoNoVinculado);
  await commit(ctx, [
    ctx.db.delete(procesoAmbitos).where(where),
    touchProceso(ctx, actor, id),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proceso',
      entidadId: id,
      cambios: [{ Campo: `Ambito ${ambitoId}`, Antes: ambitoId, Despues: null }],
    }),
  ]);
}

/** PUT /procesos/{id}/fasesProyecto/{faseClave}: deadline (days) and minimum of the phase. */
export async function putFaseProceso(
  ctx: DomainContext,
  id: number,
  faseClave: string,
  input: { plazo?: number; minimo?: number },
) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  const [fase] = await ctx.db.select({ c: fasesProyecto.clave }).from(fasesProyecto).where(eq(fasesProyecto.clave, faseClave));
  if (!fase) throw new AppError(404, t.faseNoExiste(faseClave));
  const values = { plazo: input.plazo ?? null, minimo: input.minimo ?? null };
  await commit(ctx, [
    ctx.db
      .insert(procesoFasesProyecto)
      .values({ procesoId: id, faseClave, ...values })
      .onConflictDoUpdate({ target: [procesoFasesProyecto.procesoId, procesoFasesProyecto.faseClave], set: values }),
    touchProceso(ctx, actor, id),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proceso',
      entidadId: id,
      cambios: [{ Campo: `Fase ${faseClave}`, Antes: null, Despues: values }],
    }),
  ]);
  return fasesOf(ctx, id);
}
