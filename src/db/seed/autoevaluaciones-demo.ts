import { and, asc, eq, inArray } from 'drizzle-orm';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import {
  autoevaluacionAreasMejora,
  autoevaluacionFortalezas,
  autoevaluacionPreguntaMarcadas,
  autoevaluacionPreguntas,
  autoevaluacionPruebas,
} from '../schema/autoevaluacion.ts';
import { evidenciaPruebas, evidencias, preguntas, pruebas, respuestas } from '../schema/catalogo.ts';
import { etiquetas } from '../schema/identidad.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectoEtiquetas, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';
import { mejorasDeInforme, saveEvidenciasDemo, saveMejorasDemo, saveVerdictosDemo } from './trabajo-demo.ts';

// Self-assessments at every level of progress, with what a team really writes: verdicts on
// standards and evidences with their justifications, answered tests, improvement areas and
// strengths. The projects of proyectos-demo.ts keep their teams and figures (tests and the
// other areas' pages count on them); three more projects without a team show a self-assessment
// just opened (0 %), about half done and nearly finished. The team's verdicts, evidences,
// improvement areas and strengths go through the domain's save functions (trabajo-demo.ts);
// the answered tests are still written directly. Tasks are seeded elsewhere. Idempotent: a
// self-assessment that has improvement areas or strengths was seeded before.

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';

type Nivel = 'inicio' | 'mitad' | 'casi';

/** The extra projects, each with the level its self-assessment is at (no team: staff follow them). */
export const AVANCE_DEMO: Array<ProyectoDemo & { nivel: Nivel; etiquetas: string[] }> = [
  {
    etiquetas: ['Deporte'],
    referencia: 'SOL-2026-D0008',
    cif: 'Q4800002J',
    fase: 'AUT-INI',
    ambito: 1,
    equipo: [],
    progreso: [],
    dias: 2,
    nivel: 'inicio',
  },
  {
    etiquetas: ['Centro educativo'],
    referencia: 'SOL-2026-D0009',
    cif: 'S3300001I',
    fase: 'AUT-INI',
    ambito: 0,
    equipo: [],
    progreso: [],
    dias: 30,
    nivel: 'mitad',
  },
  {
    etiquetas: ['Centro educativo', 'Seguimiento prioritario'],
    referencia: 'SOL-2026-D0010',
    cif: 'Q2818001F',
    fase: 'AUT-INI',
    ambito: 0,
    equipo: [],
    progreso: [],
    dias: 55,
    nivel: 'casi',
  },
];

type Estado = 'C' | 'CUR' | 'NC' | 'NA' | 'PTE';

/** The verdict of the i-th of n applicable standards at a level. */
function estadoEn(nivel: Nivel, i: number, n: number): Estado {
  if (nivel === 'inicio') return 'PTE';
  if (nivel === 'mitad') {
    const cumplen = Math.round(n / 2);
    if (i < cumplen) return 'C';
    if (i < cumplen + 3) return 'CUR';
    if (i === cumplen + 3) return 'NC';
    if (i === n - 1) return 'NA';
    return 'PTE';
  }
  if (i === n - 1) return 'NA';
  if (i === n - 2) return 'CUR';
  return 'C';
}

const JUSTIFICACION: Record<Exclude<Estado, 'PTE'>, string> = {
  C: 'El equipo ha revisado la documentación y la práctica se aplica en todo el centro.',
  CUR: 'Se está elaborando la documentación; falta la aprobación de la dirección.',
  NC: 'Todavía no se aplica: se ha recogido como área de mejora.',
  NA: 'No se aplica a nuestro centro: no hay actividades al aire libre en ese horario.',
};

const alta = (now: Date) => ({ altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR });

/** Project tags (type PRY) the projects page filters by and its tags tab assigns. */
export const ETIQUETAS_PROYECTO_DEMO = [
  { nombre: 'Centro educativo', color: '#1d4ed8' },
  { nombre: 'Deporte', color: '#15803d' },
  { nombre: 'Seguimiento prioritario', color: '#b91c1c' },
];

/** Seeds the extra projects and the richer self-assessment content; returns how many self-assessments it filled. */
export async function seedDemoAutoevaluaciones(db: Db, now = new Date()): Promise<number> {
  await seedDemoProyectos(db, now, AVANCE_DEMO);
  const tags = await etiquetasProyecto(db, now);
  let filled = 0;
  for (const def of AVANCE_DEMO) {
    const a = await autoevaluacionDe(db, def.referencia);
    if (!a || (await yaSembrada(db, a.id))) continue;
    const ids = def.etiquetas.map((n) => tags.get(n)).filter((id): id is number => id !== undefined);
    if (ids.length > 0)
      await db
        .insert(proyectoEtiquetas)
        .values(ids.map((etiquetaId) => ({ proyectoId: a.proyectoId, etiquetaId })))
        .onConflictDoNothing();
    if (await progresoDe(db, a, def.nivel, now)) filled++;
  }
  return filled;
}

/** The demo project tags by name, adding those missing (tags have no natural key: by name). */
async function etiquetasProyecto(db: Db, now: Date): Promise<Map<string, number>> {
  const where = and(eq(etiquetas.instanciaId, I), eq(etiquetas.tipoClave, 'PRY'));
  const have = new Set((await db.select({ nombre: etiquetas.nombre }).from(etiquetas).where(where)).map((e) => e.nombre));
  const missing = ETIQUETAS_PROYECTO_DEMO.filter((e) => !have.has(e.nombre));
  if (missing.length > 0)
    await db.insert(etiquetas).values(missing.map((e) => ({ ...e, instanciaId: I, tipoClave: 'PRY', ...alta(now) })));
  const rows = await db.select({ id: etiquetas.id, nombre: etiquetas.nombre }).from(etiquetas).where(where);
  return new Map(rows.map((r) => [r.nombre, r.id]));
}

interface Auto {
  id: number;
  proyectoId: number;
  manualId: number;
  ambitoId: number | null;
}

/** The project's first-phase self-assessment (AUT-INI), by the reference of its request. */
async function autoevaluacionDe(db: Db, referencia: string): Promise<Auto | null> {
  const [row] = await db
    .select({ id: autoevaluaciones.id, proyectoId: proyectos.id, manualId: procesos.manualId, ambitoId: proyectos.ambitoId })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(
      and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, referencia), eq(autoevaluaciones.faseClave, 'AUT-INI')),
    );
  return row ?? null;
}

async function yaSembrada(db: Db, autoevaluacionId: number): Promise<boolean> {
  const [am] = await db
    .select({ id: autoevaluacionAreasMejora.id })
    .from(autoevaluacionAreasMejora)
    .where(eq(autoevaluacionAreasMejora.autoevaluacionId, autoevaluacionId))
    .limit(1);
  const [f] = await db
    .select({ id: autoevaluacionFortalezas.id })
    .from(autoevaluacionFortalezas)
    .where(eq(autoevaluacionFortalezas.autoevaluacionId, autoevaluacionId))
    .limit(1);
  return am !== undefined || f !== undefined;
}

/** Verdicts on standards and their evidences, answered tests, improvement areas and strengths; false when there is nothing to write. */
async function progresoDe(db: Db, a: Auto, nivel: Nivel, now: Date): Promise<boolean> {
  if (nivel === 'inicio') return false;
  const aplicables = await loadEstandaresAplicables(db, a.manualId, a.ambitoId);
  const estados = aplicables.map((_, i) => estadoEn(nivel, i, aplicables.length));
  const conVerdicto = aplicables.map((e, i) => ({ id: e.id, estado: estados[i] as Estado })).filter((e) => e.estado !== 'PTE');
  if (conVerdicto.length === 0) return false;
  const ctx = await contextoDemo(db, now);
  if (!ctx) throw new Error('seedDemoAutoevaluaciones: the demo accounts are missing');
  await saveVerdictosDemo(
    ctx,
    a.id,
    conVerdicto.map((e) => ({
      estandarId: e.id,
      estado: e.estado,
      justificacion: JUSTIFICACION[e.estado as Exclude<Estado, 'PTE'>],
    })),
  );
  // Evidences of a standard marked not applicable are out of the self-assessment: none is judged.
  const evs = await db
    .select({ id: evidencias.id, estandarId: evidencias.estandarId })
    .from(evidencias)
    .where(
      inArray(
        evidencias.estandarId,
        conVerdicto.filter((e) => e.estado !== 'NA').map((e) => e.id),
      ),
    )
    .orderBy(asc(evidencias.orden), asc(evidencias.id));
  const estadoDe = new Map(conVerdicto.map((e) => [e.id, e.estado]));
  const vistas = new Set<number>();
  const filas = evs.map((ev) => {
    const estandar = estadoDe.get(ev.estandarId) as Estado;
    // In a standard under way, its first evidence is done and the others are still pending.
    const primera = !vistas.has(ev.estandarId);
    vistas.add(ev.estandarId);
    const estado = estandar === 'CUR' ? (primera ? 'C' : 'PTE') : estandar;
    return { evidenciaId: ev.id, estadoClave: estado };
  });
  await saveEvidenciasDemo(
    ctx,
    a.id,
    filas
      .filter((f) => f.estadoClave === 'C' || f.estadoClave === 'NC')
      .map((f) => ({
        evidenciaId: f.evidenciaId,
        estado: f.estadoClave as 'C' | 'NC',
        justificacion: f.estadoClave === 'C' ? 'Aportamos el documento aprobado y las fotografías del patio.' : JUSTIFICACION.NC,
      })),
  );
  await responderPruebas(
    db,
    a.id,
    filas.filter((f) => f.estadoClave === 'C').map((f) => f.evidenciaId),
    now,
  );
  await saveMejorasDemo(
    ctx,
    a.id,
    mejorasDeInforme({
      cumplido: conVerdicto.find((e) => e.estado === 'C')?.id,
      pendiente: conVerdicto.find((e) => e.estado === 'NC' || e.estado === 'CUR')?.id,
      evidencia: filas.find((f) => f.estadoClave === 'C')?.evidenciaId,
    }),
  );
  return true;
}

/**
 * Answers every test of the evidences given, question by question as the team would: text,
 * numbers within the question's bounds, dates, yes, the first answer (or the first ones up to
 * the minimum) marked. File questions stay unanswered (the seed stores no files).
 */
async function responderPruebas(db: Db, autoevaluacionId: number, evidenciaIds: number[], now: Date) {
  if (evidenciaIds.length === 0) return;
  const tests = await db
    .selectDistinct({ id: pruebas.id, formularioId: pruebas.formularioId })
    .from(evidenciaPruebas)
    .innerJoin(pruebas, eq(pruebas.id, evidenciaPruebas.pruebaId))
    .where(inArray(evidenciaPruebas.evidenciaId, evidenciaIds));
  for (const prueba of tests) {
    const [ap] = await db
      .insert(autoevaluacionPruebas)
      .values({ autoevaluacionId, pruebaId: prueba.id, ...alta(now) })
      .onConflictDoNothing()
      .returning({ id: autoevaluacionPruebas.id });
    if (!ap) continue;
    const qs = await db.select().from(preguntas).where(eq(preguntas.formularioId, prueba.formularioId));
    for (const q of qs) {
      if (q.tipoClave === 'FICHERO') continue;
      const libre: Record<string, string> = {
        TEXTO: 'Lo revisa la comisión de salud cada trimestre y consta en sus actas.',
        NUMERO: String(Math.max(q.minimo ?? 0, Math.min(q.maximo ?? 12, 12))),
        FECHA: now.toISOString().slice(0, 10),
        SI_NO: 'S',
      };
      const [aq] = await db
        .insert(autoevaluacionPreguntas)
        .values({ autoevaluacionPruebaId: ap.id, preguntaId: q.id, respuesta: libre[q.tipoClave] ?? null })
        .returning({ id: autoevaluacionPreguntas.id });
      if (!aq || (q.tipoClave !== 'UNICA' && q.tipoClave !== 'MULTIPLE')) continue;
      const opciones = await db
        .select({ id: respuestas.id })
        .from(respuestas)
        .where(eq(respuestas.preguntaId, q.id))
        .orderBy(asc(respuestas.orden), asc(respuestas.id));
      const marcar = q.tipoClave === 'UNICA' ? 1 : Math.max(1, q.minimo ?? 1);
      const marcadas = opciones.slice(0, marcar);
      if (marcadas.length > 0)
        await db
          .insert(autoevaluacionPreguntaMarcadas)
          .values(marcadas.map((r) => ({ autoevaluacionPreguntaId: aq.id, respuestaId: r.id })))
          .onConflictDoNothing();
    }
  }
}
