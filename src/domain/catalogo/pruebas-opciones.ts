import { and, asc, eq, inArray } from 'drizzle-orm';
import { evidencias, manuales, tiposPregunta, tiposPrueba } from '../../db/schema/catalogo.ts';
import type { DomainContext } from '../context.ts';
import { requireCatalogo } from './acceso.ts';

// What the test and form pages offer in their selects. The manual and evidence areas have their
// own list calls; these small reads keep the pages of tests independent of them.

export interface ManualOpcion {
  Id: number;
  Codigo: string;
  Version: string;
  Nombre: string;
  EstadoClave: string;
}
export interface EvidenciaOpcion {
  Id: number;
  Codigo: string;
  Descripcion: string;
  ManualId: number;
}

export async function tiposPreguntaOpciones(ctx: DomainContext) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db.select().from(tiposPregunta).orderBy(asc(tiposPregunta.orden));
}

export async function tiposPruebaOpciones(ctx: DomainContext) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db.select().from(tiposPrueba).orderBy(asc(tiposPrueba.orden));
}

/** Manuals of the instance (newest code/version last), with their state. */
export async function manualesOpciones(ctx: DomainContext): Promise<ManualOpcion[]> {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db
    .select({
      Id: manuales.id,
      Codigo: manuales.codigo,
      Version: manuales.version,
      Nombre: manuales.nombre,
      EstadoClave: manuales.estadoClave,
    })
    .from(manuales)
    .where(eq(manuales.instanciaId, ctx.instancia.id))
    .orderBy(asc(manuales.codigo), asc(manuales.version), asc(manuales.id));
}

/** Evidences of these manuals, in the manual's order. */
export async function evidenciasOpciones(ctx: DomainContext, manualIds: number[]): Promise<EvidenciaOpcion[]> {
  requireCatalogo(ctx.actor, 'L');
  if (manualIds.length === 0) return [];
  return ctx.db
    .select({ Id: evidencias.id, Codigo: evidencias.codigo, Descripcion: evidencias.descripcion, ManualId: evidencias.manualId })
    .from(evidencias)
    .where(and(eq(evidencias.instanciaId, ctx.instancia.id), inArray(evidencias.manualId, manualIds.slice(0, 90))))
    .orderBy(asc(evidencias.manualId), asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id));
}
