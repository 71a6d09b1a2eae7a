import { and, asc, eq, sql } from 'drizzle-orm';
import { ambitos, manuales } from '../../db/schema/catalogo.ts';
import { procesoFirmas } from '../../db/schema/firmas.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import {
  plantillasNotificacion,
  procesoAmbitos,
  procesoFasesProyecto,
  procesoPerfiles,
  procesos,
  procesoTipoFicheroAmbitos,
  procesoTiposFichero,
} from '../../db/schema/procesos.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { inIds } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { nivelesOf } from './niveles-carga.ts';
import type { NivelRecord } from './niveles-schema.ts';
import { agrupar } from './requisitos-firma.ts';

// Reading a process with its lists, as GET /procesos/{id}
// answers it and as POST /procesos/importar takes it back.

export interface TipoFicheroRecord {
  Clave: string;
  Nombre: string;
  Descripcion: string | null;
  LimiteTamano: number | null;
  LimiteFicheros: number | null;
  Extensiones: string[];
  Interno: boolean;
  Orden: number;
  Ambitos: Array<{ Id: number; Nombre: string }>;
}

export interface PlantillaRecord {
  Id: number;
  Asunto: string | null;
  Cuerpo: string | null;
  TipoHitoClave: string | null;
  MedioNotificacionClave: string;
  Descripcion: string | null;
  DireccionesEmail: string | null;
  Dias: number | null;
  PerfilId: number | null;
  FaseProyectoClave: string | null;
  Activo: boolean;
}

export interface ProcesoRecord {
  Id: number;
  Codigo: string;
  Nombre: string;
  Manual: { Id: number; Codigo: string; Nombre: string; Version: string };
  PlazoVigenciaAcreditacion: number | null;
  Minimo: number;
  FechaApertura: string | null;
  FechaCierre: string | null;
  Abierto: boolean;
  Auditoria: Auditoria;
  Perfiles?: Array<{ Id: number; NombrePublico: string; RequiereDatos: boolean; Orden: number }>;
  TiposFichero?: TipoFicheroRecord[];
  FasesProyecto?: Array<{ Clave: string; Nombre: string; Plazo: number | null; Minimo: number | null }>;
  Ambitos?: Array<{ Id: number; Nombre: string; Minimo: number | null }>;
  PlantillasNotificaciones?: PlantillaRecord[];
  Niveles?: NivelRecord[];
  /**
   * The process's own signature requirements, grouped by document type in order (the body of PUT
   * procesos/{id}/firmas): empty when it uses the defaults. A clone carries them.
   */
  Firmas?: Array<{ TipoFichero: string; Perfiles: string[] }>;
}

/** Which lists GET /procesos/{id} includes (the clone flags; all by default). */
export interface ListasProceso {
  perfiles: boolean;
  tiposFichero: boolean;
  fasesProyecto: boolean;
  ambitos: boolean;
  plantillasNotificaciones: boolean;
  /** The levels (left out when the caller does not ask). */
  niveles?: boolean;
  /** The signature requirements (left out when the caller does not ask). */
  firmas?: boolean;
}
export const TODAS_LAS_LISTAS: ListasProceso = {
  perfiles: true,
  tiposFichero: true,
  fasesProyecto: true,
  ambitos: true,
  plantillasNotificaciones: true,
  niveles: true,
  firmas: true,
};

/** SQL: the process is open on `hoy` (either date may be null = unbounded). */
export const abiertoSql = (hoy: string) =>
  sql<number>`(coalesce(${procesos.fechaApertura} <= ${hoy}, 1) and coalesce(${procesos.fechaCierre} >= ${hoy}, 1))`;

/** The stored extension list ("pdf,jpg") as the spec writes extensions: ["PDF", "JPG"]. */
export function extensionesDe(value: string | null): string[] {
  return (value ?? '')
    .split(/[\s,;]+/)
    .map((e) => e.replace(/^\./, '').toUpperCase())
    .filter((e) => e !== '');
}

export const estaAbierto = (p: { fechaApertura: string | null; fechaCierre: string | null }, hoy: string) =>
  (!p.fechaApertura || p.fechaApertura <= hoy) && (!p.fechaCierre || p.fechaCierre >= hoy);

/** The process row of this instance; 404 otherwise. */
export async function loadProceso(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(procesos)
    .where(and(eq(procesos.id, id), eq(procesos.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noEncontrado);
  return row;
}

export const perfilesOf = async (ctx: DomainContext, id: number) =>
  ctx.db
    .select({
      Id: perfiles.id,
      NombrePublico: perfiles.nombrePublico,
      RequiereDatos: procesoPerfiles.requiereDatos,
      Orden: procesoPerfiles.orden,
    })
    .from(procesoPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, procesoPerfiles.perfilId))
    .where(eq(procesoPerfiles.procesoId, id))
    .orderBy(asc(procesoPerfiles.orden), asc(perfiles.id));

export const ambitosOf = async (ctx: DomainContext, id: number) =>
  ctx.db
    .select({ Id: ambitos.id, Nombre: ambitos.nombre, Minimo: procesoAmbitos.minimo })
    .from(procesoAmbitos)
    .innerJoin(ambitos, eq(ambitos.id, procesoAmbitos.ambitoId))
    .where(eq(procesoAmbitos.procesoId, id))
    .orderBy(asc(ambitos.nombre));

export const fasesOf = async (ctx: DomainContext, id: number) =>
  ctx.db
    .select({
      Clave: procesoFasesProyecto.faseClave,
      Nombre: fasesProyecto.nombre,
      Plazo: procesoFasesProyecto.plazo,
      Minimo: procesoFasesProyecto.minimo,
    })
    .from(procesoFasesProyecto)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, procesoFasesProyecto.faseClave))
    .where(eq(procesoFasesProyecto.procesoId, id))
    .orderBy(asc(fasesProyecto.clave));

export async function tiposFicheroOf(ctx: DomainContext, id: number, clave?: string): Promise<TipoFicheroRecord[]> {
  const rows = await ctx.db
    .select()
    .from(procesoTiposFichero)
    .where(and(eq(procesoTiposFichero.procesoId, id), clave === undefined ? undefined : eq(procesoTiposFichero.clave, clave)))
    .orderBy(asc(procesoTiposFichero.orden), asc(procesoTiposFichero.clave));
  return tipoFicheroRecords(ctx, rows);
}

/** File-type rows as records, each with its scopes by name. */
export async function tipoFicheroRecords(
  ctx: DomainContext,
  rows: (typeof procesoTiposFichero.$inferSelect)[],
): Promise<TipoFicheroRecord[]> {
  const links = rows.length
    ? await ctx.db
        .select({ tipo: procesoTipoFicheroAmbitos.tipoFicheroId, Id: ambitos.id, Nombre: ambitos.nombre })
        .from(procesoTipoFicheroAmbitos)
        .innerJoin(ambitos, eq(ambitos.id, procesoTipoFicheroAmbitos.ambitoId))
        .where(
          inIds(
            procesoTipoFicheroAmbitos.tipoFicheroId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(ambitos.nombre))
    : [];
  return rows.map((r) => ({
    Clave: r.clave,
    Nombre: r.nombre,
    Descripcion: r.descripcion,
    LimiteTamano: r.limiteTamano,
    LimiteFicheros: r.limiteFicheros,
    Extensiones: extensionesDe(r.extensiones),
    Interno: r.interno,
    Orden: r.orden,
    Ambitos: links.filter((l) => l.tipo === r.id).map(({ Id, Nombre }) => ({ Id, Nombre })),
  }));
}

export const plantillaRecord = (p: typeof plantillasNotificacion.$inferSelect): PlantillaRecord => ({
  Id: p.id,
  Asunto: p.asunto,
  Cuerpo: p.cuerpo,
  TipoHitoClave: p.tipoHitoClave,
  MedioNotificacionClave: p.medioNotificacionClave,
  Descripcion: p.descripcion,
  DireccionesEmail: p.direccionesEmail,
  Dias: p.dias,
  PerfilId: p.perfilId,
  FaseProyectoClave: p.faseProyectoClave,
  Activo: p.activo,
});

const plantillasOf = async (ctx: DomainContext, id: number) =>
  (
    await ctx.db
      .select()
      .from(plantillasNotificacion)
      .where(eq(plantillasNotificacion.procesoId, id))
      .orderBy(asc(plantillasNotificacion.id))
  ).map(plantillaRecord);

/** The process's own signature requirements (procesoFirmas rows only, not the defaults it falls back on). */
const firmasOf = async (ctx: DomainContext, id: number) =>
  agrupar(await ctx.db.select().from(procesoFirmas).where(eq(procesoFirmas.procesoId, id))).map((g) => ({
    TipoFichero: g.tipoFichero,
    Perfiles: g.perfiles,
  }));

/** The process with the lists `listas` asks for (lists whose flag is false are left out). */
export async function loadProcesoRecord(
  ctx: DomainContext,
  id: number,
  listas: ListasProceso = TODAS_LAS_LISTAS,
): Promise<ProcesoRecord> {
  const p = await loadProceso(ctx, id);
  const [m] = await ctx.db
    .select({ Id: manuales.id, Codigo: manuales.codigo, Nombre: manuales.nombre, Version: manuales.version })
    .from(manuales)
    .where(eq(manuales.id, p.manualId));
  const record: ProcesoRecord = {
    Id: p.id,
    Codigo: p.codigo,
    Nombre: p.nombre,
    Manual: m as ProcesoRecord['Manual'],
    PlazoVigenciaAcreditacion: p.plazoVigenciaAcreditacion,
    Minimo: p.minimo,
    FechaApertura: p.fechaApertura,
    FechaCierre: p.fechaCierre,
    Abierto: estaAbierto(p, todayIso(ctx.clock.now())),
    Auditoria: auditoriaOf(p),
  };
  if (listas.perfiles) record.Perfiles = await perfilesOf(ctx, id);
  if (listas.tiposFichero) record.TiposFichero = await tiposFicheroOf(ctx, id);
  if (listas.fasesProyecto) record.FasesProyecto = await fasesOf(ctx, id);
  if (listas.ambitos) record.Ambitos = await ambitosOf(ctx, id);
  if (listas.plantillasNotificaciones) record.PlantillasNotificaciones = await plantillasOf(ctx, id);
  if (listas.niveles) record.Niveles = await nivelesOf(ctx.db, id);
  if (listas.firmas) record.Firmas = await firmasOf(ctx, id);
  return record;
}
