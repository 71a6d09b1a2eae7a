import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  autoevaluacionEstandarEtiquetas,
  autoevaluacionEstandares,
  autoevaluacionEstandarUsuarios,
  autoevaluacionEtiquetas,
} from '../../db/schema/autoevaluacion.ts';
import { usuarios } from '../../db/schema/identidad.ts';
import { estados } from '../../db/schema/lookups.ts';
import type { Db } from '../../db/types.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import { type AuditEntry, copiadaSinCambios } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { columnasNombre, nombreCompleto } from '../identidad/actor.ts';
import type { ListQuery, Page } from '../listing.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { pick } from '../shared/listado.ts';
import { congelar, loadSello, MemoPorSello } from '../shared/sellos.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionBase, loadEstandaresAplicables } from './carga.ts';
import { NO_APLICA } from './reglas.ts';

// The standards of a self-assessment as the board, the standards list, the summary table and
// the standard page show them: the manual's applicable standards, each with the team's
// verdict (or pending and applicable while it has none: ADR 0016), assignees and own tags.

/** Status keys a standard shows: the team's status, or NA when marked not applicable. */
type EstadoMostrado = 'PTE' | 'CUR' | 'C' | 'NC' | typeof NO_APLICA;

export interface EstandarAutoevaluacion {
  /** The verdict row's id (the id of PATCH autoevaluaciones/estandares/{id}); null until the first change. */
  Id: number | null;
  AutoevaluacionId: number;
  EstandarId: number;
  Estandar: {
    Id: number;
    Codigo: string;
    Descripcion: string;
    Esencial: boolean;
    Minimo: number;
    Bloque: { Id: number; Codigo: string | null; Nombre: string | null; Color: string | null; Orden: number };
  };
  Estado: { Clave: EstadoMostrado; Nombre: string; Color: string | null };
  /** The stored status (kept while the standard is marked not applicable). */
  EstadoClave: string;
  Aplica: boolean;
  Justificacion: string | null;
  /** Send it back with a change: 0 until the first change; an older one gets 409. */
  Version: number;
  Usuarios: Array<{ Id: number; NombreCompleto: string }>;
  Etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
  /** `CicloAnterior`: the verdict is still the one copied from the earlier cycle; Modificacion names its author there. */
  Auditoria: { Modificacion: AuditEntry | null; CicloAnterior: boolean };
}

/** The list's filters (standards list page and GET autoevaluaciones/{id}/estandares). */
interface FiltrosEstandares {
  texto?: string;
  bloqueId?: number;
  estado?: string;
  usuarioId?: number;
  etiquetaId?: number;
  esencial?: boolean;
}

// The estados lookup is under the `catalogo` stamp (migration 0010): its standards' names and
// colours are kept under it, like the manual's standards (carga.ts), instead of read per call.
const estadosMemo = new MemoPorSello<'estandar', Map<string, { clave: string; nombre: string; color: string | null }>>(1);

/** Status names and colours of standards (the estados lookup). */
async function estadosEstandar(db: Db) {
  const sello = await loadSello(db, 'catalogo');
  const hit = estadosMemo.get(db, 'estandar', sello);
  if (hit) return hit;
  const rows = await db
    .select({ clave: estados.clave, nombre: estados.nombre, color: estados.color })
    .from(estados)
    .where(eq(estados.entidad, 'AutoevaluacionEstandar'));
  const m = new Map(rows.map((r) => [r.clave, r]));
  return sello > 0 ? estadosMemo.set(db, 'estandar', sello, m) : m;
}

// Each self-assessment's standards as read below, kept under the `autoevaluacion` stamp (its
// verdicts, assignees and tags: migration 0023) with the `catalogo` (the manual's standards, the
// statuses' names) and `identidad` (the assignees' names) stamps in the key: the team's lists,
// board and standard pages between two writes read none of it again. Frozen (shared by callers);
// bounded by self-assessments, not by standards.
const estandaresMemo = new MemoPorSello<string, readonly EstandarAutoevaluacion[]>(100);

/** Every applicable standard of the self-assessment with its verdict, assignees and tags, in manual order. */
export async function loadEstandaresAutoevaluacion(db: Db, a: AutoevaluacionBase): Promise<EstandarAutoevaluacion[]> {
  // The stamps before the data (ADR 0017): a read that races a write is kept under the older stamp.
  const [sello, catalogo, identidad] = await Promise.all([
    loadSello(db, 'autoevaluacion'),
    loadSello(db, 'catalogo'),
    loadSello(db, 'identidad'),
  ]);
  const guardar = sello > 0 && catalogo > 0 && identidad > 0;
  const key = `${a.id}|${a.manualId}|${a.ambitoId}|${catalogo}|${identidad}`;
  const hit = guardar ? estandaresMemo.get(db, key, sello) : undefined;
  if (hit) return [...hit];
  const leidos = congelar(await selectEstandaresAutoevaluacion(db, a));
  if (guardar) estandaresMemo.set(db, key, sello, leidos);
  return [...leidos];
}

async function selectEstandaresAutoevaluacion(db: Db, a: AutoevaluacionBase): Promise<EstandarAutoevaluacion[]> {
  const [aplicables, verdictos, asignados, etiquetas, nombres] = await Promise.all([
    loadEstandaresAplicables(db, a.manualId, a.ambitoId),
    db.select().from(autoevaluacionEstandares).where(eq(autoevaluacionEstandares.autoevaluacionId, a.id)),
    db
      .select({
        estandarId: autoevaluacionEstandarUsuarios.estandarId,
        id: usuarios.id,
        ...columnasNombre,
      })
      .from(autoevaluacionEstandarUsuarios)
      .innerJoin(usuarios, eq(usuarios.id, autoevaluacionEstandarUsuarios.usuarioId))
      .where(eq(autoevaluacionEstandarUsuarios.autoevaluacionId, a.id))
      .orderBy(asc(usuarios.apellido1), asc(usuarios.id)),
    db
      .select({
        estandarId: autoevaluacionEstandarEtiquetas.estandarId,
        id: autoevaluacionEtiquetas.id,
        nombre: autoevaluacionEtiquetas.nombre,
        color: autoevaluacionEtiquetas.color,
      })
      .from(autoevaluacionEstandarEtiquetas)
      .innerJoin(autoevaluacionEtiquetas, eq(autoevaluacionEtiquetas.id, autoevaluacionEstandarEtiquetas.etiquetaId))
      .where(eq(autoevaluacionEstandarEtiquetas.autoevaluacionId, a.id))
      .orderBy(asc(autoevaluacionEtiquetas.nombre)),
    estadosEstandar(db),
  ]);
  const porEstandar = new Map(verdictos.map((v) => [v.estandarId, v]));
  const agrupar = <T extends { estandarId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.estandarId, [...(m.get(r.estandarId) ?? []), r]);
    return m;
  };
  const usuariosDe = agrupar(asignados);
  const etiquetasDe = agrupar(etiquetas);
  return aplicables.map((e): EstandarAutoevaluacion => {
    const v = porEstandar.get(e.id);
    const aplica = v?.aplica ?? true;
    const estadoClave = v?.estadoClave ?? 'PTE';
    const clave = (aplica ? estadoClave : NO_APLICA) as EstadoMostrado;
    const estado = nombres.get(clave);
    return {
      Id: v?.id ?? null,
      AutoevaluacionId: a.id,
      EstandarId: e.id,
      Estandar: {
        Id: e.id,
        Codigo: e.codigo,
        Descripcion: e.descripcion,
        Esencial: e.esencial,
        Minimo: e.minimo,
        Bloque: {
          Id: e.bloque.id,
          Codigo: e.bloque.codigo,
          Nombre: e.bloque.nombre,
          Color: e.bloque.color,
          Orden: e.bloque.orden,
        },
      },
      Estado: { Clave: clave, Nombre: estado?.nombre ?? clave, Color: estado?.color ?? null },
      EstadoClave: estadoClave,
      Aplica: aplica,
      Justificacion: v?.justificacion ?? null,
      Version: v?.version ?? 0,
      Usuarios: (usuariosDe.get(e.id) ?? []).map((u) => ({ Id: u.id, NombreCompleto: nombreCompleto(u) })),
      Etiquetas: (etiquetasDe.get(e.id) ?? []).map((x) => ({ Id: x.id, Nombre: x.nombre, Color: x.color })),
      Auditoria: {
        // An untouched row (version 0: every standard has one from the opening, migration 0022) has no author yet.
        Modificacion:
          v && v.version > 0
            ? {
                // The last change's author as a whole (one that has no id is not the row's creator).
                Fecha: v.modificacionFecha ?? v.altaFecha,
                Id: v.modificacionFecha ? v.modificacionUsuarioId : v.altaUsuarioId,
                Nombre: v.modificacionFecha ? v.modificacionUsuarioNombre : v.altaUsuarioNombre,
              }
            : null,
        CicloAnterior: v !== undefined && v.version > 0 && copiadaSinCambios(v),
      },
    };
  });
}

const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a standard passes the list's filters (text on code and description, case and accents ignored). */
export function pasaFiltros(e: EstandarAutoevaluacion, f: FiltrosEstandares): boolean {
  if (f.texto?.trim()) {
    const q = sinAcentos(f.texto.trim());
    if (!sinAcentos(`${e.Estandar.Codigo} ${e.Estandar.Descripcion}`).includes(q)) return false;
  }
  if (f.bloqueId !== undefined && e.Estandar.Bloque.Id !== f.bloqueId) return false;
  if (f.estado && e.Estado.Clave !== f.estado.toUpperCase()) return false;
  if (f.usuarioId !== undefined && !e.Usuarios.some((u) => u.Id === f.usuarioId)) return false;
  if (f.etiquetaId !== undefined && !e.Etiquetas.some((x) => x.Id === f.etiquetaId)) return false;
  if (f.esencial !== undefined && e.Estandar.Esencial !== f.esencial) return false;
  return true;
}

/**
 * GET autoevaluaciones/{id}/estandares: the applicable standards with their verdicts, filtered
 * and paged, for the team (AE in the project). A manual has tens of standards, so the filters
 * run over the loaded list (one read per table, no per-standard queries).
 */
export async function listEstandaresAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  opts: { query: ListQuery; filtros: FiltrosEstandares },
): Promise<Page<Partial<EstandarAutoevaluacion>>> {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  const todos = (await loadEstandaresAutoevaluacion(ctx.db, autoevaluacion)).filter((e) => pasaFiltros(e, opts.filtros));
  const { pagina, registrosPorPagina } = opts.query;
  const records = todos.slice((pagina - 1) * registrosPorPagina, pagina * registrosPorPagina);
  return { records: records.map((r) => pick(r, opts.query.campos)), total: todos.length, pagina, registrosPorPagina };
}

/** One standard of the self-assessment by the manual's standard id (404 when it does not apply to it). */
export async function getEstandarAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
): Promise<{ estandar: EstandarAutoevaluacion; todos: EstandarAutoevaluacion[]; autoevaluacion: AutoevaluacionBase }> {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  const todos = await loadEstandaresAutoevaluacion(ctx.db, autoevaluacion);
  const estandar = todos.find((e) => e.EstandarId === estandarId);
  if (!estandar) throw new AppError(404, t.estandarNoExiste);
  return { estandar, todos, autoevaluacion };
}

/** The self-assessment and standard of verdict row `id` of this instance (404 otherwise). */
export async function loadVerdictoEstandar(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({ autoevaluacionId: autoevaluacionEstandares.autoevaluacionId, estandarId: autoevaluacionEstandares.estandarId })
    .from(autoevaluacionEstandares)
    .where(eq(autoevaluacionEstandares.id, id));
  if (!row) throw new AppError(404, t.verdictoNoExiste);
  return row;
}

/**
 * GET autoevaluaciones/estandares/{id}: the standard of verdict row `id` as its self-assessment
 * shows it (the read before a PATCH of the same path). Outsiders get the row's 404.
 */
export async function getVerdictoEstandar(ctx: DomainContext, id: number): Promise<EstandarAutoevaluacion> {
  const row = await loadVerdictoEstandar(ctx, id);
  const leido = await getEstandarAutoevaluacion(ctx, row.autoevaluacionId, row.estandarId).catch((err) => {
    throw err instanceof AppError && err.status === 404 ? new AppError(404, t.verdictoNoExiste) : err;
  });
  return leido.estandar;
}

/** Ids among `ids` that are not standards tags (EST) of the self-assessment. */
export async function etiquetasAjenas(db: Db, autoevaluacionId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: autoevaluacionEtiquetas.id })
    .from(autoevaluacionEtiquetas)
    .where(
      and(
        eq(autoevaluacionEtiquetas.autoevaluacionId, autoevaluacionId),
        eq(autoevaluacionEtiquetas.tipoClave, 'EST'),
        inArray(autoevaluacionEtiquetas.id, ids),
      ),
    );
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
