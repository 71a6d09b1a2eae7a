import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { estandares } from '../../db/schema/catalogo.ts';
import { subsanacionEstandares, subsanaciones } from '../../db/schema/subsanaciones.ts';
import type { DomainContext } from '../context.ts';
import { requireLecturaSubsanacion } from './acceso.ts';

// The history of rounds, read from either side: the evaluation (EVA record) or the
// self-assessment it returned (AUT record). Each round lists its standards with the
// evaluator's comment and the team's answer side by side; `estandarId` narrows it to the
// rounds that returned one standard (the history on a standard's page).

interface EstandarDeRonda {
  EstandarId: number;
  Codigo: string;
  Descripcion: string;
  Comentario: string;
  Respuesta: string | null;
  RespuestaFecha: string | null;
  RespuestaUsuarioNombre: string | null;
  /** The answer's version, to send back with a change (0 before the first answer). */
  Version: number;
}

export interface Ronda {
  Id: number;
  Numero: number;
  EvaluacionId: number;
  AutoevaluacionId: number;
  FechaLimite: string;
  Estado: string;
  Apertura: { Fecha: string; UsuarioNombre: string | null };
  Cierre: { Fecha: string; UsuarioNombre: string | null } | null;
  Estandares: EstandarDeRonda[];
}

interface ListaRondas {
  Registros: Ronda[];
  NumeroRegistros: number;
}

/** GET autoevaluaciones/{id}/subsanaciones: the rounds of the evaluation (or self-assessment) `id`, newest first. */
export async function listarSubsanaciones(
  ctx: DomainContext,
  id: number,
  filtro: { estandarId?: number } = {},
): Promise<ListaRondas> {
  // The rounds are what the evaluation returns to the centre's team, comments included: theirs to read before publication.
  await requireLecturaSubsanacion(ctx, id);
  const rondas = await ctx.db
    .select()
    .from(subsanaciones)
    .where(
      and(
        eq(subsanaciones.instanciaId, ctx.instancia.id),
        or(eq(subsanaciones.evaluacionId, id), eq(subsanaciones.autoevaluacionId, id)),
      ),
    )
    .orderBy(desc(subsanaciones.numero));
  if (rondas.length === 0) return { Registros: [], NumeroRegistros: 0 };
  const filas = await ctx.db
    .select({
      subsanacionId: subsanacionEstandares.subsanacionId,
      EstandarId: subsanacionEstandares.estandarId,
      Codigo: estandares.codigo,
      Descripcion: estandares.descripcion,
      Comentario: subsanacionEstandares.comentario,
      Respuesta: subsanacionEstandares.respuesta,
      RespuestaFecha: subsanacionEstandares.respuestaFecha,
      RespuestaUsuarioNombre: subsanacionEstandares.respuestaUsuarioNombre,
      Version: subsanacionEstandares.version,
    })
    .from(subsanacionEstandares)
    .innerJoin(estandares, eq(estandares.id, subsanacionEstandares.estandarId))
    .where(
      and(
        inArray(
          subsanacionEstandares.subsanacionId,
          rondas.map((r) => r.id),
        ),
        filtro.estandarId === undefined ? undefined : eq(subsanacionEstandares.estandarId, filtro.estandarId),
      ),
    )
    .orderBy(asc(estandares.codigo));
  const Registros = rondas
    .map((r) => ({
      Id: r.id,
      Numero: r.numero,
      EvaluacionId: r.evaluacionId,
      AutoevaluacionId: r.autoevaluacionId,
      FechaLimite: r.fechaLimite,
      Estado: r.estadoClave,
      Apertura: { Fecha: r.altaFecha, UsuarioNombre: r.altaUsuarioNombre },
      Cierre: r.cierreFecha ? { Fecha: r.cierreFecha, UsuarioNombre: r.cierreUsuarioNombre } : null,
      Estandares: filas
        .filter((f) => f.subsanacionId === r.id)
        .map(({ subsanacionId: _, Codigo, ...f }) => ({ ...f, Codigo: Codigo ?? String(f.EstandarId) })),
    }))
    .filter((r) => filtro.estandarId === undefined || r.Estandares.length > 0);
  return { Registros, NumeroRegistros: Registros.length };
}
