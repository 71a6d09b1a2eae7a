import { and, asc, count, eq, sql } from 'drizzle-orm';
import { procesoPerfiles, procesos } from '../../db/schema/procesos.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, nuevoEn, type Paso, removeAudited } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { FieldMap, ListQuery } from '../listing.ts';
import { pagedSelect } from '../listing.ts';
import { isUniqueViolation, textSearch } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { requireProcesos } from './acceso.ts';
import { abiertoSql, type ListasProceso, loadProceso, loadProcesoRecord, perfilesOf } from './lectura.ts';
import { procesoIdPorCodigo, requireCodigoProcesoLibre, validateManualRef, validatePerfiles } from './referencias.ts';
import type { PerfilEntrada, ProcesoInput } from './schema.ts';

// Processes: list, read with its lists, create, update, delete, profiles.

const fields = (hoy: string): FieldMap =>
  ({
    Id: procesos.id,
    Codigo: procesos.codigo,
    Nombre: procesos.nombre,
    ManualId: procesos.manualId,
    Minimo: procesos.minimo,
    FechaApertura: procesos.fechaApertura,
    FechaCierre: procesos.fechaCierre,
    PlazoVigenciaAcreditacion: procesos.plazoVigenciaAcreditacion,
    // A computed column: the FieldMap type names columns, the select takes any SQL.
    Abierto: abiertoSql(hoy).mapWith(Boolean),
  }) as unknown as FieldMap;

/** GET /procesos: text (code, name), manual and open-today filters; `campos` for lookups. */
export function listProcesos(
  ctx: DomainContext,
  opts: { query: ListQuery; texto?: string; manualId?: number; abierto?: boolean },
) {
  requireProcesos(ctx.actor, 'L');
  const hoy = todayIso(ctx.clock.now());
  const abierto = abiertoSql(hoy);
  return pagedSelect({
    db: ctx.db,
    table: procesos,
    fields: fields(hoy),
    where: and(
      eq(procesos.instanciaId, ctx.instancia.id),
      opts.manualId === undefined ? undefined : eq(procesos.manualId, opts.manualId),
      opts.abierto === undefined ? undefined : opts.abierto ? sql`${abierto} = 1` : sql`${abierto} = 0`,
      ...textSearch(sql`${procesos.codigo} || ' ' || ${procesos.nombre}`, opts.texto),
    ),
    defaultOrder: [sql`${procesos.fechaApertura} desc nulls last`, asc(procesos.codigo)],
    query: opts.query,
  });
}

/** GET /procesos/{id} with the lists the flags ask for. */
export function getProceso(ctx: DomainContext, id: number, listas?: ListasProceso) {
  requireProcesos(ctx.actor, 'L');
  return loadProcesoRecord(ctx, id, listas);
}

const columns = (input: ProcesoInput) => ({
  codigo: input.codigo,
  nombre: input.nombre,
  manualId: input.manualId,
  minimo: input.minimo ?? 0,
  fechaApertura: input.fechaApertura ?? null,
  fechaCierre: input.fechaCierre ?? null,
  plazoVigenciaAcreditacion: input.plazoVigenciaAcreditacion ?? null,
});

/** Rows of procesoPerfiles, in the given order unless each says its own. */
export const perfilRows = (procesoId: number | ReturnType<typeof procesoIdPorCodigo>, list: PerfilEntrada[]) => {
  const seen = new Set<number>();
  return list
    .filter((p) => !seen.has(p.perfilId) && seen.add(p.perfilId))
    .map((p, i) => ({
      procesoId: procesoId as number,
      perfilId: p.perfilId,
      requiereDatos: p.requiereDatos ?? false,
      orden: p.orden ?? i + 1,
    }));
};

/** Runs a batch that writes a process; a lost race on the code becomes the 409 the pre-check gives. */
export async function writeProceso(ctx: DomainContext, items: Paso[]) {
  try {
    await commit(ctx, items);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.codigoRepetido, { codigo: [t.codigoRepetido] });
    throw err;
  }
}

/** POST /procesos: the process and, when given, its profiles in one batch. */
export async function createProceso(ctx: DomainContext, input: ProcesoInput): Promise<{ id: number }> {
  const actor = requireProcesos(ctx.actor, 'E');
  await validateManualRef(ctx, input.manualId);
  if (input.perfiles)
    await validatePerfiles(
      ctx,
      input.perfiles.map((p) => p.perfilId),
    );
  await requireCodigoProcesoLibre(ctx, input.codigo);
  const idSql = procesoIdPorCodigo(ctx, input.codigo);
  await writeProceso(ctx, [
    ctx.db.insert(procesos).values({ instanciaId: ctx.instancia.id, ...columns(input), ...altaAudit(actor, ctx.clock.now()) }),
    ...perfilRows(idSql, input.perfiles ?? []).map((row) => ctx.db.insert(procesoPerfiles).values(row)),
    auditar({
      accion: 'CREAR',
      entidad: 'proceso',
      entidadId: nuevoEn(procesos),
      cambios: cambiosDe(null, { ...columns(input), perfiles: input.perfiles?.map((p) => p.perfilId) }),
    }),
  ]);
  const [row] = await ctx.db
    .select({ id: procesos.id })
    .from(procesos)
    .where(and(eq(procesos.instanciaId, ctx.instancia.id), eq(procesos.codigo, input.codigo)));
  return { id: (row as { id: number }).id };
}

/** PUT /procesos/{id}: the process's own fields. */
export async function updateProceso(ctx: DomainContext, id: number, input: ProcesoInput) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  await validateManualRef(ctx, input.manualId);
  await requireCodigoProcesoLibre(ctx, input.codigo, id);
  const antes = await filaActual(ctx.db, procesos, id);
  await writeProceso(ctx, [
    ctx.db
      .update(procesos)
      .set({ ...columns(input), ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(procesos.id, id)),
    auditar({ accion: 'MODIFICAR', entidad: 'proceso', entidadId: id, cambios: cambiosDe(antes, columns(input)) }),
  ]);
  return loadProcesoRecord(ctx, id);
}

/** DELETE /procesos/{id}: 409 once requests or projects name it; its lists go with it (cascade). */
export async function deleteProceso(ctx: DomainContext, id: number): Promise<void> {
  requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  const [s] = await ctx.db.select({ n: count() }).from(solicitudes).where(eq(solicitudes.procesoId, id));
  const [p] = await ctx.db.select({ n: count() }).from(proyectos).where(eq(proyectos.procesoId, id));
  if ((s?.n ?? 0) + (p?.n ?? 0) > 0) throw new AppError(409, t.conSolicitudes);
  await removeAudited(ctx, procesos, id, 'proceso');
}

/** Marks the process as changed (its lists are part of it). */
export const touchProceso = (ctx: DomainContext, actor: Actor, id: number) =>
  ctx.db.update(procesos).set(modificacionAudit(actor, ctx.clock.now())).where(eq(procesos.id, id));

/** PUT /procesos/{id}/perfiles (an addition): the profiles become exactly this list. */
export async function setPerfilesProceso(ctx: DomainContext, id: number, list: PerfilEntrada[]) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, id);
  await validatePerfiles(
    ctx,
    list.map((p) => p.perfilId),
  );
  await commit(ctx, [
    ctx.db.delete(procesoPerfiles).where(eq(procesoPerfiles.procesoId, id)),
    ...perfilRows(id, list).map((row) => ctx.db.insert(procesoPerfiles).values(row)),
    touchProceso(ctx, actor, id),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proceso',
      entidadId: id,
      cambios: [{ Campo: 'Perfiles', Antes: null, Despues: perfilRows(id, list) }],
    }),
  ]);
  return perfilesOf(ctx, id);
}
