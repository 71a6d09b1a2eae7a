import { eq } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { cifrasDe } from '../autoevaluacion/carga.ts';
import { motivoSoloLectura } from '../autoevaluacion/contribucion.ts';
import { type Cifras, resultadoDe } from '../autoevaluacion/reglas.ts';
import type { DomainContext } from '../context.ts';
import { EVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { nivelesOf } from '../procesos/niveles-carga.ts';
import type { NivelRecord } from '../procesos/niveles-schema.ts';
import { type FaltasPublicacion, loadFaltasPublicacion } from './publicacion.ts';

// The result of an evaluation as /evaluacion/{id}/resultado and GET autoevaluaciones/{id}/resultado
// show it: the figures by essential and non-essential standards with the level they reach now
// (from cifrasDe, the one rules module), the process's levels, what is missing to publish, the
// report, and once published the result fixed at publication.

export interface ResultadoEvaluacion {
  Id: number;
  EsEvaluacion: boolean;
  Cifras: Cifras;
  /** ACR/NO_ACR the figures give now (what publishing would set); the stored one once published. */
  Resultado: { Clave: string; Publicado: boolean };
  /** The level: the one reached now, or the snapshot taken at publication. */
  Nivel: { Clave: string; Nombre: string } | null;
  FechaPublicacion: string | null;
  Niveles: NivelRecord[];
  Faltas: FaltasPublicacion;
  FicheroInforme: { Id: number; NombreFisico: string; Kb: number } | null;
  /** Why nothing can change (published or not open), or null. */
  SoloLectura: string | null;
  /** Whether the caller may attach the report and publish. */
  PuedePublicar: boolean;
}

/** The result of evaluation `id` for its evaluation team (INF_EVAL) and staff who follow projects. */
export async function getResultadoEvaluacion(ctx: DomainContext, id: number): Promise<ResultadoEvaluacion> {
  const acceso = await requireEnAutoevaluacion(ctx, id, EVALUACION.informe, { gestion: PROYECTOS.gestiona });
  const a = acceso.autoevaluacion;
  const [row] = await ctx.db
    .select({
      resultado: autoevaluaciones.resultadoClave,
      nivelClave: autoevaluaciones.nivelClave,
      nivelNombre: autoevaluaciones.nivelNombre,
      fechaPublicacion: autoevaluaciones.fechaPublicacion,
      ficheroId: ficheros.id,
      ficheroNombre: ficheros.nombreFisico,
      ficheroBytes: ficheros.bytes,
    })
    .from(autoevaluaciones)
    .leftJoin(ficheros, eq(ficheros.id, autoevaluaciones.ficheroInformeId))
    .where(eq(autoevaluaciones.id, id));
  const cifras = await cifrasDe(ctx.db, a);
  const publicado = row?.fechaPublicacion != null;
  const SoloLectura = motivoSoloLectura(a);
  return {
    Id: a.id,
    EsEvaluacion: acceso.capacidades.esEvaluacion,
    Cifras: cifras,
    Resultado: { Clave: publicado ? (row?.resultado ?? 'PTE') : resultadoDe(cifras.Nivel), Publicado: publicado },
    Nivel: publicado
      ? row?.nivelClave
        ? { Clave: row.nivelClave, Nombre: row.nivelNombre ?? row.nivelClave }
        : null
      : cifras.Nivel,
    FechaPublicacion: row?.fechaPublicacion ?? null,
    Niveles: await nivelesOf(ctx.db, a.procesoId),
    Faltas: await loadFaltasPublicacion(ctx, a),
    FicheroInforme:
      row?.ficheroId != null
        ? { Id: row.ficheroId, NombreFisico: row.ficheroNombre ?? '', Kb: Math.floor((row.ficheroBytes ?? 0) / 1024) }
        : null,
    SoloLectura,
    PuedePublicar: SoloLectura === null && acceso.capacidades.puedePublicar,
  };
}
