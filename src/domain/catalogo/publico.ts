import { and, asc, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import {
  ambitos,
  ejemplos,
  estandarEjemplos,
  estandares,
  evidenciaEjemplos,
  evidencias,
  formularios,
  manualAmbitos,
  manuales,
} from '../../db/schema/catalogo.ts';
import { catalogoPublico as t } from '../../i18n/catalogo-publico.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireGestionCatalogo } from './acceso.ts';
import { isEditable, type Manual } from './edicion.ts';
import { sanitizeRichText } from './html.ts';
import { type EstadoRef, estadosManual, type FicheroRef, ficherosDeManuales, loadManualVisible } from './publico-acceso.ts';
import { type BloqueNodo, loadArbol } from './publico-arbol.ts';

export { esPublico } from './publico-acceso.ts';
export type { BloqueNodo, EstandarNodo, EvidenciaNodo, PruebaRef } from './publico-arbol.ts';

/** A manual as the public pages show it (the spec's Manual, without audit data). */
export interface ManualPublico {
  Id: number;
  Codigo: string;
  Nombre: string;
  Version: string;
  Descripcion: string | null;
  Enlace: string | null;
  EstadoClave: string;
  Estado: EstadoRef;
  Publico: boolean;
  FechaPublicacion: string | null;
  FechaCierre: string | null;
  Fichero: FicheroRef | null;
}

export interface ManualArbol extends ManualPublico {
  Ambitos: Array<{ Id: number; Nombre: string }>;
  Bloques: BloqueNodo[];
}

function shape(m: Manual, estados: Map<string, EstadoRef>, fichero: FicheroRef | undefined): ManualPublico {
  return {
    Id: m.id,
    Codigo: m.codigo,
    Nombre: m.nombre,
    Version: m.version,
    Descripcion: m.descripcion,
    Enlace: m.enlace,
    EstadoClave: m.estadoClave,
    Estado: estados.get(m.estadoClave) ?? { Clave: m.estadoClave, Nombre: m.estadoClave, Color: 'neutro' },
    Publico: m.publico,
    FechaPublicacion: m.fechaPublicacion,
    FechaCierre: m.fechaCierre,
    Fichero: fichero ?? null,
  };
}

/** GET /publico/manuales: the public manuals of the instance, those in force first. */
export async function listManualesPublicos(ctx: DomainContext): Promise<ManualPublico[]> {
  const rows = await ctx.db
    .select()
    .from(manuales)
    .where(and(eq(manuales.instanciaId, ctx.instancia.id), eq(manuales.publico, true), ne(manuales.estadoClave, 'edicion')))
    .orderBy(
      sql`case ${manuales.estadoClave} when 'vigente' then 0 else 1 end`,
      asc(manuales.nombre),
      desc(manuales.version),
      asc(manuales.id),
    );
  const [estados, ficheros] = await Promise.all([
    estadosManual(ctx),
    ficherosDeManuales(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((m) => shape(m, estados, ficheros.get(m.id)));
}

/**
 * The manual `/manual/publico` opens without an id: the public manual in force (the latest
 * published), or null when there is none or more than one code is in force.
 */
export function manualActual(lista: ManualPublico[]): ManualPublico | null {
  const vigentes = lista.filter((m) => m.EstadoClave === 'vigente');
  return vigentes.length === 1 ? (vigentes[0] as ManualPublico) : null;
}

/** GET /publico/manuales/{manualId}: the manual and its tree; 404 when the caller may not see it. */
export async function getManualArbol(
  ctx: DomainContext,
  manualId: number,
  opts: { conPruebas?: boolean } = {},
): Promise<ManualArbol> {
  const manual = await loadManualVisible(ctx, manualId);
  const [estados, ficheros, amb, bloques] = await Promise.all([
    estadosManual(ctx),
    ficherosDeManuales(ctx, [manual.id]),
    ctx.db
      .select({ Id: ambitos.id, Nombre: ambitos.nombre })
      .from(manualAmbitos)
      .innerJoin(ambitos, eq(ambitos.id, manualAmbitos.ambitoId))
      .where(eq(manualAmbitos.manualId, manual.id))
      .orderBy(asc(ambitos.nombre)),
    loadArbol(ctx, manual.id, opts),
  ]);
  return { ...shape(manual, estados, ficheros.get(manual.id)), Ambitos: amb, Bloques: bloques };
}

interface FilaTabla {
  Bloque: { Id: number; Codigo: string | null; Nombre: string | null; Color: string | null };
  Id: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  Minimo: number;
  NumeroEvidencias: number;
}

/**
 * The summary table of `/manual/{ManualId}/tabla`: one row per standard. The spec gives this
 * page no permission and an empty list: a manual the caller may not see yields no rows (and
 * no manual), not an error.
 */
export async function getTablaManual(
  ctx: DomainContext,
  manualId: number,
): Promise<{ manual: ManualPublico | null; filas: FilaTabla[] }> {
  let manual: Manual;
  try {
    manual = await loadManualVisible(ctx, manualId);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) return { manual: null, filas: [] };
    throw e;
  }
  const [estados, bloques] = await Promise.all([estadosManual(ctx), loadArbol(ctx, manual.id)]);
  const filas = bloques.flatMap((b) =>
    b.Estandares.map((e) => ({
      Bloque: { Id: b.Id, Codigo: b.Codigo, Nombre: b.Nombre, Color: b.Color },
      Id: e.Id,
      Codigo: e.Codigo,
      Descripcion: e.Descripcion,
      Esencial: e.Esencial,
      Minimo: e.Minimo,
      NumeroEvidencias: e.Evidencias.length,
    })),
  );
  return { manual: shape(manual, estados, undefined), filas };
}

export interface EjemploPublico {
  Id: number;
  Titulo: string;
  Autor: string | null;
  Referencia: string | null;
  /** Sanitised HTML (again on the way out: stored rows may predate the sanitiser). */
  Descripcion: string | null;
  Texto: string | null;
  Estandar: { Id: number; Codigo: string; Descripcion: string };
  Manual: { Id: number; Nombre: string; Version: string };
}

/**
 * GET /publico/estandares/{estandarId}/ejemplos/{ejemploId}: an example linked to the standard
 * (directly or through one of its evidences), in a manual the caller may see; else 404.
 */
export async function getEjemploEstandar(ctx: DomainContext, estandarId: number, ejemploId: number): Promise<EjemploPublico> {
  const [est] = await ctx.db
    .select()
    .from(estandares)
    .where(and(eq(estandares.id, estandarId), eq(estandares.instanciaId, ctx.instancia.id)));
  if (!est) throw new AppError(404, t.ejemploNoEncontrado);
  let manual: Manual;
  try {
    manual = await loadManualVisible(ctx, est.manualId);
  } catch {
    throw new AppError(404, t.ejemploNoEncontrado);
  }
  const linked = or(
    exists(
      ctx.db
        .select({ x: sql`1` })
        .from(estandarEjemplos)
        .where(and(eq(estandarEjemplos.estandarId, estandarId), eq(estandarEjemplos.ejemploId, ejemplos.id))),
    ),
    exists(
      ctx.db
        .select({ x: sql`1` })
        .from(evidenciaEjemplos)
        .innerJoin(evidencias, eq(evidencias.id, evidenciaEjemplos.evidenciaId))
        .where(and(eq(evidencias.estandarId, estandarId), eq(evidenciaEjemplos.ejemploId, ejemplos.id))),
    ),
  );
  const [ej] = await ctx.db
    .select()
    .from(ejemplos)
    .where(and(eq(ejemplos.id, ejemploId), eq(ejemplos.instanciaId, ctx.instancia.id), linked));
  if (!ej) throw new AppError(404, t.ejemploNoEncontrado);
  return {
    Id: ej.id,
    Titulo: ej.titulo,
    Autor: ej.autor,
    Referencia: ej.referencia,
    Descripcion: sanitizeRichText(ej.descripcion),
    Texto: ej.texto,
    Estandar: { Id: est.id, Codigo: est.codigo, Descripcion: est.descripcion },
    Manual: { Id: manual.id, Nombre: manual.nombre, Version: manual.version },
  };
}

interface ArbolEdicion extends ManualArbol {
  Editable: boolean;
}

/** The editor's tree (`/manual/{ManualId}/edicion`): with the tests of each evidence; catalogue maintainers only. */
export async function getArbolEdicion(ctx: DomainContext, manualId: number): Promise<ArbolEdicion> {
  requireGestionCatalogo(ctx.actor);
  const base = await getManualArbol(ctx, manualId, { conPruebas: true });
  return { ...base, Editable: isEditable({ estadoClave: base.EstadoClave as Manual['estadoClave'] }) };
}

/** Forms a new test may use, for the editor's select (catalogue maintainers). */
export async function formulariosParaPruebas(ctx: DomainContext): Promise<Array<{ Id: number; Titulo: string }>> {
  requireGestionCatalogo(ctx.actor);
  return ctx.db
    .select({ Id: formularios.id, Titulo: formularios.titulo })
    .from(formularios)
    .where(eq(formularios.instanciaId, ctx.instancia.id))
    .orderBy(asc(formularios.titulo), asc(formularios.id));
}
