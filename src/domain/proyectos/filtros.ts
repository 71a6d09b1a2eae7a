import { asc, eq } from 'drizzle-orm';
import { ambitos } from '../../db/schema/catalogo.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { PROYECTOS } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { loadOpcionesFiltro } from '../shared/opciones-filtro.ts';

/** A select's option. */
export interface Opcion {
  value: string | number;
  label: string;
}

/**
 * The options of the projects list's selects: phases, the processes (null when too many for a
 * drop-down) and scopes some project has, and the PRY tags. Read under HISTORICO alone (its holders may lack the processes' or
 * the catalogue's keys).
 */
export async function opcionesFiltrosProyectos(ctx: DomainContext) {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  const i = ctx.instancia.id;
  const [fases, ests, procs, ambs, tags] = await Promise.all([
    ctx.db
      .select({ value: fasesProyecto.clave, label: fasesProyecto.nombre })
      .from(fasesProyecto)
      .orderBy(asc(fasesProyecto.orden)),
    ctx.db
      .select({ value: estados.clave, label: estados.nombre })
      .from(estados)
      .where(eq(estados.entidad, 'Proyecto'))
      .orderBy(asc(estados.orden)),
    loadOpcionesFiltro((limite) =>
      ctx.db
        .selectDistinct({ id: procesos.id, codigo: procesos.codigo, nombre: procesos.nombre })
        .from(procesos)
        .innerJoin(proyectos, eq(proyectos.procesoId, procesos.id))
        .where(eq(procesos.instanciaId, i))
        .orderBy(asc(procesos.codigo))
        .limit(limite),
    ),
    ctx.db
      .selectDistinct({ value: ambitos.id, label: ambitos.nombre })
      .from(ambitos)
      .innerJoin(proyectos, eq(proyectos.ambitoId, ambitos.id))
      .where(eq(ambitos.instanciaId, i))
      .orderBy(asc(ambitos.nombre)),
    ctx.db
      .select({ value: etiquetas.id, label: etiquetas.nombre })
      .from(etiquetas)
      .where(etiquetasDeTipo(i, 'PRY'))
      .orderBy(asc(etiquetas.nombre)),
  ]);
  return {
    fases: fases as Opcion[],
    estados: ests as Opcion[],
    /** Null past the drop-down's limit (shared/opciones-filtro.ts): the page offers a typed field. */
    procesos: (procs?.map((p) => ({ value: p.id, label: `${p.codigo} · ${p.nombre}` })) ?? null) as Opcion[] | null,
    ambitos: ambs as Opcion[],
    etiquetas: tags as Opcion[],
  };
}
