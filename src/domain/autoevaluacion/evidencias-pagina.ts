import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import type { Registro } from '../permisos/registros.ts';
import { puede } from '../permisos/regla.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { loadEstandaresAplicables } from './carga.ts';
import { motivoSoloLectura } from './contribucion.ts';

// What the evidences pages need around their records: whether the user may change anything
// (AE_APORTACION in the project, the record their side's in the table of
// src/domain/permisos/registros.ts, and the self-assessment still open) and why not, the project
// files belong to, and the applicable standards for the filter.

export interface ContextoEvidencias {
  autoevaluacionId: number;
  proyectoId: number;
  /** Why the self-assessment takes no more contributions, or null while it is open. */
  soloLectura: string | null;
  /** The user contributes in this project (AE_APORTACION), the table gives them the evidences and the self-assessment is open. */
  editable: boolean;
  /** The same for the improvement areas and strengths. */
  editableMejoras: boolean;
  estandares: Array<{ Id: number; Codigo: string; Descripcion: string }>;
}

/** The evidences pages' context for a team member (AE) or staff who follow projects (HISTORICO). */
export async function getContextoEvidencias(ctx: DomainContext, autoevaluacionId: number): Promise<ContextoEvidencias> {
  const acceso = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });
  const a = acceso.autoevaluacion;
  const soloLectura = motivoSoloLectura(a);
  const aporta = puede({ esSuperAdmin: acceso.actor.esSuperAdmin, permisos: acceso.permisos }, AUTOEVALUACION.aportacion);
  const { niveles } = acceso.capacidades;
  const escribe = (r: Registro) => aporta && soloLectura === null && niveles[r] === 'write';
  const estandares = (await loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId)).map((e) => ({
    Id: e.id,
    Codigo: e.codigo,
    Descripcion: e.descripcion,
  }));
  return {
    autoevaluacionId: a.id,
    proyectoId: a.proyectoId,
    soloLectura,
    editable: escribe('evidencias'),
    editableMejoras: escribe('mejoras'),
    estandares,
  };
}
