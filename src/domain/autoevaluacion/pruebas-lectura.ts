import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  autoevaluacionPreguntaFicheros,
  autoevaluacionPreguntaMarcadas,
  autoevaluacionPreguntas,
  autoevaluacionPruebaFicheros,
  autoevaluacionPruebas,
} from '../../db/schema/autoevaluacion.ts';
import { evidenciaPruebas, formularios, pruebas } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import type { Db } from '../../db/types.ts';
import { kbOf } from '../ficheros/limites.ts';
import { loadPreguntasYRespuestas } from '../shared/formularios.ts';
import { evidenciaCumpleMinimo, type PreguntaRegla, pruebaCumple, type RespuestaPregunta } from './reglas.ts';

// The tests (pruebas) of an evidence as the team answers them: each test's form with its
// questions and possible answers, and what the team answered. Whether a test is met comes
// from reglas.ts (pruebaCumple); nothing here restates a rule. Internal: callers check access.

export interface FicheroRef {
  Id: number;
  NombreFisico: string;
  Kb: number;
}

export interface PreguntaRespondida {
  Id: number;
  Enunciado: string;
  Aclaraciones: string | null;
  Tipo: string;
  Esencial: boolean;
  Minimo: number | null;
  Maximo: number | null;
  Orden: number;
  Respuestas: Array<{ Id: number; Enunciado: string | null; Marcada: boolean }>;
  /** The free answer (text, number, yyyy-mm-dd, S/N). */
  Respuesta: string | null;
  Ficheros: FicheroRef[];
}

export interface PruebaRespondida {
  Id: number;
  Descripcion: string;
  Aclaraciones: string | null;
  Formulario: { Id: number; Titulo: string; Aclaraciones: string | null; Minimo: number };
  Preguntas: PreguntaRespondida[];
  Ficheros: FicheroRef[];
  Cumple: boolean;
  /** The answered test's last change (send it back as `version`); null when never answered. */
  Version: string | null;
}

export const reglaDe = (p: Pick<PreguntaRespondida, 'Id' | 'Tipo' | 'Esencial' | 'Minimo' | 'Maximo'>): PreguntaRegla => ({
  id: p.Id,
  tipoClave: p.Tipo,
  esencial: p.Esencial,
  minimo: p.Minimo,
  maximo: p.Maximo,
});

export const respuestaDe = (p: Pick<PreguntaRespondida, 'Respuesta' | 'Respuestas' | 'Ficheros'>): RespuestaPregunta => ({
  respuesta: p.Respuesta,
  marcadas: p.Respuestas.filter((r) => r.Marcada).length,
  ficheros: p.Ficheros.length,
});

/** Whether the answered test is met (reglas.pruebaCumple over its questions and answers). */
const cumplePrueba = (p: Pick<PruebaRespondida, 'Formulario' | 'Preguntas'>) =>
  pruebaCumple(
    { minimo: p.Formulario.Minimo },
    p.Preguntas.map(reglaDe),
    new Map(p.Preguntas.map((q) => [q.Id, respuestaDe(q)])),
  );

/** The active tests of `pruebaIds` (or of evidence `evidenciaId`) with the self-assessment's answers. */
export async function loadPruebasRespondidas(
  db: Db,
  autoevaluacionId: number,
  cuales: { evidenciaId: number } | { pruebaIds: number[] },
): Promise<PruebaRespondida[]> {
  const base = db
    .select({
      id: pruebas.id,
      descripcion: pruebas.descripcion,
      aclaraciones: pruebas.aclaraciones,
      formularioId: formularios.id,
      titulo: formularios.titulo,
      fAclaraciones: formularios.aclaraciones,
      minimo: formularios.minimo,
    })
    .from(pruebas)
    .innerJoin(formularios, eq(formularios.id, pruebas.formularioId));
  const lista =
    'evidenciaId' in cuales
      ? await base
          .innerJoin(evidenciaPruebas, eq(evidenciaPruebas.pruebaId, pruebas.id))
          .where(and(eq(evidenciaPruebas.evidenciaId, cuales.evidenciaId), eq(pruebas.activo, true)))
          .orderBy(asc(evidenciaPruebas.orden), asc(pruebas.id))
      : cuales.pruebaIds.length === 0
        ? []
        : await base.where(inArray(pruebas.id, cuales.pruebaIds)).orderBy(asc(pruebas.id));
  if (lista.length === 0) return [];
  const formularioIds = [...new Set(lista.map((p) => p.formularioId))];
  const { qs, rs } = await loadPreguntasYRespuestas(db, formularioIds);
  const hechas = await db
    .select()
    .from(autoevaluacionPruebas)
    .where(
      and(
        eq(autoevaluacionPruebas.autoevaluacionId, autoevaluacionId),
        inArray(
          autoevaluacionPruebas.pruebaId,
          lista.map((p) => p.id),
        ),
      ),
    );
  const hechaIds = hechas.map((h) => h.id);
  const resp = hechaIds.length
    ? await db.select().from(autoevaluacionPreguntas).where(inArray(autoevaluacionPreguntas.autoevaluacionPruebaId, hechaIds))
    : [];
  const respIds = resp.map((r) => r.id);
  const marcadas = respIds.length
    ? await db
        .select()
        .from(autoevaluacionPreguntaMarcadas)
        .where(inArray(autoevaluacionPreguntaMarcadas.autoevaluacionPreguntaId, respIds))
    : [];
  const refCampos = { id: ficheros.id, nombre: ficheros.nombreFisico, bytes: ficheros.bytes };
  const fPregunta = respIds.length
    ? await db
        .select({ ...refCampos, of: autoevaluacionPreguntaFicheros.autoevaluacionPreguntaId })
        .from(autoevaluacionPreguntaFicheros)
        .innerJoin(ficheros, eq(ficheros.id, autoevaluacionPreguntaFicheros.ficheroId))
        .where(inArray(autoevaluacionPreguntaFicheros.autoevaluacionPreguntaId, respIds))
        .orderBy(asc(ficheros.id))
    : [];
  const fPrueba = hechaIds.length
    ? await db
        .select({ ...refCampos, of: autoevaluacionPruebaFicheros.autoevaluacionPruebaId })
        .from(autoevaluacionPruebaFicheros)
        .innerJoin(ficheros, eq(ficheros.id, autoevaluacionPruebaFicheros.ficheroId))
        .where(inArray(autoevaluacionPruebaFicheros.autoevaluacionPruebaId, hechaIds))
        .orderBy(asc(ficheros.id))
    : [];
  const ref = (f: { id: number; nombre: string; bytes: number }): FicheroRef => ({
    Id: f.id,
    NombreFisico: f.nombre,
    Kb: kbOf(f.bytes),
  });

  return lista.map((p) => {
    const hecha = hechas.find((h) => h.pruebaId === p.id);
    const preguntasP = qs
      .filter((q) => q.formularioId === p.formularioId)
      .map((q): PreguntaRespondida => {
        const r = hecha ? resp.find((x) => x.autoevaluacionPruebaId === hecha.id && x.preguntaId === q.id) : undefined;
        const marcadasR = new Set(r ? marcadas.filter((m) => m.autoevaluacionPreguntaId === r.id).map((m) => m.respuestaId) : []);
        return {
          Id: q.id,
          Enunciado: q.enunciado,
          Aclaraciones: q.aclaraciones,
          Tipo: q.tipoClave,
          Esencial: q.esencial,
          Minimo: q.minimo,
          Maximo: q.maximo,
          Orden: q.orden,
          Respuestas: rs
            .filter((x) => x.preguntaId === q.id)
            .map((x) => ({ Id: x.id, Enunciado: x.enunciado, Marcada: marcadasR.has(x.id) })),
          Respuesta: r?.respuesta ?? null,
          Ficheros: r ? fPregunta.filter((f) => f.of === r.id).map(ref) : [],
        };
      });
    const prueba = {
      Id: p.id,
      Descripcion: p.descripcion,
      Aclaraciones: p.aclaraciones,
      Formulario: { Id: p.formularioId, Titulo: p.titulo, Aclaraciones: p.fAclaraciones, Minimo: p.minimo },
      Preguntas: preguntasP,
      Ficheros: hecha ? fPrueba.filter((f) => f.of === hecha.id).map(ref) : [],
      Version: hecha ? (hecha.modificacionFecha ?? hecha.altaFecha) : null,
    };
    return { ...prueba, Cumple: cumplePrueba(prueba) };
  });
}

/** Whether the evidence's met tests reach its manual minimum (reglas.evidenciaCumpleMinimo). */
export const alcanzaMinimo = (evidencia: { Minimo: number }, pruebasE: readonly PruebaRespondida[]) =>
  evidenciaCumpleMinimo({ minimo: evidencia.Minimo }, pruebasE.filter((p) => p.Cumple).length);
