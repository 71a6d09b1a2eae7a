import { eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ambitos } from '../../db/schema/catalogo.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { type EstadoSolicitud, solicitudes } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { estadoOf, ref, type SolicitudResumen, solicitudJoins } from './lectura.ts';

// The requests list's SELECT with `campos` pushed down (ADR 0018): only the columns and joins
// the requested fields need, not the detail's whole read.

type Campo = keyof SolicitudResumen;
type Fila = Record<string, unknown>;
const { prov, mun } = solicitudJoins;

/** The columns each field reads, and the join it needs. */
const COLUMNAS: Record<
  Campo,
  { columns: Record<string, SQLiteColumn>; join?: 'ambito' | 'prov' | 'mun' | 'proceso' | 'proyecto' }
> = {
  Id: { columns: { id: solicitudes.id } },
  Referencia: { columns: { referencia: solicitudes.referencia } },
  Fecha: { columns: { altaFecha: solicitudes.altaFecha } },
  Solicitante: { columns: { centroId: solicitudes.centroId, nombre: solicitudes.nombre, cif: solicitudes.cif } },
  Demo: { columns: { demo: solicitudes.demo } },
  Ambito: { columns: { ambitoId: solicitudes.ambitoId, ambitoNombre: ambitos.nombre }, join: 'ambito' },
  Provincia: { columns: { provinciaId: solicitudes.provinciaId, provinciaNombre: prov.nombre }, join: 'prov' },
  Municipio: { columns: { municipioId: solicitudes.municipioId, municipioNombre: mun.nombre }, join: 'mun' },
  Estado: { columns: { estadoClave: solicitudes.estadoClave } },
  Proceso: {
    columns: { procesoId: solicitudes.procesoId, procesoCodigo: procesos.codigo, procesoNombre: procesos.nombre },
    join: 'proceso',
  },
  Proyecto: {
    columns: { estadoClave: solicitudes.estadoClave, proyectoId: proyectos.id, proyectoCodigo: proyectos.codigo },
    join: 'proyecto',
  },
};

/** The list's rows with the columns of `campos`; the order may need a join of its own. */
export function selectResumenes(ctx: DomainContext, campos: Campo[]) {
  const columns: Record<string, SQLiteColumn> = {};
  const joins = new Set<string>();
  for (const c of campos) {
    Object.assign(columns, COLUMNAS[c].columns);
    const join = COLUMNAS[c].join;
    if (join) joins.add(join);
  }
  let q = ctx.db.select(columns).from(solicitudes).$dynamic();
  // Every join is to at most one row (a request has one process and at most one project), so
  // leaving one out changes no row of the page.
  if (joins.has('proceso')) q = q.innerJoin(procesos, eq(procesos.id, solicitudes.procesoId));
  if (joins.has('ambito')) q = q.leftJoin(ambitos, eq(ambitos.id, solicitudes.ambitoId));
  if (joins.has('prov')) q = q.leftJoin(prov, eq(prov.id, solicitudes.provinciaId));
  if (joins.has('mun')) q = q.leftJoin(mun, eq(mun.id, solicitudes.municipioId));
  if (joins.has('proyecto')) q = q.leftJoin(proyectos, eq(proyectos.solicitudId, solicitudes.id));
  return q;
}

/** The list's fields of a row (only those its columns were read for are right; project() keeps those). */
export function resumenDeFila(r: Fila): SolicitudResumen {
  const n = (k: string) => (r[k] ?? null) as number | null;
  const s = (k: string) => (r[k] ?? null) as string | null;
  return {
    Id: r.id as number,
    Referencia: r.referencia as string,
    Fecha: r.altaFecha as string,
    Solicitante: { Id: r.centroId as number, Nombre: r.nombre as string, CIF: s('cif') },
    Demo: r.demo as boolean,
    Ambito: ref(n('ambitoId'), s('ambitoNombre')),
    Provincia: ref(n('provinciaId'), s('provinciaNombre')),
    Municipio: ref(n('municipioId'), s('municipioNombre')),
    Estado: estadoOf(r.estadoClave as EstadoSolicitud),
    Proceso: { Id: r.procesoId as number, Codigo: r.procesoCodigo as string, Nombre: r.procesoNombre as string },
    Proyecto:
      r.estadoClave === 'ACE' && r.proyectoId != null && r.proyectoCodigo != null
        ? { Id: r.proyectoId as number, Codigo: r.proyectoCodigo as string }
        : null,
  };
}
