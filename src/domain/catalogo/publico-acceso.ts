import { and, eq, inArray } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { estados } from '../../db/schema/lookups.ts';
import { catalogo as textos } from '../../i18n/catalogo.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { puedeLeerCatalogo } from './acceso.ts';
import { loadManual, type Manual } from './edicion.ts';

/**
 * A manual is public when it is flagged `publico` and has been published (vigente or
 * obsoleto). A draft in edition is never public, even flagged: its content is still changing
 * and a visitor would read criteria that may never be in force.
 */
export const esPublico = (m: Pick<Manual, 'publico' | 'estadoClave'>): boolean => m.publico && m.estadoClave !== 'edicion';

/**
 * The manual if the caller may see it: public manuals to everyone, the rest only to catalogue
 * readers. Otherwise 404 (not 401/403), so the API does not reveal that a private manual exists.
 */
export async function loadManualVisible(ctx: DomainContext, manualId: number): Promise<Manual> {
  const manual = await loadManual(ctx, manualId);
  if (!esPublico(manual) && !puedeLeerCatalogo(ctx.actor)) throw new AppError(404, textos.manualNoEncontrado);
  return manual;
}

export interface FicheroRef {
  Id: number;
  NombreFisico: string;
  /** floor(bytes / 1024), as the spec shows sizes. */
  Kb: number;
}

/** The manual file (tipo MAN) of each manual among `manualIds`, the newest one when several. */
export async function ficherosDeManuales(ctx: DomainContext, manualIds: number[]): Promise<Map<number, FicheroRef>> {
  const out = new Map<number, FicheroRef>();
  if (manualIds.length === 0) return out;
  const rows = await ctx.db
    .select({ id: ficheros.id, manualId: ficheros.manualId, nombre: ficheros.nombreFisico, bytes: ficheros.bytes })
    .from(ficheros)
    .where(and(eq(ficheros.instanciaId, ctx.instancia.id), eq(ficheros.tipoClave, 'MAN'), inArray(ficheros.manualId, manualIds)))
    .orderBy(ficheros.id);
  for (const r of rows) {
    if (r.manualId !== null) out.set(r.manualId, { Id: r.id, NombreFisico: r.nombre, Kb: Math.floor(r.bytes / 1024) });
  }
  return out;
}

export interface EstadoRef {
  Clave: string;
  Nombre: string;
  /** Palette role of the state (positivo, progreso, neutro…). */
  Color: string;
}

/** Names of the manual states (estados, entidad Manual). */
export async function estadosManual(ctx: DomainContext): Promise<Map<string, EstadoRef>> {
  const rows = await ctx.db.select().from(estados).where(eq(estados.entidad, 'Manual'));
  return new Map(rows.map((r) => [r.clave, { Clave: r.clave, Nombre: r.nombre, Color: r.color }]));
}
