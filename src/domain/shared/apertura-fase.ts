import { type SQL, sql } from 'drizzle-orm';
import type { Actor, DomainContext } from '../context.ts';

/**
 * The statement that opens a project's self-assessment (or evaluation) for `fase`: status
 * CURSO, opened and started `hoy`, its deadline `hoy` plus the process's term (plazo, days) for
 * that phase when the process sets one. Accepting a request opens the first (AUT-INI);
 * finishing a self-assessment opens the evaluation's. `proyectoId` may be a subquery, for a
 * project created earlier in the same batch. `fechaLimite`, when given, is the deadline instead
 * (the follow-up's agreed next deadline: src/domain/proyectos/seguimiento-fechas.ts). The unique (project, phase) index makes a second
 * opening fail the whole batch.
 */
export function abrirAutoevaluacion(
  ctx: DomainContext,
  actor: Actor,
  p: {
    proyectoId: number | SQL;
    procesoId: number;
    fase: string;
    hoy: string;
    fechaVisita?: string | null;
    fechaLimite?: string | null;
  },
) {
  const nowIso = ctx.clock.now().toISOString();
  const limite =
    p.fechaLimite !== undefined
      ? sql`${p.fechaLimite}`
      : sql`(select date(${p.hoy}, '+' || plazo || ' days') from proceso_fases_proyecto
        where proceso_id = ${p.procesoId} and fase_clave = ${p.fase} and plazo is not null)`;
  return ctx.db.run(sql`insert into autoevaluaciones (instancia_id, proyecto_id, fase_clave, estado_clave, fecha_apertura,
      fecha_inicio, fecha_limite, fecha_visita, alta_fecha, alta_usuario_id, alta_usuario_nombre)
    values (${ctx.instancia.id}, ${p.proyectoId}, ${p.fase}, 'CURSO', ${p.hoy}, ${p.hoy}, ${limite},
      ${p.fechaVisita ?? null}, ${nowIso}, ${actor.usuarioId}, ${actor.nombre})`);
}
