import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import { perfiles } from '../../db/schema/identidad.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros, solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import type { DomainContext } from '../context.ts';

// Joins and conditions that several areas read the same way, stated once: callers pick the
// columns (`campos`) and add their own filters, order and limit.

/** Records (self-assessments and evaluations) with their phase: its type (AUT, EVA) and cycle (INI, SEG) say what each is. */
export const registrosConFase = <T extends SelectedFields>(db: Db, campos: T) =>
  db.select(campos).from(autoevaluaciones).innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave));

/** Records (self-assessments and evaluations) with the project each belongs to; `distinct` drops repeated rows. */
export const registrosConProyecto = <T extends SelectedFields>(db: Db, campos: T, opciones: { distinct?: boolean } = {}) =>
  (opciones.distinct ? db.selectDistinct(campos) : db.select(campos))
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId));

/** Projects with the centre they accredit. */
export const proyectosConCentro = <T extends SelectedFields>(db: Db, campos: T) =>
  db.select(campos).from(proyectos).innerJoin(centros, eq(centros.id, proyectos.centroId));

/** The people entries of requests, with the profile each asks for. */
export const personasDeSolicitudes = <T extends SelectedFields>(db: Db, campos: T) =>
  db.select(campos).from(solicitudPerfiles).innerJoin(perfiles, eq(perfiles.id, solicitudPerfiles.perfilId));

/** Project `id`, when it belongs to the caller's instance (another instance's ids read as missing). */
export const proyectoDeInstancia = (ctx: Pick<DomainContext, 'instancia'>, id: number) =>
  and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id));

/**
 * The columns of a record with what decides its contents (AutoevaluacionBase of
 * src/domain/autoevaluacion/carga.ts): autoevaluaciones joined to its project, process and phase.
 */
export const baseCampos = {
  id: autoevaluaciones.id,
  proyectoId: autoevaluaciones.proyectoId,
  faseClave: autoevaluaciones.faseClave,
  estadoClave: autoevaluaciones.estadoClave,
  fechaApertura: autoevaluaciones.fechaApertura,
  fechaInicio: autoevaluaciones.fechaInicio,
  fechaLimite: autoevaluaciones.fechaLimite,
  fechaFin: autoevaluaciones.fechaFin,
  fechaVisita: autoevaluaciones.fechaVisita,
  ambitoId: proyectos.ambitoId,
  manualId: procesos.manualId,
  procesoId: proyectos.procesoId,
  faseTipo: fasesProyecto.tipoClave,
  faseCiclo: fasesProyecto.ciclo,
  fechaPublicacion: autoevaluaciones.fechaPublicacion,
  nivelClave: autoevaluaciones.nivelClave,
  nivelNombre: autoevaluaciones.nivelNombre,
};
