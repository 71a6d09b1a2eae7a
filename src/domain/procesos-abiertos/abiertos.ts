import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ambitos, manuales } from '../../db/schema/catalogo.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import {
  procesoAmbitos,
  procesoPerfiles,
  procesos,
  procesoTipoFicheroAmbitos,
  procesoTiposFichero,
} from '../../db/schema/procesos.ts';
import { procesosAbiertosApi as t } from '../../i18n/procesos-abiertos.ts';
import { esPublico } from '../catalogo/publico-acceso.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, type Page, pageInMemory } from '../listing.ts';
import { abiertoSql, extensionesDe } from '../procesos/lectura.ts';
import { todayIso } from '../shared/fechas.ts';

// Processes open today: what the
// public page lists and what the request wizard asks for. Anyone may read them (rule `publico`,
// src/api/access/rules-procesos-abiertos.ts), so nothing internal leaves here: no audit data,
// no internal file types, no minimums, deadlines or notification templates.

export interface TipoFicheroAbierto {
  Clave: string;
  Nombre: string;
  Descripcion: string | null;
  /** Bytes. */
  LimiteTamano: number | null;
  LimiteFicheros: number | null;
  /** Allowed extensions without dots, upper case, e.g. ["PDF", "JPG"]. */
  Extensiones: string[];
  /** Scopes the type applies to; empty = every scope (a request of another scope need not bring it). */
  Ambitos: number[];
}

export interface ProcesoAbierto {
  Id: number;
  Codigo: string;
  Nombre: string;
  FechaApertura: string | null;
  FechaCierre: string | null;
  Manual: { Id: number; Codigo: string; Nombre: string; Version: string; Publico: boolean };
  PlazoVigenciaAcreditacion: number | null;
  Perfiles: Array<{ Id: number; NombrePublico: string; RequiereDatos: boolean }>;
  TiposFichero: TipoFicheroAbierto[];
  Ambitos: Array<{ Id: number; Nombre: string }>;
}

async function cargar(ctx: DomainContext, procesoId?: number): Promise<ProcesoAbierto[]> {
  const hoy = todayIso(ctx.clock.now());
  const rows = await ctx.db
    .select({ p: procesos, m: manuales })
    .from(procesos)
    .innerJoin(manuales, eq(manuales.id, procesos.manualId))
    .where(
      and(
        eq(procesos.instanciaId, ctx.instancia.id),
        abiertoSql(hoy),
        procesoId === undefined ? undefined : eq(procesos.id, procesoId),
      ),
    )
    // Soonest closing first; with no closing date last.
    .orderBy(sql`${procesos.fechaCierre} is null`, asc(procesos.fechaCierre), asc(procesos.nombre), asc(procesos.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.p.id);
  const [perfilRows, tipoRows, ambitoRows, tipoAmbitoRows] = await Promise.all([
    ctx.db
      .select({
        procesoId: procesoPerfiles.procesoId,
        id: perfiles.id,
        nombre: perfiles.nombrePublico,
        rd: procesoPerfiles.requiereDatos,
      })
      .from(procesoPerfiles)
      .innerJoin(perfiles, eq(perfiles.id, procesoPerfiles.perfilId))
      .where(inArray(procesoPerfiles.procesoId, ids))
      .orderBy(asc(procesoPerfiles.orden), asc(perfiles.id)),
    ctx.db
      .select()
      .from(procesoTiposFichero)
      .where(and(inArray(procesoTiposFichero.procesoId, ids), eq(procesoTiposFichero.interno, false)))
      .orderBy(asc(procesoTiposFichero.orden), asc(procesoTiposFichero.id)),
    ctx.db
      .select({ procesoId: procesoAmbitos.procesoId, id: ambitos.id, nombre: ambitos.nombre })
      .from(procesoAmbitos)
      .innerJoin(ambitos, eq(ambitos.id, procesoAmbitos.ambitoId))
      .where(inArray(procesoAmbitos.procesoId, ids))
      .orderBy(asc(ambitos.nombre)),
    ctx.db
      .select({ tipoFicheroId: procesoTipoFicheroAmbitos.tipoFicheroId, ambitoId: procesoTipoFicheroAmbitos.ambitoId })
      .from(procesoTipoFicheroAmbitos)
      .innerJoin(procesoTiposFichero, eq(procesoTiposFichero.id, procesoTipoFicheroAmbitos.tipoFicheroId))
      .where(inArray(procesoTiposFichero.procesoId, ids)),
  ]);
  return rows.map(({ p, m }) => ({
    Id: p.id,
    Codigo: p.codigo,
    Nombre: p.nombre,
    FechaApertura: p.fechaApertura,
    FechaCierre: p.fechaCierre,
    Manual: { Id: m.id, Codigo: m.codigo, Nombre: m.nombre, Version: m.version, Publico: esPublico(m) },
    PlazoVigenciaAcreditacion: p.plazoVigenciaAcreditacion,
    Perfiles: perfilRows
      .filter((r) => r.procesoId === p.id)
      .map((r) => ({ Id: r.id, NombrePublico: r.nombre, RequiereDatos: r.rd })),
    TiposFichero: tipoRows
      .filter((r) => r.procesoId === p.id)
      .map((r) => ({
        Clave: r.clave,
        Nombre: r.nombre,
        Descripcion: r.descripcion,
        LimiteTamano: r.limiteTamano,
        LimiteFicheros: r.limiteFicheros,
        Extensiones: extensionesDe(r.extensiones),
        Ambitos: tipoAmbitoRows.filter((a) => a.tipoFicheroId === r.id).map((a) => a.ambitoId),
      })),
    Ambitos: ambitoRows.filter((r) => r.procesoId === p.id).map((r) => ({ Id: r.id, Nombre: r.nombre })),
  }));
}

/** The instance's processes open today (Europe/Madrid), soonest closing first (the pages show them all). */
export function listProcesosAbiertos(ctx: DomainContext): Promise<ProcesoAbierto[]> {
  return cargar(ctx);
}

/** GET /procesosAbiertos: one page of them (there are few open at once, so they are paged in memory). */
export async function pageProcesosAbiertos(
  ctx: DomainContext,
  query: Pick<ListQuery, 'pagina' | 'registrosPorPagina'>,
): Promise<Page<ProcesoAbierto>> {
  return pageInMemory(await cargar(ctx), query);
}

/** GET /procesosAbiertos/{procesoId}: 404 unless it exists in this instance and is open today. */
export async function getProcesoAbierto(ctx: DomainContext, procesoId: number): Promise<ProcesoAbierto> {
  const [found] = await cargar(ctx, procesoId);
  if (!found) throw new AppError(404, t.noAbierto);
  return found;
}
