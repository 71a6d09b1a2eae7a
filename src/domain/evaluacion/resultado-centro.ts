import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { autoevaluacionAreasMejora, autoevaluacionFortalezas } from '../../db/schema/autoevaluacion.ts';
import { estandares } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import { evaluacionAcceso } from '../../i18n/evaluacion-area.ts';
import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { cifrasDe } from '../autoevaluacion/carga.ts';
import { TIPO_EVALUACION } from '../autoevaluacion/equipo-evaluacion.ts';
import { loadEstandaresAutoevaluacion } from '../autoevaluacion/estandares.ts';
import type { Cifras } from '../autoevaluacion/reglas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { nivelesOf } from '../procesos/niveles-carga.ts';
import type { NivelRecord } from '../procesos/niveles-schema.ts';

// The result of an evaluation as the centre's team reads it once published: the level fixed at
// publication with the figures, the evaluators' verdict on every applicable standard with its
// justification, the improvement areas and strengths the evaluation recorded, and the report.
// Who may read it is the area's gate: the centre's team (AE in the project) only once the
// evaluation is published (src/domain/autoevaluacion/visibilidad-evaluacion.ts, asked by requireEnAutoevaluacion);
// and it is the published result for everyone, so an evaluation not yet published answers 403
// with the same reason to its own team as well.

interface VeredictoCentro {
  EstandarId: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  Bloque: { Codigo: string | null; Nombre: string | null };
  /** C (met), NC (not met) or NA (not applicable). */
  Estado: string;
  Justificacion: string | null;
}

export interface MejoraCentro {
  Id: number;
  Codigo: string | null;
  Descripcion: string;
  Estandar: string | null;
}

export interface ResultadoCentro {
  Id: number;
  Proyecto: { Id: number; Codigo: string; Centro: string };
  FechaPublicacion: string;
  Resultado: { Clave: string };
  /** The level fixed at publication (null: none reached). */
  Nivel: { Clave: string; Nombre: string } | null;
  Cifras: Cifras;
  Niveles: NivelRecord[];
  Estandares: VeredictoCentro[];
  AreasMejora: MejoraCentro[];
  Fortalezas: MejoraCentro[];
  FicheroInforme: { Id: number; NombreFisico: string; Kb: number } | null;
}

async function mejorasDe(db: Db, tabla: typeof autoevaluacionAreasMejora | typeof autoevaluacionFortalezas, id: number) {
  const rows = await db
    .select({ Id: tabla.id, Codigo: tabla.codigo, Descripcion: tabla.descripcion, Estandar: estandares.codigo })
    .from(tabla)
    .leftJoin(estandares, eq(estandares.id, tabla.estandarId))
    .where(eq(tabla.autoevaluacionId, id))
    .orderBy(asc(tabla.codigo), asc(tabla.id));
  return rows;
}

/** The published result of evaluation `id` (AE in its project, or staff who follow projects). */
export async function getResultadoCentro(ctx: DomainContext, id: number): Promise<ResultadoCentro> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });
  if (a.faseTipo !== TIPO_EVALUACION) throw new AppError(404, evaluacionAcceso.noEsEvaluacion);
  if (a.fechaPublicacion === null) throw new AppError(403, evaluacionAcceso.noPublicada);
  const [row] = await ctx.db
    .select({
      resultado: autoevaluaciones.resultadoClave,
      proyecto: proyectos.codigo,
      centro: centros.nombre,
      ficheroId: ficheros.id,
      ficheroNombre: ficheros.nombreFisico,
      ficheroBytes: ficheros.bytes,
    })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .leftJoin(ficheros, eq(ficheros.id, autoevaluaciones.ficheroInformeId))
    .where(eq(autoevaluaciones.id, id));
  if (!row) throw new AppError(404, evaluacionAcceso.noEsEvaluacion);
  const [cifras, niveles, lista, AreasMejora, Fortalezas] = await Promise.all([
    cifrasDe(ctx.db, a),
    nivelesOf(ctx.db, a.procesoId),
    loadEstandaresAutoevaluacion(ctx.db, a),
    mejorasDe(ctx.db, autoevaluacionAreasMejora, id),
    mejorasDe(ctx.db, autoevaluacionFortalezas, id),
  ]);
  return {
    Id: a.id,
    Proyecto: { Id: a.proyectoId, Codigo: row.proyecto, Centro: row.centro },
    FechaPublicacion: a.fechaPublicacion,
    Resultado: { Clave: row.resultado },
    Nivel: a.nivelClave ? { Clave: a.nivelClave, Nombre: a.nivelNombre ?? a.nivelClave } : null,
    Cifras: cifras,
    Niveles: niveles,
    Estandares: lista.map((e) => ({
      EstandarId: e.EstandarId,
      Codigo: e.Estandar.Codigo,
      Descripcion: e.Estandar.Descripcion,
      Esencial: e.Estandar.Esencial,
      Bloque: { Codigo: e.Estandar.Bloque.Codigo, Nombre: e.Estandar.Bloque.Nombre },
      Estado: e.Estado.Clave,
      Justificacion: e.Justificacion,
    })),
    AreasMejora,
    Fortalezas,
    FicheroInforme:
      row.ficheroId !== null
        ? { Id: row.ficheroId, NombreFisico: row.ficheroNombre ?? '', Kb: Math.floor((row.ficheroBytes ?? 0) / 1024) }
        : null,
  };
}

export interface ResultadoPublicado {
  /** The evaluation record (its area's home shows the result). */
  Id: number;
  Fase: string;
  FechaPublicacion: string;
  Resultado: { Clave: string };
  Nivel: string | null;
}

/**
 * The published evaluations of the project of record `autoevaluacionId`, newest first: what
 * the self-assessment area's home links to. Nothing of an unpublished one (not even that it
 * exists) reaches the centre through here.
 */
export async function listResultadosPublicados(ctx: DomainContext, autoevaluacionId: number): Promise<ResultadoPublicado[]> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, {
    gestion: PROYECTOS.gestiona,
    marco: true,
  });
  const rows = await ctx.db
    .select({
      Id: autoevaluaciones.id,
      Fase: fasesProyecto.nombre,
      FechaPublicacion: autoevaluaciones.fechaPublicacion,
      resultado: autoevaluaciones.resultadoClave,
      Nivel: autoevaluaciones.nivelNombre,
    })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(autoevaluaciones.proyectoId, a.proyectoId),
        eq(fasesProyecto.tipoClave, TIPO_EVALUACION),
        isNotNull(autoevaluaciones.fechaPublicacion),
      ),
    )
    .orderBy(desc(autoevaluaciones.fechaPublicacion), desc(autoevaluaciones.id));
  return rows.map((r) => ({
    Id: r.Id,
    Fase: r.Fase,
    FechaPublicacion: r.FechaPublicacion as string,
    Resultado: { Clave: r.resultado },
    Nivel: r.Nivel,
  }));
}
