import { and, asc, eq, sql } from 'drizzle-orm';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { ambitos } from '../../db/schema/catalogo.ts';
import { municipios, provincias } from '../../db/schema/lookups.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { todayIso } from '../shared/fechas.ts';
import type { Ref } from './registro.ts';
import { memorizado } from './registro-memo.ts';
import { vigenteSql } from './vigencia-sql.ts';

// The choices of the register's filters: only the provinces, municipalities and scopes that
// have an accreditation in force today, so no choice leads to an empty page and none tells
// anything about accreditations that are not public.

export interface OpcionesRegistro {
  Provincias: Ref[];
  /** Those of the province chosen; empty without one. */
  Municipios: Ref[];
  Ambitos: Ref[];
}

export function opcionesRegistro(ctx: DomainContext, provinciaId?: number): Promise<OpcionesRegistro> {
  return memorizado(ctx, `opciones ${provinciaId ?? ''}`, () => leerOpciones(ctx, provinciaId));
}

async function leerOpciones(ctx: DomainContext, provinciaId?: number): Promise<OpcionesRegistro> {
  const hoy = todayIso(ctx.clock.now());
  const vigentes = and(eq(acreditaciones.instanciaId, ctx.instancia.id), vigenteSql(hoy));
  const desde = <T extends Record<string, unknown>>(cols: T) =>
    ctx.db
      .selectDistinct(cols as never)
      .from(acreditaciones)
      .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
      .innerJoin(centros, eq(centros.id, proyectos.centroId));
  const [prov, mun, amb] = await Promise.all([
    desde({ Id: provincias.id, Nombre: provincias.nombre, o: provincias.busqueda })
      .innerJoin(provincias, eq(provincias.id, centros.provinciaId))
      .where(vigentes)
      .orderBy(asc(provincias.busqueda)),
    provinciaId === undefined
      ? Promise.resolve([])
      : desde({ Id: municipios.id, Nombre: municipios.nombre, o: municipios.busqueda })
          .innerJoin(municipios, eq(municipios.id, centros.municipioId))
          .where(and(vigentes, eq(centros.provinciaId, provinciaId)))
          .orderBy(asc(municipios.busqueda)),
    desde({ Id: ambitos.id, Nombre: ambitos.nombre, o: sql`lower(${ambitos.nombre})` })
      .innerJoin(ambitos, eq(ambitos.id, proyectos.ambitoId))
      .where(vigentes)
      .orderBy(asc(sql`lower(${ambitos.nombre})`)),
  ]);
  const refs = (rows: unknown[]) => (rows as Ref[]).map((r) => ({ Id: Number(r.Id), Nombre: String(r.Nombre) }));
  return { Provincias: refs(prov), Municipios: refs(mun), Ambitos: refs(amb) };
}
