import { and, asc, desc, eq, not } from 'drizzle-orm';
import { autoevaluacionEstandares, autoevaluacionEvidencias, tareas } from '../../db/schema/autoevaluacion.ts';
import { estandares, evidencias } from '../../db/schema/catalogo.ts';
import { copiadaSinCambiosSql } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';

// What a member's page of the team shows beyond their profiles and standards: the tasks in
// their charge and their latest contributions to this record (the standards' and evidences'
// verdicts they last changed; rows copied from an earlier cycle are not theirs).

/** Latest contributions shown: enough to see what someone is working on. */
const RECIENTES = 10;

export interface TrabajoMiembro {
  Tareas: Array<{ Id: number; Titulo: string; FechaLimite: string | null; EstadoClave: string }>;
  Contribuciones: Array<{
    Tipo: 'estandar' | 'evidencia';
    Id: number;
    Codigo: string;
    EstadoClave: string | null;
    Fecha: string;
  }>;
}

/**
 * A member's tasks and latest contributions in one self-assessment or evaluation. Not gated:
 * the member page reads it after its team gate (getEquipoPagina) let the user in.
 */
export async function loadTrabajoMiembro(
  ctx: DomainContext,
  autoevaluacionId: number,
  usuarioId: number,
): Promise<TrabajoMiembro> {
  const [ts, est, evi] = await Promise.all([
    ctx.db
      .select({ Id: tareas.id, Titulo: tareas.titulo, FechaLimite: tareas.fechaLimite, EstadoClave: tareas.estadoClave })
      .from(tareas)
      .where(and(eq(tareas.autoevaluacionId, autoevaluacionId), eq(tareas.usuarioId, usuarioId)))
      .orderBy(asc(tareas.fechaLimite), asc(tareas.id)),
    ctx.db
      .select({
        Id: estandares.id,
        Codigo: estandares.codigo,
        EstadoClave: autoevaluacionEstandares.estadoClave,
        Fecha: autoevaluacionEstandares.modificacionFecha,
      })
      .from(autoevaluacionEstandares)
      .innerJoin(estandares, eq(estandares.id, autoevaluacionEstandares.estandarId))
      .where(
        and(
          eq(autoevaluacionEstandares.autoevaluacionId, autoevaluacionId),
          eq(autoevaluacionEstandares.modificacionUsuarioId, usuarioId),
          not(copiadaSinCambiosSql(autoevaluacionEstandares)),
        ),
      )
      .orderBy(desc(autoevaluacionEstandares.modificacionFecha))
      .limit(RECIENTES),
    ctx.db
      .select({
        Id: evidencias.id,
        Codigo: evidencias.codigo,
        EstadoClave: autoevaluacionEvidencias.estadoClave,
        Fecha: autoevaluacionEvidencias.modificacionFecha,
      })
      .from(autoevaluacionEvidencias)
      .innerJoin(evidencias, eq(evidencias.id, autoevaluacionEvidencias.evidenciaId))
      .where(
        and(
          eq(autoevaluacionEvidencias.autoevaluacionId, autoevaluacionId),
          eq(autoevaluacionEvidencias.modificacionUsuarioId, usuarioId),
          not(copiadaSinCambiosSql(autoevaluacionEvidencias)),
        ),
      )
      .orderBy(desc(autoevaluacionEvidencias.modificacionFecha))
      .limit(RECIENTES),
  ]);
  const Contribuciones = [
    ...est.map((r) => ({ ...r, Tipo: 'estandar' as const })),
    ...evi.map((r) => ({ ...r, Tipo: 'evidencia' as const })),
  ]
    .filter((r): r is typeof r & { Fecha: string } => r.Fecha !== null)
    .sort((a, b) => (a.Fecha < b.Fecha ? 1 : a.Fecha > b.Fecha ? -1 : 0))
    .slice(0, RECIENTES);
  return { Tareas: ts, Contribuciones };
}
