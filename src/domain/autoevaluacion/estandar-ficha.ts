import { and, asc, eq } from 'drizzle-orm';
import { autoevaluacionEvidencias } from '../../db/schema/autoevaluacion.ts';
import { estandares, evidencias } from '../../db/schema/catalogo.ts';
import type { DomainContext } from '../context.ts';
import { type EstandarAutoevaluacion, getEstandarAutoevaluacion } from './estandares.ts';
import { estandarCumpleMinimo, evidenciaCumplida, SIN_VERDICTO } from './reglas.ts';

// A standard's page: the standard with its verdict, the manual's texts, its evidences with
// the team's verdicts, what the manual's minimum asks (reglas.ts) and the next standard in
// manual order.

interface EvidenciaFicha {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  EstadoClave: string;
  Aplica: boolean;
  /** Counts towards the standard's minimum (applies and marked C; reglas.evidenciaCumplida). */
  Cuenta: boolean;
}

export interface FichaEstandar {
  estandar: EstandarAutoevaluacion;
  proposito: string | null;
  observacionesManual: string | null;
  evidencias: EvidenciaFicha[];
  cumplidas: number;
  alcanzaMinimo: boolean;
  siguiente: { EstandarId: number; Codigo: string } | null;
}

/** The page's data for the team (AE in the project); 404 when the standard does not apply to the self-assessment. */
export async function getFichaEstandar(ctx: DomainContext, autoevaluacionId: number, estandarId: number): Promise<FichaEstandar> {
  const { estandar, todos } = await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId);
  const [[manual], filas] = await Promise.all([
    ctx.db
      .select({ proposito: estandares.proposito, observaciones: estandares.observaciones })
      .from(estandares)
      .where(eq(estandares.id, estandarId)),
    ctx.db
      .select({
        id: evidencias.id,
        codigo: evidencias.codigo,
        descripcion: evidencias.descripcion,
        esencial: evidencias.esencial,
        estadoClave: autoevaluacionEvidencias.estadoClave,
        aplica: autoevaluacionEvidencias.aplica,
      })
      .from(evidencias)
      .leftJoin(
        autoevaluacionEvidencias,
        and(
          eq(autoevaluacionEvidencias.evidenciaId, evidencias.id),
          eq(autoevaluacionEvidencias.autoevaluacionId, autoevaluacionId),
        ),
      )
      .where(eq(evidencias.estandarId, estandarId))
      .orderBy(asc(evidencias.orden), asc(evidencias.id)),
  ]);
  // The tests' minimum of each evidence is the evidences page's concern; here an evidence
  // counts once it applies and the team marked it met.
  const lista = filas.map((r): EvidenciaFicha => {
    const v = { estadoClave: r.estadoClave ?? SIN_VERDICTO.estadoClave, aplica: r.aplica ?? SIN_VERDICTO.aplica };
    return {
      Id: r.id,
      Codigo: r.codigo,
      Descripcion: r.descripcion,
      Esencial: r.esencial,
      EstadoClave: v.estadoClave,
      Aplica: v.aplica,
      Cuenta: evidenciaCumplida(v, true),
    };
  });
  const cumplidas = lista.filter((e) => e.Cuenta).length;
  const i = todos.findIndex((e) => e.EstandarId === estandarId);
  const sig = todos[i + 1];
  return {
    estandar,
    proposito: manual?.proposito ?? null,
    observacionesManual: manual?.observaciones ?? null,
    evidencias: lista,
    cumplidas,
    alcanzaMinimo: estandarCumpleMinimo({ minimo: estandar.Estandar.Minimo }, cumplidas),
    siguiente: sig ? { EstandarId: sig.EstandarId, Codigo: sig.Estandar.Codigo } : null,
  };
}
