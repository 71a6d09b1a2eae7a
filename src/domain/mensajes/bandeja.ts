import { asc, eq, inArray } from 'drizzle-orm';
import { etiquetas } from '../../db/schema/identidad.ts';
import { hilos } from '../../db/schema/mensajes.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { requireAgencia } from './acceso.ts';

/** How many choices each filter of the inbox offers at most (the projects and centres with threads). */
const OPCIONES_MAX = 500;

interface Opcion {
  value: string;
  label: string;
}

/** The inbox's filter choices (GEST_COMUNIC): projects and centres that have threads, and the message tags (MEN). */
export async function listOpcionesBandeja(
  ctx: DomainContext,
): Promise<{ proyectos: Opcion[]; centros: Opcion[]; etiquetas: Opcion[] }> {
  requireAgencia(ctx.actor, 'L');
  const conHilos = (columna: typeof hilos.proyectoId | typeof hilos.centroId) =>
    ctx.db.selectDistinct({ id: columna }).from(hilos).where(eq(hilos.instanciaId, ctx.instancia.id));
  const [p, c, e] = await Promise.all([
    ctx.db
      .select({ id: proyectos.id, nombre: proyectos.codigo })
      .from(proyectos)
      .where(inArray(proyectos.id, conHilos(hilos.proyectoId)))
      .orderBy(asc(proyectos.codigo))
      .limit(OPCIONES_MAX),
    ctx.db
      .select({ id: centros.id, nombre: centros.nombre })
      .from(centros)
      .where(inArray(centros.id, conHilos(hilos.centroId)))
      .orderBy(asc(centros.nombre))
      .limit(OPCIONES_MAX),
    listEtiquetasMensaje(ctx),
  ]);
  const op = (rows: { id: number; nombre: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.nombre }));
  return { proyectos: op(p), centros: op(c), etiquetas: op(e.map((x) => ({ id: x.Id, nombre: x.Nombre }))) };
}

/** The message tags (MEN) with their colours, for the agency's tag boxes on a thread. */
export async function listEtiquetasMensaje(ctx: DomainContext) {
  requireAgencia(ctx.actor, 'L');
  return ctx.db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(etiquetas)
    .where(etiquetasDeTipo(ctx.instancia.id, 'MEN'))
    .orderBy(asc(etiquetas.nombre));
}
