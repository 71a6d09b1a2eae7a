import { and, eq, ne } from 'drizzle-orm';
import { procesoNiveles } from '../../db/schema/niveles.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { nivelesApi as t } from '../../i18n/evaluacion-resultado.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn, removeAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { requireProcesos } from './acceso.ts';
import { loadProceso } from './lectura.ts';
import { nivelRecord } from './niveles-carga.ts';
import type { NivelInput, NivelRecord } from './niveles-schema.ts';

// A process's levels (POST procesos/{id}/niveles, PUT and DELETE procesos/niveles/{id}), by
// GEST_PROCESOS at E. Two levels of a process may share neither their key nor both thresholds
// (they would be indistinguishable): checked first for a clear message, and by the table's
// unique indexes for a race. Published evaluations keep the level they got (a snapshot on the
// record), so changing or deleting a level changes only figures still to be published.

export const nivelColumnas = (input: NivelInput) => ({
  clave: input.clave.trim().toUpperCase(),
  nombre: input.nombre,
  porcentajeEsenciales: input.porcentajeEsenciales,
  porcentajeNoEsenciales: input.porcentajeNoEsenciales,
  orden: input.orden ?? 0,
});

/** The level `id` of a process of this instance, with its process id; 404 otherwise. */
async function loadNivel(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({ nivel: procesoNiveles })
    .from(procesoNiveles)
    .innerJoin(procesos, eq(procesos.id, procesoNiveles.procesoId))
    .where(and(eq(procesoNiveles.id, id), eq(procesos.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noEncontrado);
  return row.nivel;
}

/** 409 with the field at fault when another level of the process has the key or both thresholds. */
async function requireUnique(ctx: DomainContext, procesoId: number, c: ReturnType<typeof nivelColumnas>, exceptoId?: number) {
  const otros = await ctx.db
    .select()
    .from(procesoNiveles)
    .where(and(eq(procesoNiveles.procesoId, procesoId), exceptoId ? ne(procesoNiveles.id, exceptoId) : undefined));
  if (otros.some((o) => o.clave.toUpperCase() === c.clave))
    throw new AppError(409, t.claveRepetida, { clave: [t.claveRepetida] });
  if (
    otros.some((o) => o.porcentajeEsenciales === c.porcentajeEsenciales && o.porcentajeNoEsenciales === c.porcentajeNoEsenciales)
  )
    throw new AppError(409, t.umbralRepetido, { porcentajeNoEsenciales: [t.umbralRepetido] });
}

/** A unique index failed: a concurrent write took the key or the thresholds first. */
async function escribir(ctx: DomainContext, pasos: Parameters<typeof commit>[1]) {
  try {
    return await commit(ctx, pasos);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const porClave = /clave/i.test(String((err as Error).message) + String((err as { cause?: Error }).cause?.message));
    const m = porClave ? t.claveRepetida : t.umbralRepetido;
    throw new AppError(409, m, { [porClave ? 'clave' : 'porcentajeNoEsenciales']: [m] });
  }
}

/** POST procesos/{id}/niveles. */
export async function createNivel(ctx: DomainContext, procesoId: number, input: NivelInput): Promise<NivelRecord> {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, procesoId);
  const c = nivelColumnas(input);
  await requireUnique(ctx, procesoId, c);
  const valores = { procesoId, ...c, ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await escribir(ctx, [
    ctx.db.insert(procesoNiveles).values(valores).returning(),
    auditar({ accion: 'CREAR', entidad: 'nivel', entidadId: nuevoEn(procesoNiveles), cambios: cambiosDe(null, valores) }),
  ]);
  return nivelRecord(filaDe<typeof procesoNiveles.$inferSelect>(rows));
}

/** PUT procesos/niveles/{id}. */
export async function updateNivel(ctx: DomainContext, id: number, input: NivelInput): Promise<NivelRecord> {
  const actor = requireProcesos(ctx.actor, 'E');
  const nivel = await loadNivel(ctx, id);
  const c = nivelColumnas(input);
  await requireUnique(ctx, nivel.procesoId, c, id);
  const antes = await filaActual(ctx.db, procesoNiveles, id);
  const valores = { ...c, ...modificacionAudit(actor, ctx.clock.now()) };
  const [rows] = await escribir(ctx, [
    ctx.db.update(procesoNiveles).set(valores).where(eq(procesoNiveles.id, id)).returning(),
    auditar({ accion: 'MODIFICAR', entidad: 'nivel', entidadId: id, cambios: cambiosDe(antes, valores) }),
  ]);
  return nivelRecord(filaDe<typeof procesoNiveles.$inferSelect>(rows));
}

/** DELETE procesos/niveles/{id}. */
export async function deleteNivel(ctx: DomainContext, id: number): Promise<void> {
  requireProcesos(ctx.actor, 'E');
  await loadNivel(ctx, id);
  await removeAudited(ctx, procesoNiveles, id, 'nivel');
}
