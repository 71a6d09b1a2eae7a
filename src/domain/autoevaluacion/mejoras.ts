import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { autoevaluacionAreasMejora, autoevaluacionFortalezas } from '../../db/schema/autoevaluacion.ts';
import { estandares, evidencias } from '../../db/schema/catalogo.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { evidenciasApi, mejorasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { textSearch, unprocessable } from '../shared/comun.ts';
import { columnasEscritas, enVersion, versionEsperada, versionSiguiente } from '../shared/version.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionBase, loadEstandaresAplicables } from './carga.ts';
import { requireContribucion } from './contribucion.ts';
import type { AreaMejoraInput, FortalezaInput } from './evidencias-schema.ts';

// Improvement areas and strengths of a self-assessment: code, description,
// the implantation flag (areas only), optionally about one evidence (the evidences list counts
// them) or one standard. Reads: the team (AE) and HISTORICO; writes through requireContribucion.

export type TipoMejora = 'areaMejora' | 'fortaleza';

const TABLAS = { areaMejora: autoevaluacionAreasMejora, fortaleza: autoevaluacionFortalezas } as const;
const NO_EXISTE = { areaMejora: t.areaNoExiste, fortaleza: t.fortalezaNoExiste } as const;
const CAMBIADA = { areaMejora: t.areaCambiada, fortaleza: t.fortalezaCambiada } as const;

export interface MejoraRecord {
  Id: number;
  AutoevaluacionId: number;
  Codigo: string | null;
  Descripcion: string;
  /** Areas only. */
  Implantacion?: boolean;
  Evidencia: { Id: number; Codigo: string } | null;
  Estandar: { Id: number; Codigo: string } | null;
  /** Moves on with every change: sent back with a PUT (or as the ETag in If-Match) so a stale write is refused (409). */
  Version: number;
  Auditoria: {
    Alta: { Fecha: string; Id: number | null; Nombre: string | null };
    Modificacion: { Fecha: string; Id: number | null; Nombre: string | null } | null;
  };
}

interface FiltrosMejoras {
  evidenciaId?: number;
  estandarId?: number;
  texto?: string;
  implantacion?: boolean;
}

function selectMejoras(ctx: DomainContext, tipo: TipoMejora) {
  const m = TABLAS[tipo];
  return ctx.db
    .select({
      row: m,
      evidenciaCodigo: evidencias.codigo,
      estandarCodigo: estandares.codigo,
    })
    .from(m)
    .leftJoin(evidencias, eq(evidencias.id, m.evidenciaId))
    .leftJoin(estandares, eq(estandares.id, m.estandarId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof selectMejoras>['where']>>[number];

function recordOf(tipo: TipoMejora, f: Fila): MejoraRecord {
  const r = f.row as typeof autoevaluacionAreasMejora.$inferSelect;
  return {
    Id: r.id,
    AutoevaluacionId: r.autoevaluacionId,
    Codigo: r.codigo,
    Descripcion: r.descripcion,
    ...(tipo === 'areaMejora' ? { Implantacion: Boolean(r.implantacion) } : {}),
    Evidencia: r.evidenciaId && f.evidenciaCodigo ? { Id: r.evidenciaId, Codigo: f.evidenciaCodigo } : null,
    Estandar: r.estandarId && f.estandarCodigo ? { Id: r.estandarId, Codigo: f.estandarCodigo } : null,
    Version: r.version,
    Auditoria: {
      Alta: { Fecha: r.altaFecha, Id: r.altaUsuarioId, Nombre: r.altaUsuarioNombre },
      Modificacion: r.modificacionFecha
        ? { Fecha: r.modificacionFecha, Id: r.modificacionUsuarioId, Nombre: r.modificacionUsuarioNombre }
        : null,
    },
  };
}

/** GET autoevaluaciones/{id}/areasMejora | fortalezas: filtered and paged, by code. */
export async function listMejoras(
  ctx: DomainContext,
  tipo: TipoMejora,
  autoevaluacionId: number,
  opts: { query: ListQuery; filtros?: FiltrosMejoras },
): Promise<Page<MejoraRecord>> {
  await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });
  const m = TABLAS[tipo];
  const f = opts.filtros ?? {};
  const where: SQL[] = [eq(m.autoevaluacionId, autoevaluacionId)];
  if (f.evidenciaId !== undefined) where.push(eq(m.evidenciaId, f.evidenciaId));
  if (f.estandarId !== undefined) where.push(eq(m.estandarId, f.estandarId));
  if (f.implantacion !== undefined && tipo === 'areaMejora')
    where.push(eq(autoevaluacionAreasMejora.implantacion, f.implantacion));
  where.push(...textSearch(sqlConcat(m), f.texto));
  const { pagina, registrosPorPagina } = opts.query;
  const [total] = await ctx.db
    .select({ n: count() })
    .from(m)
    .where(and(...where));
  const rows = await selectMejoras(ctx, tipo)
    .where(and(...where))
    .orderBy(asc(m.codigo), asc(m.id))
    .limit(registrosPorPagina)
    .offset((pagina - 1) * registrosPorPagina);
  return { records: rows.map((r) => recordOf(tipo, r)), total: total?.n ?? 0, pagina, registrosPorPagina };
}

const sqlConcat = (m: (typeof TABLAS)[TipoMejora]) => sql`coalesce(${m.codigo}, '') || ' ' || ${m.descripcion}`;

/** The area or strength by id in the instance, or 404. */
async function loadMejora(ctx: DomainContext, tipo: TipoMejora, id: number): Promise<MejoraRecord> {
  const m = TABLAS[tipo];
  const [row] = await selectMejoras(ctx, tipo)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.id, m.autoevaluacionId))
    .where(and(eq(m.id, id), eq(autoevaluaciones.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, NO_EXISTE[tipo]);
  return recordOf(tipo, row);
}

/** GET autoevaluaciones/areasMejora|fortalezas/{id}: outsiders get 404 as for the self-assessment. */
export async function getMejora(ctx: DomainContext, tipo: TipoMejora, id: number): Promise<MejoraRecord> {
  const r = await loadMejora(ctx, tipo, id);
  await requireEnAutoevaluacion(ctx, r.AutoevaluacionId, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona }).catch((err) => {
    throw err instanceof AppError && err.status === 404 ? new AppError(404, NO_EXISTE[tipo]) : err;
  });
  return r;
}

/** The evidence and standard a link names, checked against the self-assessment's applicable manual (422). */
async function vinculo(ctx: DomainContext, a: AutoevaluacionBase, input: { evidenciaId?: number; estandarId?: number }) {
  if (input.evidenciaId === undefined && input.estandarId === undefined) return { evidenciaId: null, estandarId: null };
  const aplicables = new Set((await loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId)).map((e) => e.id));
  if (input.evidenciaId !== undefined) {
    const [e] = await ctx.db
      .select({ estandarId: evidencias.estandarId })
      .from(evidencias)
      .where(eq(evidencias.id, input.evidenciaId));
    if (!e || !aplicables.has(e.estandarId)) unprocessable({ evidenciaId: [evidenciasApi.evidenciaNoExiste] });
    const estandarId = (e as { estandarId: number }).estandarId;
    if (input.estandarId !== undefined && input.estandarId !== estandarId)
      unprocessable({ estandarId: [evidenciasApi.evidenciaDeOtroEstandar] });
    return { evidenciaId: input.evidenciaId, estandarId };
  }
  if (!aplicables.has(input.estandarId as number)) unprocessable({ estandarId: [evidenciasApi.estandarNoExiste] });
  return { evidenciaId: null, estandarId: input.estandarId as number };
}

type Input = AreaMejoraInput | FortalezaInput;

const valores = (tipo: TipoMejora, input: Input) => ({
  codigo: input.codigo?.trim() || null,
  descripcion: input.descripcion.trim(),
  ...(tipo === 'areaMejora' ? { implantacion: input.implantacion ?? false } : {}),
});

/** POST autoevaluaciones/{id}/areasMejora | fortalezas. */
export async function createMejora(ctx: DomainContext, tipo: TipoMejora, autoevaluacionId: number, input: Input) {
  const { autoevaluacion, actor } = await requireContribucion(ctx, autoevaluacionId, 'mejoras');
  const m = TABLAS[tipo];
  const v = { ...valores(tipo, input), ...(await vinculo(ctx, autoevaluacion, input)) };
  const now = ctx.clock.now().toISOString();
  const [rows] = (await commit(ctx, [
    ctx.db
      .insert(m)
      .values({ autoevaluacionId, ...v, altaFecha: now, altaUsuarioId: actor.usuarioId, altaUsuarioNombre: actor.nombre })
      .returning({ id: m.id }),
    auditar({ accion: 'CREAR', entidad: tipo, entidadId: nuevoEn(m), cambios: cambiosDe(null, v) }),
  ])) as [{ id: number }[]];
  return filaDe<{ id: number }>(rows).id;
}

/** The columns each field of the payload decides: the evidence and the standard are one link. */
const COLUMNAS: Record<keyof Omit<AreaMejoraInput, 'version'>, string[]> = {
  codigo: ['codigo'],
  descripcion: ['descripcion'],
  implantacion: ['implantacion'],
  evidenciaId: ['evidenciaId', 'estandarId'],
  estandarId: ['evidenciaId', 'estandarId'],
};

/**
 * PUT autoevaluaciones/areasMejora|fortalezas/{id}. With the version read (body or If-Match)
 * it replaces the whole record (the link too) and an older version is refused (409); without
 * one, only the fields sent change (shared/version.ts).
 */
export async function updateMejora(
  ctx: DomainContext,
  tipo: TipoMejora,
  id: number,
  input: Input,
  ifMatch?: string,
): Promise<MejoraRecord> {
  const actual = await getMejora(ctx, tipo, id);
  const { autoevaluacion, actor } = await requireContribucion(ctx, actual.AutoevaluacionId, 'mejoras');
  const version = versionEsperada(input.version, ifMatch);
  if (version !== undefined && version !== actual.Version) throw new AppError(409, CAMBIADA[tipo]);
  const m = TABLAS[tipo];
  const antes = await filaActual(ctx.db, m, id);
  const v = { ...valores(tipo, input), ...(await vinculo(ctx, autoevaluacion, input)) };
  const enviados = Object.keys(input).flatMap((k) => COLUMNAS[k as keyof typeof COLUMNAS] ?? []);
  const set = columnasEscritas(v as Record<string, unknown>, version, enviados);
  const now = ctx.clock.now().toISOString();
  const [filas] = await commit(ctx, [
    ctx.db
      .update(m)
      .set({
        ...set,
        version: versionSiguiente(m.version),
        modificacionFecha: now,
        modificacionUsuarioId: actor.usuarioId,
        modificacionUsuarioNombre: actor.nombre,
      })
      .where(and(eq(m.id, id), enVersion(m.version, version)))
      .returning({ id: m.id }),
    auditar({ accion: 'MODIFICAR', entidad: tipo, entidadId: id, cambios: cambiosDe(antes, { ...antes, ...set }) }),
  ]);
  if ((filas as unknown[]).length === 0) throw new AppError(409, CAMBIADA[tipo]);
  return loadMejora(ctx, tipo, id);
}

/** DELETE autoevaluaciones/areasMejora|fortalezas/{id}. */
export async function removeMejora(ctx: DomainContext, tipo: TipoMejora, id: number): Promise<void> {
  const actual = await getMejora(ctx, tipo, id);
  await requireContribucion(ctx, actual.AutoevaluacionId, 'mejoras');
  const m = TABLAS[tipo];
  const antes = await filaActual(ctx.db, m, id);
  await commit(ctx, [
    ctx.db.delete(m).where(eq(m.id, id)),
    auditar({ accion: 'ELIMINAR', entidad: tipo, entidadId: id, cambios: cambiosDe(antes, null) }),
  ]);
}
