import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { autoevaluacionAreasMejora, autoevaluacionEvidencias, autoevaluacionFortalezas } from '../../db/schema/autoevaluacion.ts';
import { bloques, estandares, evidencias } from '../../db/schema/catalogo.ts';
import { evidenciasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { copiadaSinCambiosSql } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { columnasEscritas, enVersion, versionEsperada, versionSiguiente } from '../shared/version.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionBase, loadEstandaresAplicables } from './carga.ts';
import { requireContribucion } from './contribucion.ts';
import type { EvidenciaPatchInput } from './evidencias-schema.ts';
import { NO_APLICA } from './reglas.ts';
import { estandarDeEvidencia } from './subsanacion-ronda.ts';

// The team's verdicts on evidences (the list and the PATCH).
// An evidence without a row is pending and applies (ADR 0016); its Version is then 0, and the
// first write creates the row at version 1. Only evidences of applicable standards exist here.

export interface EvidenciaAutoevaluacion {
  /** The evidence's id in the manual (the id the routes use). */
  Id: number;
  Bloqueado: boolean;
  Evidencia: { Id: number; Codigo: string; Descripcion: string; Esencial: boolean; Minimo: number };
  Estandar: { Id: number; Codigo: string; Descripcion: string };
  /** C, PTE, NC, or NA when not applicable. */
  Estado: { Clave: string };
  Aplica: boolean;
  Justificacion: string | null;
  NumeroAreasMejora: number;
  NumeroFortalezas: number;
  /** What a write must send back (0: no verdict stored yet). */
  Version: number;
  /** `CicloAnterior`: the verdict is still the one copied from the earlier cycle; Modificacion names its author there. */
  Auditoria: { Modificacion: { Fecha: string; Id: number | null; Nombre: string | null } | null; CicloAnterior: boolean };
}

interface FiltrosEvidencias {
  estandarId?: number;
  texto?: string;
  /** PTE, C, NC or NA. */
  estadoClave?: string;
  esencial?: boolean;
}

const v = autoevaluacionEvidencias;
const estadoSql = sql<string>`case when coalesce(${v.aplica}, 1) = 0 then ${NO_APLICA} else coalesce(${v.estadoClave}, 'PTE') end`;

const campos = (autoId: number) => ({
  id: evidencias.id,
  codigo: evidencias.codigo,
  descripcion: evidencias.descripcion,
  esencial: evidencias.esencial,
  minimo: evidencias.minimo,
  estandarId: estandares.id,
  estandarCodigo: estandares.codigo,
  estandarDescripcion: estandares.descripcion,
  estado: estadoSql,
  bloqueado: sql<number>`coalesce(${v.bloqueado}, 0)`,
  justificacion: v.justificacion,
  version: sql<number>`coalesce(${v.version}, 0)`,
  modFecha: sql<string | null>`coalesce(${v.modificacionFecha}, ${v.altaFecha})`,
  // The last change's author as a whole (one that has no id is not the row's creator).
  modId: sql<number | null>`case when ${v.modificacionFecha} is null then ${v.altaUsuarioId} else ${v.modificacionUsuarioId} end`,
  modNombre: sql<
    string | null
  >`case when ${v.modificacionFecha} is null then ${v.altaUsuarioNombre} else ${v.modificacionUsuarioNombre} end`,
  copiada: copiadaSinCambiosSql(v),
  areas: sql<number>`(select count(*) from ${autoevaluacionAreasMejora} where ${autoevaluacionAreasMejora.autoevaluacionId} = ${autoId} and ${autoevaluacionAreasMejora.evidenciaId} = ${evidencias.id})`,
  fortalezas: sql<number>`(select count(*) from ${autoevaluacionFortalezas} where ${autoevaluacionFortalezas.autoevaluacionId} = ${autoId} and ${autoevaluacionFortalezas.evidenciaId} = ${evidencias.id})`,
});

type Fila = { [K in keyof ReturnType<typeof campos>]: unknown } & Record<string, unknown>;

function recordOf(r: Fila): EvidenciaAutoevaluacion {
  const estado = String(r.estado);
  return {
    Id: r.id as number,
    Bloqueado: Boolean(r.bloqueado),
    Evidencia: {
      Id: r.id as number,
      Codigo: r.codigo as string,
      Descripcion: r.descripcion as string,
      Esencial: Boolean(r.esencial),
      Minimo: r.minimo as number,
    },
    Estandar: { Id: r.estandarId as number, Codigo: r.estandarCodigo as string, Descripcion: r.estandarDescripcion as string },
    Estado: { Clave: estado },
    Aplica: estado !== NO_APLICA,
    Justificacion: (r.justificacion as string | null) ?? null,
    NumeroAreasMejora: Number(r.areas),
    NumeroFortalezas: Number(r.fortalezas),
    Version: Number(r.version),
    Auditoria: {
      Modificacion: r.modFecha
        ? { Fecha: r.modFecha as string, Id: (r.modId as number | null) ?? null, Nombre: (r.modNombre as string | null) ?? null }
        : null,
      CicloAnterior: Boolean(r.copiada),
    },
  };
}

/** The evidences of the applicable standards, with their verdicts, filtered and in manual order. */
async function selectEvidencias(
  ctx: DomainContext,
  a: AutoevaluacionBase,
  filtros: FiltrosEvidencias & { evidenciaId?: number },
  page?: { limit: number; offset: number },
): Promise<{ rows: Fila[]; total: number }> {
  const aplicables = (await loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId)).map((e) => e.id);
  if (aplicables.length === 0) return { rows: [], total: 0 };
  const where: SQL[] = [inIds(evidencias.estandarId, aplicables)];
  if (filtros.evidenciaId !== undefined) where.push(eq(evidencias.id, filtros.evidenciaId));
  if (filtros.estandarId !== undefined) where.push(eq(evidencias.estandarId, filtros.estandarId));
  if (filtros.esencial !== undefined) where.push(eq(evidencias.esencial, filtros.esencial));
  if (filtros.estadoClave) where.push(sql`${estadoSql} = ${filtros.estadoClave}`);
  where.push(...textSearch(sql`${evidencias.codigo} || ' ' || ${evidencias.descripcion}`, filtros.texto));
  const from = () =>
    ctx.db
      .select(campos(a.id))
      .from(evidencias)
      .innerJoin(estandares, eq(estandares.id, evidencias.estandarId))
      .innerJoin(bloques, eq(bloques.id, estandares.bloqueId))
      .leftJoin(v, and(eq(v.autoevaluacionId, a.id), eq(v.evidenciaId, evidencias.id)));
  const [totalRow] = await ctx.db
    .select({ n: count() })
    .from(evidencias)
    .leftJoin(v, and(eq(v.autoevaluacionId, a.id), eq(v.evidenciaId, evidencias.id)))
    .where(and(...where));
  let q = from()
    .where(and(...where))
    .orderBy(
      asc(bloques.orden),
      asc(bloques.id),
      asc(estandares.orden),
      asc(estandares.id),
      asc(evidencias.orden),
      asc(evidencias.id),
    )
    .$dynamic();
  if (page) q = q.limit(page.limit).offset(page.offset);
  return { rows: (await q) as Fila[], total: totalRow?.n ?? 0 };
}

/** Keeps only the requested PascalCase fields (case-insensitive), as `campos` asks. */
function pickCampos(r: EvidenciaAutoevaluacion, campos?: string[]): Partial<EvidenciaAutoevaluacion> {
  if (!campos?.length) return r;
  const keys = Object.keys(r) as (keyof EvidenciaAutoevaluacion)[];
  const out: Partial<EvidenciaAutoevaluacion> = {};
  for (const c of campos) {
    const key = keys.find((k) => k.toLowerCase() === c.toLowerCase());
    if (!key) throw new AppError(400, `Campo desconocido: ${c}`, { campos: [`Campo desconocido: ${c}`] });
    (out as Record<string, unknown>)[key] = r[key];
  }
  return out;
}

/** The reads' gate: the team (AE) and staff who follow projects (HISTORICO). */
const lectura = (ctx: DomainContext, autoevaluacionId: number) =>
  requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });

/** GET autoevaluaciones/{id}/evidencias: the evidences list (3.5), filtered, paged, `campos` projected. */
export async function listEvidenciasAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  opts: { query: ListQuery; filtros?: FiltrosEvidencias },
): Promise<Page<Partial<EvidenciaAutoevaluacion>>> {
  const { autoevaluacion } = await lectura(ctx, autoevaluacionId);
  const { pagina, registrosPorPagina } = opts.query;
  const { rows, total } = await selectEvidencias(ctx, autoevaluacion, opts.filtros ?? {}, {
    limit: registrosPorPagina,
    offset: (pagina - 1) * registrosPorPagina,
  });
  return { records: rows.map((r) => pickCampos(recordOf(r), opts.query.campos)), total, pagina, registrosPorPagina };
}

/** One evidence of the self-assessment (404 when it is not one of its applicable evidences). */
export async function loadEvidenciaAutoevaluacion(
  ctx: DomainContext,
  a: AutoevaluacionBase,
  evidenciaId: number,
): Promise<EvidenciaAutoevaluacion> {
  const { rows } = await selectEvidencias(ctx, a, { evidenciaId });
  const [row] = rows;
  if (!row) throw new AppError(404, t.evidenciaNoExiste);
  return recordOf(row);
}

/** The ids of a standard's evidences in manual order (the evidence route's ?estandarId= redirect). */
export async function primeraEvidenciaDeEstandar(ctx: DomainContext, autoevaluacionId: number, estandarId: number) {
  const { autoevaluacion } = await lectura(ctx, autoevaluacionId);
  const { rows } = await selectEvidencias(ctx, autoevaluacion, { estandarId }, { limit: 1, offset: 0 });
  return (rows[0]?.id as number | undefined) ?? null;
}

/**
 * PATCH autoevaluaciones/{id}/evidencias/{evidenciaId}: the status (NA = not applicable) and
 * justification. A write naming an older version than the stored one is refused (409), so a
 * colleague's change is never silently overwritten; the version check is in the statement
 * itself, so two writes racing on the same version cannot both succeed.
 */
export async function patchEvidenciaAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  evidenciaId: number,
  input: EvidenciaPatchInput,
  ifMatch?: string,
): Promise<EvidenciaAutoevaluacion> {
  const estandar = await estandarDeEvidencia(ctx.db, evidenciaId);
  const { autoevaluacion, actor } = await requireContribucion(ctx, autoevaluacionId, 'evidencias', { estandarId: estandar });
  const antes = await loadEvidenciaAutoevaluacion(ctx, autoevaluacion, evidenciaId);
  if (antes.Bloqueado) throw new AppError(409, t.bloqueada);
  const version = versionEsperada(input.version, ifMatch);
  if (version !== undefined && version !== antes.Version) throw new AppError(409, t.versionAntigua);
  const now = ctx.clock.now().toISOString();
  const aplica = input.estado === undefined ? antes.Aplica : input.estado !== NO_APLICA;
  const estadoClave =
    input.estado === undefined || input.estado === NO_APLICA
      ? antes.Estado.Clave === NO_APLICA
        ? 'PTE'
        : antes.Estado.Clave
      : input.estado;
  const justificacion = input.justificacion === undefined ? antes.Justificacion : input.justificacion?.trim() || null;
  // Without a version, only the columns the input decides are written (NA decides only `aplica`).
  const set = columnasEscritas({ estadoClave, aplica, justificacion }, version, [
    ...(input.estado !== undefined && input.estado !== NO_APLICA ? (['estadoClave'] as const) : []),
    ...(input.estado !== undefined ? (['aplica'] as const) : []),
    ...(input.justificacion !== undefined ? (['justificacion'] as const) : []),
  ]);
  const quien = { modificacionFecha: now, modificacionUsuarioId: actor.usuarioId, modificacionUsuarioNombre: actor.nombre };
  const escritura =
    antes.Version === 0
      ? ctx.db
          .insert(v)
          .values({
            autoevaluacionId,
            evidenciaId,
            estadoClave,
            aplica,
            justificacion,
            version: 1,
            altaFecha: now,
            altaUsuarioId: actor.usuarioId,
            altaUsuarioNombre: actor.nombre,
            ...quien,
          })
          // Without a version a colleague's insert in between is no conflict: only the sent fields
          // go over it; with one, it wins and nothing is written (409).
          .onConflictDoUpdate({
            target: [v.autoevaluacionId, v.evidenciaId],
            set: { ...set, version: versionSiguiente(v.version), ...quien },
            ...(version === undefined ? {} : { setWhere: sql`0` }),
          })
          .returning({ id: v.id })
      : ctx.db
          .update(v)
          .set({ ...set, version: versionSiguiente(v.version), ...quien })
          .where(and(eq(v.autoevaluacionId, autoevaluacionId), eq(v.evidenciaId, evidenciaId), enVersion(v.version, version)))
          .returning({ id: v.id });
  const cambios = [
    { Campo: 'Estado', Antes: antes.Estado.Clave, Despues: aplica ? estadoClave : NO_APLICA },
    { Campo: 'Justificacion', Antes: antes.Justificacion, Despues: justificacion },
  ].filter((c) => c.Antes !== c.Despues);
  const [escrita] = (await commit(ctx, [
    escritura,
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacionEvidencia',
      entidadId: `${autoevaluacionId}/${evidenciaId}`,
      cambios,
      siCambia: true,
    }),
  ])) as [{ id: number }[]];
  // The guarded write lost a race: someone else's change went in first.
  if (escrita.length === 0) throw new AppError(409, t.versionAntigua);
  return loadEvidenciaAutoevaluacion(ctx, autoevaluacion, evidenciaId);
}
