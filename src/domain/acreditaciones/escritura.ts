import { addMonths, format, parseISO } from 'date-fns';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { acreditacionAvisos } from '../../db/schema/acreditacion-avisos.ts';
import { acreditaciones, acreditacionObservaciones } from '../../db/schema/acreditaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { todayIso, toIsoDate } from '../shared/fechas.ts';
import { saveVerb } from '../shared/save.ts';
import type { Storage } from '../shared/storage.ts';
import { requireAcreditaciones } from './acceso.ts';
import { generarCsv } from './csv.ts';
import { esElegible, FASES_ELEGIBLES } from './elegibles.ts';
import { estadoSegunFechas } from './estado.ts';
import { type AcreditacionRecord, loadAcreditacion } from './lectura.ts';
import type { AcreditacionInput } from './schema.ts';

const iso = (v: string | undefined | null) => toIsoDate(v) ?? null;

/** The project (of this instance) with its process's validity months; 422 when missing. */
async function proyectoDe(ctx: DomainContext, proyectoId: number) {
  const [p] = await ctx.db
    .select({
      id: proyectos.id,
      faseClave: proyectos.faseClave,
      estadoClave: proyectos.estadoClave,
      meses: procesos.plazoVigenciaAcreditacion,
    })
    .from(proyectos)
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(and(eq(proyectos.id, proyectoId), eq(proyectos.instanciaId, ctx.instancia.id)));
  if (!p) unprocessable({ proyectoId: [t.proyectoNoExiste] });
  return p as NonNullable<typeof p>;
}

/** The level of the project's latest published evaluation, copied onto the accreditation. */
async function nivelPublicado(ctx: DomainContext, proyectoId: number) {
  const [row] = await ctx.db
    .select({ nivelClave: autoevaluaciones.nivelClave, nivelNombre: autoevaluaciones.nivelNombre })
    .from(autoevaluaciones)
    .where(
      and(
        eq(autoevaluaciones.proyectoId, proyectoId),
        isNotNull(autoevaluaciones.nivelClave),
        isNotNull(autoevaluaciones.fechaPublicacion),
      ),
    )
    .orderBy(desc(autoevaluaciones.fechaPublicacion), desc(autoevaluaciones.id))
    .limit(1);
  return row ?? { nivelClave: null, nivelNombre: null };
}

/**
 * The columns of a create or edit, with every rule of the form: an eligible project (checked
 * when it is chosen: a project that moves on keeps its accreditation), validity by default
 * publication + the process's months, no date before publication, a status by the dates
 * unless staff chose one (a revocation date always makes it REV). Every broken rule is reported at once, per field.
 */
async function valores(ctx: DomainContext, input: AcreditacionInput, anterior?: { proyectoId: number }) {
  const proyecto = await proyectoDe(ctx, input.proyectoId);
  const cambiaProyecto = anterior?.proyectoId !== input.proyectoId;
  const errors: Record<string, string[]> = {};
  if (cambiaProyecto && !esElegible(proyecto)) errors.proyectoId = [t.proyectoNoElegible(FASES_ELEGIBLES)];
  const fechaPublicacion = iso(input.fechaPublicacion) as string;
  let fechaVigencia = iso(input.fechaVigencia);
  if (!fechaVigencia && proyecto.meses) {
    fechaVigencia = format(addMonths(parseISO(fechaPublicacion), proyecto.meses), 'yyyy-MM-dd');
  }
  if (!fechaVigencia) errors.fechaVigencia = [t.vigenciaSinPlazo];
  else if (fechaVigencia < fechaPublicacion) errors.fechaVigencia = [t.vigenciaAnterior];
  const fechaRevocacion = iso(input.fechaRevocacion);
  if (fechaRevocacion && fechaRevocacion < fechaPublicacion) errors.fechaRevocacion = [t.revocacionAnterior];
  const fechaSuspension = iso(input.fechaSuspension);
  if (fechaSuspension && fechaSuspension < fechaPublicacion) errors.fechaSuspension = [t.suspensionAnterior];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const fechas = { fechaPublicacion, fechaVigencia, fechaRevocacion, fechaSuspension };
  return {
    codigo: input.codigo,
    proyectoId: input.proyectoId,
    ...fechas,
    // A revocation date is a revocation, whatever status was left chosen in the form.
    estadoClave: fechaRevocacion ? 'REV' : (input.estado ?? estadoSegunFechas(fechas, todayIso(ctx.clock.now()))),
    ...(cambiaProyecto ? await nivelPublicado(ctx, input.proyectoId) : {}),
  };
}

/** A code names one accreditation of the instance: 409 when another has it. */
async function requireCodigoAcreditacionLibre(ctx: DomainContext, codigo: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ id: acreditaciones.id })
    .from(acreditaciones)
    .where(
      and(
        eq(acreditaciones.instanciaId, ctx.instancia.id),
        eq(acreditaciones.codigo, codigo),
        exceptId === undefined ? undefined : ne(acreditaciones.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, t.codigoEnUso, { codigo: [t.codigoEnUso] });
}

const codigoEnUso = (err: unknown) => isUniqueViolation(err) && /codigo/.test(String((err as Error)?.message ?? err));

/** POST acreditaciones: a new accreditation with its verification code. */
async function createAcreditacion(ctx: DomainContext, input: AcreditacionInput): Promise<{ id: number }> {
  const actor = requireAcreditaciones(ctx.actor, 'E');
  const values = await valores(ctx, input);
  await requireCodigoAcreditacionLibre(ctx, values.codigo);
  // The code is random (csv.ts): a clash of 122 bits is not expected; the unique index refuses one.
  const row = { ...values, csv: generarCsv() };
  try {
    const [rows] = await commit(ctx, [
      ctx.db
        .insert(acreditaciones)
        .values({ instanciaId: ctx.instancia.id, ...row, ...altaAudit(actor, ctx.clock.now()) })
        .returning({ id: acreditaciones.id }),
      auditar({ accion: 'CREAR', entidad: 'acreditacion', entidadId: nuevoEn(acreditaciones), cambios: cambiosDe(null, row) }),
    ]);
    return filaDe<{ id: number }>(rows);
  } catch (err) {
    if (codigoEnUso(err)) throw new AppError(409, t.codigoEnUso, { codigo: [t.codigoEnUso] });
    throw err;
  }
}

/** PUT acreditaciones/{id}: replaces the form's fields (the verification code never changes). */
async function updateAcreditacion(ctx: DomainContext, id: number, input: AcreditacionInput): Promise<AcreditacionRecord> {
  const actor = requireAcreditaciones(ctx.actor, 'E');
  const actual = await loadAcreditacion(ctx, id);
  // Two people editing one accreditation: the one who saves on an older version is told (409).
  if (input.version !== undefined && input.version !== actual.Version) throw new AppError(409, t.cambiada);
  const values = await valores(ctx, input, { proyectoId: actual.Proyecto.Id });
  await requireCodigoAcreditacionLibre(ctx, values.codigo, id);
  const antes = await filaActual(ctx.db, acreditaciones, id);
  try {
    const [res] = await commit(ctx, [
      ctx.db
        .update(acreditaciones)
        .set({ ...values, ...modificacionAudit(actor, ctx.clock.now()) })
        .where(
          and(
            eq(acreditaciones.id, id),
            eq(sql`coalesce(${acreditaciones.modificacionFecha}, ${acreditaciones.altaFecha})`, actual.Version),
          ),
        )
        .returning({ id: acreditaciones.id }),
      auditar({ accion: 'MODIFICAR', entidad: 'acreditacion', entidadId: id, cambios: cambiosDe(antes, values), siCambia: true }),
    ]);
    if ((res as unknown[]).length === 0) throw new AppError(409, t.cambiada);
  } catch (err) {
    if (codigoEnUso(err)) throw new AppError(409, t.codigoEnUso, { codigo: [t.codigoEnUso] });
    throw err;
  }
  return loadAcreditacion(ctx, id);
}

/** Creates (`saveAcreditacion(ctx, input)`) or replaces (`saveAcreditacion(ctx, id, input)`). */
export const saveAcreditacion = saveVerb(createAcreditacion, updateAcreditacion);

/** DELETE acreditaciones/{id}: with its observations and certificate files (rows, then bytes). */
export async function removeAcreditacion(ctx: DomainContext & { storage: Storage }, id: number): Promise<void> {
  requireAcreditaciones(ctx.actor, 'E');
  await loadAcreditacion(ctx, id);
  const antes = await filaActual(ctx.db, acreditaciones, id);
  const propios = and(eq(ficheros.instanciaId, ctx.instancia.id), eq(ficheros.acreditacionId, id));
  const [, , , removed] = (await commit(ctx, [
    ctx.db.delete(acreditacionAvisos).where(eq(acreditacionAvisos.acreditacionId, id)),
    ctx.db.delete(acreditacionObservaciones).where(eq(acreditacionObservaciones.acreditacionId, id)),
    ctx.db.delete(acreditaciones).where(and(eq(acreditaciones.id, id), eq(acreditaciones.instanciaId, ctx.instancia.id))),
    ctx.db.delete(ficheros).where(propios).returning({ clave: ficheros.claveAlmacen }),
    auditar({ accion: 'ELIMINAR', entidad: 'acreditacion', entidadId: id, cambios: cambiosDe(antes, null) }),
  ])) as [unknown, unknown, unknown, { clave: string }[]];
  for (const { clave } of removed) {
    try {
      await ctx.storage.delete(clave);
    } catch (err) {
      console.warn(`[acreditaciones] no se pudo borrar el objeto ${clave}`, err);
    }
  }
}
