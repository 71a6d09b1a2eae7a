import { and, asc, eq, sql } from 'drizzle-orm';
import { etiquetas, usuarios } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { textSearch } from '../shared/comun.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { requireActuaciones } from './acceso.ts';
import { nombreCompleto as nombre } from './lectura.ts';

// The pickers of the actuación form. Whoever records actuaciones chooses among the instance's
// projects, centres and active people without holding the keys of those areas' own lists
// (HISTORICO, GEST_CENTROS, PERSONAS): only the name a choice needs is given.

/** Suggestions per keystroke: a picker shows a handful, never the whole table. */
const LIMITE = 20;

/** Projects by code or centre name, as { Id, Codigo, Centro }. */
export async function listProyectosActuacion(ctx: DomainContext, texto?: string) {
  requireActuaciones(ctx.actor, 'L');
  return ctx.db
    .select({ Id: proyectos.id, Codigo: proyectos.codigo, Centro: centros.nombre })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(
      and(
        eq(proyectos.instanciaId, ctx.instancia.id),
        ...textSearch(sql`${proyectos.codigo} || ' ' || ${centros.nombre}`, texto),
      ),
    )
    .orderBy(asc(proyectos.codigo))
    .limit(LIMITE);
}

/** Centres by name or CIF, as { Id, Nombre }. */
export async function listCentrosActuacion(ctx: DomainContext, texto?: string) {
  requireActuaciones(ctx.actor, 'L');
  return ctx.db
    .select({ Id: centros.id, Nombre: centros.nombre })
    .from(centros)
    .where(
      and(
        eq(centros.instanciaId, ctx.instancia.id),
        ...textSearch(sql`${centros.nombre} || ' ' || coalesce(${centros.cif}, '')`, texto),
      ),
    )
    .orderBy(asc(centros.nombre))
    .limit(LIMITE);
}

/** Active people by name, as { Id, Nombre } (the full name). */
export async function listUsuariosActuacion(ctx: DomainContext, texto?: string) {
  requireActuaciones(ctx.actor, 'L');
  return ctx.db
    .select({ Id: usuarios.id, Nombre: nombre })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), eq(usuarios.activo, true), ...textSearch(nombre, texto)))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido1))
    .limit(LIMITE);
}

/** The tags an actuación can carry (type ACT), by name. */
export async function listEtiquetasActuacion(ctx: DomainContext) {
  requireActuaciones(ctx.actor, 'L');
  return ctx.db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(etiquetas)
    .where(etiquetasDeTipo(ctx.instancia.id, 'ACT'))
    .orderBy(asc(etiquetas.nombre));
}
