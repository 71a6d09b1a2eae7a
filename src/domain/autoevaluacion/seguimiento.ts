import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { procesoFasesProyecto } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { seguimiento as t } from '../../i18n/autoevaluacion-seguimiento.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { PROYECTOS } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { requireProyectos } from '../proyectos/acceso.ts';
import { muestraConfigurar } from '../proyectos/estados.ts';
import { loadProyectoResumen, type ProyectoResumen } from '../proyectos/listado.ts';
import { copiarCiclo } from '../proyectos/seguimiento-copia.ts';
import { correosSeguimiento } from '../proyectos/seguimiento-correo.ts';
import {
  erroresFechasSeguimiento,
  type FechasSeguimiento,
  type Plazos,
  plazoSeguimiento,
  proponerFechas,
} from '../proyectos/seguimiento-fechas.ts';
import type { AbrirSeguimientoInput } from '../proyectos/seguimiento-schema.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { todayIso, toIsoDate } from '../shared/fechas.ts';
import { loadAutoevaluacionCicloAnterior } from './ciclo-anterior.ts';

// Follow-up ("Follow-up is configured with a planned start date; dates are proposed
// from the phase deadlines. The next deadline must be after today"): Configurar on a FIN-INI
// project in progress, then PUT proyectos/{id}/abrirSeguimiento opens the SEG cycle: the
// project moves to AUT-SEG and a new self-assessment starts from the previous cycle's
// (seguimiento-copia.ts). The earlier cycle's records stay as they are, finished: read-only,
// for comparison. Who: staff who write projects (HISTORICO at E), like the status change.

const FASE_SEGUIMIENTO = 'AUT-SEG';
const FASES_PROPUESTA = ['AUT-SEG', 'EVA-SEG'] as const;

export interface ConfiguracionSeguimiento {
  /** Phase FIN-INI and status CURSO: abrirSeguimiento may be called. */
  Configurable: boolean;
  /** The terms (days) the proposal reads: the process's own, follow-up phases falling back on the first cycle's. */
  Plazos: Plazos;
  /** The follow-up phases the proposal adds up, with the term each uses (null: none set). */
  Fases: Array<{ Clave: string; Nombre: string; Plazo: number | null }>;
  /** Dates proposed for a start today (ISO). */
  Propuesta: FechasSeguimiento;
  /** The self-assessment the new cycle starts from (the project's latest AUT record), or null. */
  CicloAnterior: { Id: number; FaseClave: string } | null;
}

async function proyectoDe(ctx: DomainContext, id: number) {
  const [p] = await ctx.db
    .select({
      id: proyectos.id,
      procesoId: proyectos.procesoId,
      faseClave: proyectos.faseClave,
      estadoClave: proyectos.estadoClave,
    })
    .from(proyectos)
    .where(and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id)));
  if (!p) throw new AppError(404, proyectosApi.proyectoNoExiste);
  return p;
}

async function plazosDe(ctx: DomainContext, procesoId: number): Promise<Plazos> {
  const rows = await ctx.db
    .select({ fase: procesoFasesProyecto.faseClave, plazo: procesoFasesProyecto.plazo })
    .from(procesoFasesProyecto)
    .where(eq(procesoFasesProyecto.procesoId, procesoId));
  return Object.fromEntries(rows.filter((r) => r.plazo !== null).map((r) => [r.fase, r.plazo as number]));
}

/** What the follow-up copies: the project's latest self-assessment of the cycle before SEG. */
async function loadCicloAnterior(ctx: DomainContext, proyectoId: number) {
  const r = await loadAutoevaluacionCicloAnterior(ctx, proyectoId, FASE_SEGUIMIENTO);
  return r ? { Id: r.id, FaseClave: r.clave } : null;
}

/** GET proyectos/{id}/seguimiento: what Configurar shows (staff who follow projects). */
export async function getConfiguracionSeguimiento(ctx: DomainContext, proyectoId: number): Promise<ConfiguracionSeguimiento> {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  const p = await proyectoDe(ctx, proyectoId);
  const plazos = await plazosDe(ctx, p.procesoId);
  return {
    Configurable: muestraConfigurar(p),
    Plazos: plazos,
    Fases: (
      await ctx.db
        .select({ Clave: fasesProyecto.clave, Nombre: fasesProyecto.nombre })
        .from(fasesProyecto)
        .where(inArray(fasesProyecto.clave, FASES_PROPUESTA))
        .orderBy(asc(fasesProyecto.orden))
    ).map((fase) => ({ ...fase, Plazo: plazoSeguimiento(plazos, fase.Clave as (typeof FASES_PROPUESTA)[number]) })),
    Propuesta: proponerFechas(todayIso(ctx.clock.now()), plazos),
    CicloAnterior: await loadCicloAnterior(ctx, proyectoId),
  };
}

/** The dates as ISO, or 422 naming each field that breaks a rule (the spec's texts). */
function fechasValidas(ctx: DomainContext, input: AbrirSeguimientoInput) {
  const fechas = {
    inicio: toIsoDate(input.fechaInicio) as string,
    limite: toIsoDate(input.fechaLimite) ?? null,
    siguiente: toIsoDate(input.fechaLimiteSiguiente) as string,
  };
  const errors = erroresFechasSeguimiento(fechas, todayIso(ctx.clock.now()));
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return fechas;
}

/**
 * PUT proyectos/{id}/abrirSeguimiento, in ONE batch: the project goes FIN-INI → AUT-SEG, any
 * record of it still open is closed (the earlier cycle becomes read-only), the follow-up
 * self-assessment opens (CURSO) with the dates given, the earlier cycle's contents are
 * copied into it, and the centre's team and the tutor get a mail through the outbox with a link
 * (from `origenEnlaces`, PUBLIC_URL). Opening twice, even at once, opens once: the second gets 409.
 */
export async function abrirSeguimiento(
  ctx: DomainContext,
  proyectoId: number,
  input: AbrirSeguimientoInput,
  origenEnlaces: string,
): Promise<ProyectoResumen> {
  const actor = requireProyectos(ctx.actor, 'E');
  const p = await proyectoDe(ctx, proyectoId);
  if (!muestraConfigurar(p)) throw new AppError(409, p.faseClave === FASE_SEGUIMIENTO ? t.yaAbierto : t.noConfigurable);
  const { inicio, limite, siguiente } = fechasValidas(ctx, input);
  const origen = await loadCicloAnterior(ctx, proyectoId);
  if (!origen) throw new AppError(409, t.sinCicloAnterior);
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const abiertos = await ctx.db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, proyectoId), eq(autoevaluaciones.estadoClave, 'CURSO')))
    .orderBy(asc(autoevaluaciones.id));
  // True once the project update below moved it: later statements write only then.
  const movidoASeguimiento = sql`exists (select 1 from proyectos where id = ${proyectoId} and fase_clave = ${FASE_SEGUIMIENTO})`;
  const nueva = sql`select id from autoevaluaciones where proyecto_id = ${proyectoId} and fase_clave = ${FASE_SEGUIMIENTO}`;
  const correos = await correosSeguimiento(ctx, proyectoId, {
    inicio,
    limite,
    fase: FASE_SEGUIMIENTO,
    abierto: movidoASeguimiento,
    origen: origenEnlaces,
  });
  const cierres: Paso[] =
    abiertos.length === 0
      ? []
      : [
          ctx.db
            .update(autoevaluaciones)
            .set({ estadoClave: 'FIN', ...modificacionAudit(actor, now) })
            .where(
              and(
                inArray(
                  autoevaluaciones.id,
                  abiertos.map((a) => a.id),
                ),
                movidoASeguimiento,
              ),
            ),
          ...abiertos.map((a) =>
            auditar({
              accion: 'MODIFICAR',
              entidad: 'autoevaluacion',
              entidadId: a.id,
              cambios: [{ Campo: 'EstadoClave', Antes: 'CURSO', Despues: 'FIN' }],
            }),
          ),
        ];
  try {
    const [movido] = (await commit(ctx, [
      ctx.db
        .update(proyectos)
        .set({ faseClave: FASE_SEGUIMIENTO, ...modificacionAudit(actor, now) })
        .where(and(eq(proyectos.id, proyectoId), eq(proyectos.faseClave, 'FIN-INI'), eq(proyectos.estadoClave, 'CURSO')))
        .returning({ id: proyectos.id }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'proyecto',
        entidadId: proyectoId,
        cambios: [{ Campo: 'FaseClave', Antes: p.faseClave, Despues: FASE_SEGUIMIENTO }],
        siCambia: true,
      }),
      ...cierres,
      // Only when the move above happened (a concurrent change of status or phase stops it); a
      // concurrent opening that got here first fails this batch on the unique (project, phase).
      ctx.db.run(sql`insert into autoevaluaciones (instancia_id, proyecto_id, fase_clave, estado_clave, fecha_apertura,
          fecha_inicio, fecha_limite, fecha_limite_siguiente, alta_fecha, alta_usuario_id, alta_usuario_nombre)
        select ${ctx.instancia.id}, ${proyectoId}, ${FASE_SEGUIMIENTO}, 'CURSO', ${todayIso(now)}, ${inicio}, ${limite},
          ${siguiente}, ${nowIso}, ${actor.usuarioId}, ${actor.nombre}
        where ${movidoASeguimiento}`),
      auditar({
        accion: 'CREAR',
        entidad: 'autoevaluacion',
        entidadId: nuevoEn(autoevaluaciones),
        cambios: [
          { Campo: 'FaseClave', Antes: null, Despues: FASE_SEGUIMIENTO },
          { Campo: 'FechaInicio', Antes: null, Despues: inicio },
          { Campo: 'FechaLimite', Antes: null, Despues: limite },
          { Campo: 'FechaLimiteSiguiente', Antes: null, Despues: siguiente },
          { Campo: 'CopiadaDe', Antes: null, Despues: origen.Id },
        ],
        siCambia: true,
      }),
      ...copiarCiclo(ctx.db, origen.Id, nueva, { fecha: nowIso, usuarioId: actor.usuarioId, nombre: actor.nombre }),
      ...correos,
    ])) as [unknown[]];
    if (movido.length === 0) throw new AppError(409, errores.conflicto);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.yaAbierto);
    throw err;
  }
  const resumen = await loadProyectoResumen(ctx, proyectoId);
  if (!resumen) throw new AppError(404, proyectosApi.proyectoNoExiste);
  return resumen;
}
