import { and, inArray, like } from 'drizzle-orm';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { hitosCalendario } from '../../i18n/autoevaluacion-plan.ts';
import type { AutoevaluacionBase } from '../autoevaluacion/carga.ts';
import type { DomainContext } from '../context.ts';
import { loadTareasConFecha, type TareaRecord } from './lectura.ts';

// The calendar's events: each task with a deadline, on that day,
// styled tarea-conseguida or tarea-pendiente by its completed flag; and the self-assessment's
// milestones, keyed like the milestone types (TIPOS_HITO) and read from the same dates the
// reminders use (src/domain/recordatorios/consultas.ts): auto_ini fechaInicio, auto_limite
// fechaLimite, auto_fin fechaFin, auto_visita fechaVisita, auto_presen the opening date of
// the project's evaluation (its rows in a phase of type EVA). The page and the ICS feed both
// come here.

export type TipoHito = keyof typeof hitosCalendario;
type ClaseEvento = 'tarea-conseguida' | 'tarea-pendiente' | TipoHito;

export interface EventoCalendario {
  /** Unique across self-assessments: `tarea-<id>` or `<hito>-<autoevaluacionId>`. */
  Id: string;
  TipoClave: 'TAREA' | TipoHito;
  Titulo: string;
  Descripcion: string | null;
  /** ISO dates; an event takes one whole day, so both are the same. */
  FechaInicio: string;
  FechaFin: string;
  Clase: ClaseEvento;
  Hito: boolean;
  AutoevaluacionId: number;
  /** For tasks: the record (responsible, status) the feed describes. */
  Tarea?: TareaRecord;
}

type ConFechas = Pick<AutoevaluacionBase, 'id' | 'proyectoId' | 'fechaInicio' | 'fechaLimite' | 'fechaFin' | 'fechaVisita'>;

const hito = (tipo: TipoHito, a: ConFechas, fecha: string | null, sufijo = ''): EventoCalendario | null =>
  fecha
    ? {
        Id: `${tipo}-${a.id}${sufijo}`,
        TipoClave: tipo,
        Titulo: hitosCalendario[tipo],
        Descripcion: null,
        FechaInicio: fecha.slice(0, 10),
        FechaFin: fecha.slice(0, 10),
        Clase: tipo,
        Hito: true,
        AutoevaluacionId: a.id,
      }
    : null;

const eventoDeTarea = (t: TareaRecord): EventoCalendario => ({
  Id: `tarea-${t.Id}`,
  TipoClave: 'TAREA',
  Titulo: t.Titulo,
  Descripcion: t.Descripcion,
  FechaInicio: t.FechaLimite as string,
  FechaFin: t.FechaLimite as string,
  Clase: t.Conseguido ? 'tarea-conseguida' : 'tarea-pendiente',
  Hito: false,
  AutoevaluacionId: t.AutoevaluacionId,
  Tarea: t,
});

/** The events of these self-assessments, by day. The caller has checked access to each. */
export async function eventosDe(ctx: DomainContext, autos: readonly ConFechas[]): Promise<EventoCalendario[]> {
  if (autos.length === 0) return [];
  const proyectoIds = [...new Set(autos.map((a) => a.proyectoId))];
  const evaluaciones = await ctx.db
    .select({ id: autoevaluaciones.id, proyectoId: autoevaluaciones.proyectoId, fechaApertura: autoevaluaciones.fechaApertura })
    .from(autoevaluaciones)
    .where(and(inArray(autoevaluaciones.proyectoId, proyectoIds), like(autoevaluaciones.faseClave, 'EVA-%')));
  const out: EventoCalendario[] = [];
  for (const a of autos) {
    out.push(
      ...[
        hito('auto_ini', a, a.fechaInicio),
        hito('auto_limite', a, a.fechaLimite),
        hito('auto_fin', a, a.fechaFin),
        hito('auto_visita', a, a.fechaVisita),
        ...evaluaciones
          .filter((e) => e.proyectoId === a.proyectoId)
          .map((e) => hito('auto_presen', a, e.fechaApertura, `-${e.id}`)),
      ].filter((e): e is EventoCalendario => e !== null),
    );
  }
  const tareas = await loadTareasConFecha(
    ctx,
    autos.map((a) => a.id),
  );
  out.push(...tareas.map(eventoDeTarea));
  return out.sort((x, y) => x.FechaInicio.localeCompare(y.FechaInicio) || x.Id.localeCompare(y.Id));
}
