import { loadEstandaresAplicables } from '../autoevaluacion/carga.ts';
import { fechaLimitePorDefecto } from '../autoevaluacion/subsanacion-reglas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { SUBSANACION } from '../permisos/politicas.ts';
import { esDeSuLado } from '../permisos/registros.ts';
import { puede } from '../permisos/regla.ts';
import { fechaEs, todayIso } from '../shared/fechas.ts';
import { requireLecturaSubsanacion } from './acceso.ts';
import { autoevaluacionADevolver } from './apertura.ts';

// What the evaluation's correction page needs: whether this actor may open a round now (and
// why not), the standards of the self-assessment the evaluation judges, and the default
// deadline. The same checks as the call (apertura.ts), so the page never offers what the
// API would refuse.

export interface PaginaSubsanacionEvaluacion {
  puedeAbrir: boolean;
  /** Why no round can be opened now (published, not in progress, one open), or null. */
  motivo: string | null;
  estandares: Array<{ Id: number; Codigo: string; Descripcion: string }>;
  /** dd/mm/yyyy. */
  fechaPorDefecto: string;
}

export async function getPaginaSubsanacionEvaluacion(
  ctx: DomainContext,
  evaluacionId: number,
): Promise<PaginaSubsanacionEvaluacion> {
  const acceso = await requireLecturaSubsanacion(ctx, evaluacionId);
  const fechaPorDefecto = fechaEs(fechaLimitePorDefecto(todayIso(ctx.clock.now())));
  const permitido =
    puede({ esSuperAdmin: acceso.actor.esSuperAdmin, permisos: acceso.permisos }, SUBSANACION.abrir) &&
    esDeSuLado(acceso.capacidades.sujeto, 'veredictos');
  if (!permitido) return { puedeAbrir: false, motivo: null, estandares: [], fechaPorDefecto };
  try {
    const aut = await autoevaluacionADevolver(ctx, acceso.autoevaluacion);
    const estandares = (await loadEstandaresAplicables(ctx.db, aut.manualId, aut.ambitoId)).map((e) => ({
      Id: e.id,
      Codigo: e.codigo,
      Descripcion: e.descripcion,
    }));
    return { puedeAbrir: true, motivo: null, estandares, fechaPorDefecto };
  } catch (err) {
    if (err instanceof AppError && err.status === 409)
      return { puedeAbrir: false, motivo: err.message, estandares: [], fechaPorDefecto };
    throw err;
  }
}
