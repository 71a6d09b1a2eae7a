import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  autoevaluacionAreasMejora,
  autoevaluacionEstandarObservaciones,
  autoevaluacionFortalezas,
} from '../../db/schema/autoevaluacion.ts';
import { ambitos, estandares, manuales } from '../../db/schema/catalogo.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { cifrasDe } from '../autoevaluacion/carga.ts';
import { type EstandarAutoevaluacion, loadEstandaresAutoevaluacion } from '../autoevaluacion/estandares.ts';
import { type Cifras, cifras } from '../autoevaluacion/reglas.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, EVALUACION, PROYECTOS } from '../permisos/politicas.ts';

// What the printable reports show, read once for the page and its PDF: the evaluation report
// (INF_EVAL), the follow-up template (INF_EVALUACION) and a self-assessment's summary table
// (AE). Figures come from cifrasDe, the one source of the self-assessment figures: once the
// levels are there it also answers Esenciales, NoEsenciales and Nivel, and the reports show them.

export type TipoInforme = 'informe' | 'seguimiento' | 'tabla';

const GATES = {
  informe: { regla: EVALUACION.informe, opts: {} },
  seguimiento: { regla: EVALUACION.seguimiento, opts: {} },
  tabla: { regla: AUTOEVALUACION.acceso, opts: { gestion: PROYECTOS.gestiona } },
} as const;

interface Cumplimiento {
  Cumple: number;
  Total: number;
  Porcentaje: number;
}

/** The figures, with the level fields when the rules module gives them. */
export type CifrasInforme = Cifras & {
  Esenciales?: Cumplimiento;
  NoEsenciales?: Cumplimiento;
  Nivel?: { Clave: string; Nombre: string } | null;
};

interface EstandarInforme {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  Estado: { Clave: string; Nombre: string };
  Justificacion: string | null;
  Comentarios: string[];
}

interface BloqueInforme {
  Codigo: string | null;
  Nombre: string | null;
  Cifras: Cifras;
  Estandares: EstandarInforme[];
}

interface MejoraInforme {
  Codigo: string | null;
  Descripcion: string;
  Estandar: string | null;
  Implantacion?: boolean;
}

export interface InformeEvaluacion {
  Id: number;
  Centro: string;
  Proyecto: { Id: number; Codigo: string };
  Proceso: { Codigo: string; Nombre: string };
  Manual: { Codigo: string; Version: string; Nombre: string };
  Ambito: string | null;
  Fase: { Clave: string; Nombre: string; TipoClave: string };
  Estado: { Clave: string; Nombre: string };
  Resultado: { Clave: string; Nombre: string };
  FechaPublicacion: string | null;
  /** The level: the one fixed at publication once published, else the one the figures reach (levels part). */
  Nivel: { Clave: string | null; Nombre: string } | null;
  Cifras: CifrasInforme;
  Bloques: BloqueInforme[];
  AreasMejora: MejoraInforme[];
  Fortalezas: MejoraInforme[];
}

const estadoAuto = alias(estados, 'estado_informe');
const resultado = alias(estados, 'resultado_informe');

async function cabecera(ctx: DomainContext, id: number) {
  const [r] = await ctx.db
    .select({
      centro: centros.nombre,
      proyectoId: proyectos.id,
      proyectoCodigo: proyectos.codigo,
      procesoCodigo: procesos.codigo,
      procesoNombre: procesos.nombre,
      manualCodigo: manuales.codigo,
      manualVersion: manuales.version,
      manualNombre: manuales.nombre,
      ambito: ambitos.nombre,
      faseClave: autoevaluaciones.faseClave,
      faseNombre: fasesProyecto.nombre,
      faseTipo: fasesProyecto.tipoClave,
      estadoClave: autoevaluaciones.estadoClave,
      estadoNombre: estadoAuto.nombre,
      resultadoClave: autoevaluaciones.resultadoClave,
      resultadoNombre: resultado.nombre,
      nivelClave: autoevaluaciones.nivelClave,
      nivelNombre: autoevaluaciones.nivelNombre,
      fechaPublicacion: autoevaluaciones.fechaPublicacion,
    })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(manuales, eq(manuales.id, procesos.manualId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .leftJoin(ambitos, eq(ambitos.id, proyectos.ambitoId))
    .leftJoin(estadoAuto, and(eq(estadoAuto.entidad, 'Autoevaluacion'), eq(estadoAuto.clave, autoevaluaciones.estadoClave)))
    .leftJoin(resultado, and(eq(resultado.entidad, 'Resultado'), eq(resultado.clave, autoevaluaciones.resultadoClave)))
    .where(eq(autoevaluaciones.id, id));
  return r;
}

/** Comments on each standard (the observations), oldest first, by standard id. */
async function comentarios(ctx: DomainContext, id: number): Promise<Map<number, string[]>> {
  const o = autoevaluacionEstandarObservaciones;
  const rows = await ctx.db
    .select({ estandarId: o.estandarId, observacion: o.observacion })
    .from(o)
    .where(eq(o.autoevaluacionId, id))
    .orderBy(asc(o.id));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.estandarId, [...(out.get(r.estandarId) ?? []), r.observacion]);
  return out;
}

async function mejoras(
  ctx: DomainContext,
  id: number,
  tabla: typeof autoevaluacionAreasMejora | typeof autoevaluacionFortalezas,
) {
  const rows = await ctx.db
    .select({ row: tabla, estandar: estandares.codigo })
    .from(tabla)
    .leftJoin(estandares, eq(estandares.id, tabla.estandarId))
    .where(eq(tabla.autoevaluacionId, id))
    .orderBy(asc(tabla.codigo), asc(tabla.id));
  return rows.map(({ row, estandar }): MejoraInforme => {
    const implantacion = (row as typeof autoevaluacionAreasMejora.$inferSelect).implantacion;
    return {
      Codigo: row.codigo,
      Descripcion: row.descripcion,
      Estandar: estandar,
      ...(implantacion === undefined ? {} : { Implantacion: Boolean(implantacion) }),
    };
  });
}

/** The applicable standards block by block, each block with its own figures (the same `cifras` rule). */
export function porBloques(filas: EstandarAutoevaluacion[], notas: Map<number, string[]>): BloqueInforme[] {
  const bloques = new Map<number, BloqueInforme & { verdictos: Array<{ estadoClave: string; aplica: boolean }> }>();
  for (const f of filas) {
    const b = f.Estandar.Bloque;
    let bloque = bloques.get(b.Id);
    if (!bloque) {
      bloque = { Codigo: b.Codigo, Nombre: b.Nombre, Cifras: cifras([]), Estandares: [], verdictos: [] };
      bloques.set(b.Id, bloque);
    }
    bloque.verdictos.push({ estadoClave: f.EstadoClave, aplica: f.Aplica });
    bloque.Estandares.push({
      Id: f.EstandarId,
      Codigo: f.Estandar.Codigo,
      Descripcion: f.Estandar.Descripcion,
      Esencial: f.Estandar.Esencial,
      Estado: { Clave: f.Estado.Clave, Nombre: f.Estado.Nombre },
      Justificacion: f.Justificacion,
      Comentarios: notas.get(f.EstandarId) ?? [],
    });
  }
  return [...bloques.values()].map(({ verdictos, ...b }) => ({ ...b, Cifras: cifras(verdictos) }));
}

/**
 * The report of `id` as `tipo` shows it. Outsiders get 404 and members without the report's
 * permission 403, as for the area (requireEnAutoevaluacion).
 */
export async function getInformeEvaluacion(ctx: DomainContext, id: number, tipo: TipoInforme): Promise<InformeEvaluacion> {
  const gate = GATES[tipo];
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, id, gate.regla, gate.opts);
  const [c, figuras, filas, notas, areas, fortalezas] = await Promise.all([
    cabecera(ctx, id),
    cifrasDe(ctx.db, autoevaluacion) as Promise<CifrasInforme>,
    loadEstandaresAutoevaluacion(ctx.db, autoevaluacion),
    comentarios(ctx, id),
    mejoras(ctx, id, autoevaluacionAreasMejora),
    mejoras(ctx, id, autoevaluacionFortalezas),
  ]);
  const h = c as NonNullable<typeof c>;
  // Once published, the level fixed then is the result; before, the one the figures reach today.
  const fijado = h.nivelNombre ? { Clave: h.nivelClave, Nombre: h.nivelNombre } : null;
  const nivel = h.fechaPublicacion ? (fijado ?? figuras.Nivel ?? null) : (figuras.Nivel ?? fijado);
  return {
    Id: id,
    Centro: h.centro,
    Proyecto: { Id: h.proyectoId, Codigo: h.proyectoCodigo },
    Proceso: { Codigo: h.procesoCodigo, Nombre: h.procesoNombre },
    Manual: { Codigo: h.manualCodigo, Version: h.manualVersion, Nombre: h.manualNombre },
    Ambito: h.ambito,
    Fase: { Clave: h.faseClave, Nombre: h.faseNombre, TipoClave: h.faseTipo },
    Estado: { Clave: h.estadoClave, Nombre: h.estadoNombre ?? h.estadoClave },
    Resultado: { Clave: h.resultadoClave, Nombre: h.resultadoNombre ?? h.resultadoClave },
    FechaPublicacion: h.fechaPublicacion,
    Nivel: nivel,
    Cifras: figuras,
    Bloques: porBloques(filas, notas),
    AreasMejora: areas,
    Fortalezas: fortalezas,
  };
}
