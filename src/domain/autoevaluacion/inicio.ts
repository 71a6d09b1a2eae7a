import { and, desc, eq, gt, not } from 'drizzle-orm';
import { autoevaluacionEstandares, autoevaluacionEvidencias } from '../../db/schema/autoevaluacion.ts';
import { estandares, evidencias } from '../../db/schema/catalogo.ts';
import { copiadaSinCambiosSql } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { diasEntre, todayIso } from '../shared/fechas.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionRecord, getAutoevaluacion } from './lectura.ts';

// The self-assessment's home: its figures (from cifrasDe, through getAutoevaluacion), its
// deadlines with the days left, and the latest changes the team made to standards and
// evidences, read from the verdict rows' Auditoria.Modificacion (who and when). Rows still as a
// follow-up cycle copied them from the earlier one are no change of this team's (copiadaSinCambios).

interface CambioReciente {
  Tipo: 'estandar' | 'evidencia';
  Id: number;
  Codigo: string;
  EstadoClave: string;
  Aplica: boolean;
  Fecha: string;
  Nombre: string | null;
}

export interface Plazo {
  clave: 'inicio' | 'limite' | 'visita' | 'fin';
  fecha: string;
  /** Days from today (negative: past). */
  dias: number;
}

export interface InicioAutoevaluacion {
  autoevaluacion: AutoevaluacionRecord;
  plazos: Plazo[];
  recientes: CambioReciente[];
}

const RECIENTES = 8;

type Fechas = Pick<AutoevaluacionRecord, 'FechaInicio' | 'FechaLimite' | 'FechaVisita' | 'FechaFin'>;

/** The record's deadlines with the days left from `hoy`. */
function plazosDe(a: Fechas, hoy: string): Plazo[] {
  return (
    [
      ['inicio', a.FechaInicio],
      ['limite', a.FechaLimite],
      ['visita', a.FechaVisita],
      ['fin', a.FechaFin],
    ] as const
  ).flatMap(([clave, fecha]) => (fecha ? [{ clave, fecha, dias: diasEntre(hoy, fecha) }] : []));
}

/**
 * The deadlines alone (AE in the project): what the centre's team sees of an evaluation not yet
 * published (its figures are the evaluation team's: src/domain/autoevaluacion/visibilidad-evaluacion.ts).
 */
export async function getPlazosAutoevaluacion(ctx: DomainContext, id: number): Promise<Plazo[]> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso, { marco: true });
  const fechas = { FechaInicio: a.fechaInicio, FechaLimite: a.fechaLimite, FechaVisita: a.fechaVisita, FechaFin: a.fechaFin };
  return plazosDe(fechas, todayIso(ctx.clock.now()));
}

/** The home's data for the team (AE in the project). */
export async function getInicioAutoevaluacion(ctx: DomainContext, id: number): Promise<InicioAutoevaluacion> {
  await requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso);
  const autoevaluacion = await getAutoevaluacion(ctx, id);
  const plazos = plazosDe(autoevaluacion, todayIso(ctx.clock.now()));

  const fecha = (t: typeof autoevaluacionEstandares | typeof autoevaluacionEvidencias) => t.modificacionFecha;
  const [est, evi] = await Promise.all([
    ctx.db
      .select({
        id: estandares.id,
        codigo: estandares.codigo,
        estadoClave: autoevaluacionEstandares.estadoClave,
        aplica: autoevaluacionEstandares.aplica,
        fecha: autoevaluacionEstandares.modificacionFecha,
        alta: autoevaluacionEstandares.altaFecha,
        nombre: autoevaluacionEstandares.modificacionUsuarioNombre,
        altaNombre: autoevaluacionEstandares.altaUsuarioNombre,
      })
      .from(autoevaluacionEstandares)
      .innerJoin(estandares, eq(estandares.id, autoevaluacionEstandares.estandarId))
      // Untouched rows (version 0, one per standard from the opening: migration 0022) are no change.
      .where(
        and(
          eq(autoevaluacionEstandares.autoevaluacionId, id),
          gt(autoevaluacionEstandares.version, 0),
          not(copiadaSinCambiosSql(autoevaluacionEstandares)),
        ),
      )
      .orderBy(desc(fecha(autoevaluacionEstandares)), desc(autoevaluacionEstandares.altaFecha))
      .limit(RECIENTES),
    ctx.db
      .select({
        id: evidencias.id,
        codigo: evidencias.codigo,
        estadoClave: autoevaluacionEvidencias.estadoClave,
        aplica: autoevaluacionEvidencias.aplica,
        fecha: autoevaluacionEvidencias.modificacionFecha,
        alta: autoevaluacionEvidencias.altaFecha,
        nombre: autoevaluacionEvidencias.modificacionUsuarioNombre,
        altaNombre: autoevaluacionEvidencias.altaUsuarioNombre,
      })
      .from(autoevaluacionEvidencias)
      .innerJoin(evidencias, eq(evidencias.id, autoevaluacionEvidencias.evidenciaId))
      .where(and(eq(autoevaluacionEvidencias.autoevaluacionId, id), not(copiadaSinCambiosSql(autoevaluacionEvidencias))))
      .orderBy(desc(fecha(autoevaluacionEvidencias)), desc(autoevaluacionEvidencias.altaFecha))
      .limit(RECIENTES),
  ]);
  const recientes = [
    ...est.map((r) => ({ ...r, tipo: 'estandar' as const })),
    ...evi.map((r) => ({ ...r, tipo: 'evidencia' as const })),
  ]
    .map(
      (r): CambioReciente => ({
        Tipo: r.tipo,
        Id: r.id,
        Codigo: r.codigo,
        EstadoClave: r.estadoClave,
        Aplica: r.aplica,
        Fecha: r.fecha ?? r.alta,
        Nombre: r.fecha ? r.nombre : r.altaNombre,
      }),
    )
    .sort((a, b) => (a.Fecha < b.Fecha ? 1 : a.Fecha > b.Fecha ? -1 : 0))
    .slice(0, RECIENTES);
  return { autoevaluacion, plazos, recientes };
}
