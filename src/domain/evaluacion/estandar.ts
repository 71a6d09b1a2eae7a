import { and, asc, eq } from 'drizzle-orm';
import { guiasEvaluacion } from '../../db/schema/catalogo.ts';
import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { type FichaEstandar, getFichaEstandar } from '../autoevaluacion/estandar-ficha.ts';
import { listMejoras, type MejoraRecord } from '../autoevaluacion/mejoras.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { autoevaluacionEvaluada } from '../subsanacion/origen.ts';

// A standard as the evaluation team sees it: the evaluation's own verdict (its record, phase
// type EVA) beside what the centre wrote on the self-assessment it judges (read-only, from
// autoevaluacionEvaluada), the manual's evaluation guides for the standard, and the
// improvement areas and strengths the evaluation has proposed for it.

export interface GuiaEvaluacion {
  Id: number;
  Descripcion: string;
  GeneraAreaMejora: boolean;
  GeneraFortaleza: boolean;
}

interface EstandarEvaluado {
  evaluacion: FichaEstandar;
  /** The centre's verdict on the same standard, or null when the self-assessment is missing. */
  centro: FichaEstandar | null;
  centroId: number | null;
  guias: GuiaEvaluacion[];
  propuestas: { areasMejora: MejoraRecord[]; fortalezas: MejoraRecord[] };
}

/** The manual's evaluation guides of standard `estandarId` (internal: callers check access). */
async function loadGuias(ctx: DomainContext, manualId: number, estandarId: number): Promise<GuiaEvaluacion[]> {
  const rows = await ctx.db
    .select()
    .from(guiasEvaluacion)
    .where(
      and(
        eq(guiasEvaluacion.manualId, manualId),
        eq(guiasEvaluacion.estandarId, estandarId),
        eq(guiasEvaluacion.instanciaId, ctx.instancia.id),
      ),
    )
    .orderBy(asc(guiasEvaluacion.orden), asc(guiasEvaluacion.id));
  return rows.map((g) => ({
    Id: g.id,
    Descripcion: g.descripcion,
    GeneraAreaMejora: !!g.generaAreaMejora,
    GeneraFortaleza: !!g.generaFortaleza,
  }));
}

/** The evaluator's page of a standard (AE_APORTACION in the project; 404 when it does not apply). */
export async function getEstandarEvaluado(
  ctx: DomainContext,
  evaluacionId: number,
  estandarId: number,
): Promise<EstandarEvaluado> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, evaluacionId, AUTOEVALUACION.aportacion);
  const evaluacion = await getFichaEstandar(ctx, evaluacionId, estandarId);
  const centroId = await autoevaluacionEvaluada(ctx.db, a);
  const todas = { query: { pagina: 1, registrosPorPagina: 1000 }, filtros: { estandarId } };
  const [centro, guias, areasMejora, fortalezas] = await Promise.all([
    centroId ? getFichaEstandar(ctx, centroId, estandarId) : null,
    loadGuias(ctx, a.manualId, estandarId),
    listMejoras(ctx, 'areaMejora', evaluacionId, todas),
    listMejoras(ctx, 'fortaleza', evaluacionId, todas),
  ]);
  return {
    evaluacion,
    centro,
    centroId,
    guias,
    propuestas: { areasMejora: areasMejora.records, fortalezas: fortalezas.records },
  };
}
