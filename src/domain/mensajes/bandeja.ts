import { asc, eq, inArray } from 'drizzle-orm';
import { etiquetas } from '../../db/schema/identidad.ts';
import { hilos } from '../../db/schema/mensajes.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { loadOpcionesDistintas, MAX_OPCIONES_FILTRO } from '../shared/opciones-filtro.ts';
import { requireAgencia } from './acceso.ts';

interface Opcion {
  value: string;
  label: string;
}

/**
 * The inbox's filter choices (GEST_COMUNIC): the projects and centres that have threads, each
 * null past the shared limit of a drop-down (shared/opciones-filtro.ts: the inbox's text search
 * finds them by code or name), and the message tags (MEN). Only when few are the names read and
 * sorted: "too many" is told by reading distinct keys of the threads until one past the limit.
 */
export async function listOpcionesBandeja(
  ctx: DomainContext,
  max = MAX_OPCIONES_FILTRO,
): Promise<{ proyectos: Opcion[] | null; centros: Opcion[] | null; etiquetas: Opcion[] }> {
  requireAgencia(ctx.actor, 'L');
  const conHilos = (columna: typeof hilos.proyectoId | typeof hilos.centroId) =>
    ctx.db.selectDistinct({ id: columna }).from(hilos).where(eq(hilos.instanciaId, ctx.instancia.id));
  const op = (rows: { id: number; nombre: string }[] | null) =>
    rows?.map((r) => ({ value: String(r.id), label: r.nombre })) ?? null;
  const [p, c, e] = await Promise.all([
    loadOpcionesDistintas(
      (limite) => conHilos(hilos.proyectoId).limit(limite),
      () =>
        ctx.db
          .select({ id: proyectos.id, nombre: proyectos.codigo })
          .from(proyectos)
          .where(inArray(proyectos.id, conHilos(hilos.proyectoId)))
          .orderBy(asc(proyectos.codigo)),
      max,
    ),
    loadOpcionesDistintas(
      (limite) => conHilos(hilos.centroId).limit(limite),
      () =>
        ctx.db
          .select({ id: centros.id, nombre: centros.nombre })
          .from(centros)
          .where(inArray(centros.id, conHilos(hilos.centroId)))
          .orderBy(asc(centros.nombre)),
      max,
    ),
    listEtiquetasMensaje(ctx),
  ]);
  return { proyectos: op(p), centros: op(c), etiquetas: op(e.map((x) => ({ id: x.Id, nombre: x.Nombre }))) ?? [] };
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
