import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { estaVigente } from '../../domain/acreditaciones/vigencia.ts';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { sinEvaluar } from '../../domain/autoevaluacion/reglas.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { autoevaluacionEstandares } from '../schema/autoevaluacion.ts';
import { ficheros } from '../schema/ficheros.ts';
import { invitaciones, usuarios } from '../schema/identidad.ts';
import { fasesProyecto, sexos } from '../schema/lookups.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudPerfiles } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { SEXOS } from './catalogos.ts';
import { checkFirmas } from './invariantes-firmas.ts';
import { checkSubsanaciones, checkTareas } from './invariantes-trabajo.ts';

// The rules the product's own writes keep, checked over a whole database: what `npm start`
// seeds, and the benchmark's large data set, must never show what the rules forbid (ADR 0055).
// Each check returns its violations, one line per record, so a failing test names them all.
// - a result (a project's, an evaluation's) comes from a published, fully evaluated evaluation;
// - a closed self-assessment has every applicable standard judged, each with its justification;
// - an accreditation stands on a published ACR evaluation, and one in force has its certificate
//   files (public CER_PUB and private CER_PRV);
// - a project's phase matches its records (the phase rules of src/domain/shared/fases.ts:
//   closing a self-assessment opens its evaluation, publishing the evaluation ends the cycle);
// - a person's treatment is the one of their sex (the catalogue's pairs);
// - correction rounds and tasks keep their own rules (invariantes-trabajo.ts);
// - a signature made was made by a holder of its profile (invariantes-firmas.ts).

interface Registro {
  id: number;
  proyectoId: number;
  faseClave: string;
  tipo: string;
  ciclo: string;
  orden: number;
  estadoClave: string;
  resultadoClave: string;
  fechaPublicacion: string | null;
  manualId: number;
  ambitoId: number | null;
}

async function loadRegistros(db: Db): Promise<Registro[]> {
  return db
    .select({
      id: autoevaluaciones.id,
      proyectoId: autoevaluaciones.proyectoId,
      faseClave: autoevaluaciones.faseClave,
      tipo: fasesProyecto.tipoClave,
      ciclo: fasesProyecto.ciclo,
      orden: fasesProyecto.orden,
      estadoClave: autoevaluaciones.estadoClave,
      resultadoClave: autoevaluaciones.resultadoClave,
      fechaPublicacion: autoevaluaciones.fechaPublicacion,
      manualId: procesos.manualId,
      ambitoId: proyectos.ambitoId,
    })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId));
}

const publicada = (r: Registro) => r.fechaPublicacion !== null && r.fechaPublicacion !== '';

/** An evaluation with a result or a publication date is published, closed and has every applicable standard evaluated. */
export async function checkEvaluacionesConResultado(db: Db): Promise<string[]> {
  const evaluaciones = (await loadRegistros(db)).filter((r) => r.tipo === 'EVA' && (r.resultadoClave !== 'PTE' || publicada(r)));
  const out: string[] = [];
  for (const e of evaluaciones) {
    const que = `evaluación ${e.id} (proyecto ${e.proyectoId})`;
    if (!publicada(e)) out.push(`${que}: resultado ${e.resultadoClave} sin fecha de publicación`);
    if (e.resultadoClave === 'PTE') out.push(`${que}: publicada con resultado PTE`);
    if (e.estadoClave !== 'FIN') out.push(`${que}: publicada sin cerrar (${e.estadoClave})`);
  }
  out.push(...(await sinEvaluarEn(db, evaluaciones)));
  return out;
}

/**
 * A closed self-assessment was finished as finishing allows (autoevaluacion/fin.ts): every
 * applicable standard judged C or NC, each verdict with its justification.
 */
export async function checkAutoevaluacionesCerradas(db: Db): Promise<string[]> {
  const cerradas = (await loadRegistros(db)).filter((r) => r.tipo === 'AUT' && r.estadoClave === 'FIN');
  const out = await sinEvaluarEn(db, cerradas, 'autoevaluación cerrada');
  const sinJustificar = await db
    .select({ id: autoevaluacionEstandares.autoevaluacionId, n: sql<number>`count(*)` })
    .from(autoevaluacionEstandares)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.id, autoevaluacionEstandares.autoevaluacionId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(fasesProyecto.tipoClave, 'AUT'),
        eq(autoevaluaciones.estadoClave, 'FIN'),
        eq(autoevaluacionEstandares.aplica, true),
        inArray(autoevaluacionEstandares.estadoClave, ['C', 'NC']),
        sql`coalesce(trim(${autoevaluacionEstandares.justificacion}), '') = ''`,
      ),
    )
    .groupBy(autoevaluacionEstandares.autoevaluacionId);
  for (const r of sinJustificar) out.push(`autoevaluación cerrada ${r.id}: ${r.n} valoraciones sin justificación`);
  return out;
}

/** The applicable standards still to evaluate in each record, by the domain's rule (`sinEvaluar`). */
async function sinEvaluarEn(db: Db, registros: Registro[], nombre = 'evaluación'): Promise<string[]> {
  const out: string[] = [];
  const aplicables = new Map<string, number[]>();
  for (const r of registros) {
    const k = `${r.manualId}:${r.ambitoId}`;
    if (!aplicables.has(k))
      aplicables.set(
        k,
        (await loadEstandaresAplicables(db, r.manualId, r.ambitoId)).map((e) => e.id),
      );
  }
  // In slices: the benchmark holds thousands of evaluations.
  for (let i = 0; i < registros.length; i += 500) {
    const parte = registros.slice(i, i + 500);
    const filas = await db
      .select({
        autoevaluacionId: autoevaluacionEstandares.autoevaluacionId,
        estandarId: autoevaluacionEstandares.estandarId,
        estadoClave: autoevaluacionEstandares.estadoClave,
        aplica: autoevaluacionEstandares.aplica,
      })
      .from(autoevaluacionEstandares)
      .where(
        inArray(
          autoevaluacionEstandares.autoevaluacionId,
          parte.map((r) => r.id),
        ),
      );
    const verdictos = new Map(filas.map((f) => [`${f.autoevaluacionId}:${f.estandarId}`, f]));
    for (const r of parte) {
      const ids = aplicables.get(`${r.manualId}:${r.ambitoId}`) ?? [];
      const faltan = ids.filter((id) => sinEvaluar(verdictos.get(`${r.id}:${id}`) ?? { aplica: true, estadoClave: 'PTE' }));
      if (faltan.length > 0)
        out.push(`${nombre} ${r.id} (proyecto ${r.proyectoId}): ${faltan.length} de ${ids.length} estándares sin evaluar`);
    }
  }
  return out;
}

/** A project's result is its latest published evaluation's; a project without one has none (PTE). */
export async function checkResultadosDeProyecto(db: Db): Promise<string[]> {
  const ultima = new Map<number, Registro>();
  for (const r of await loadRegistros(db)) {
    if (r.tipo !== 'EVA' || !publicada(r)) continue;
    const antes = ultima.get(r.proyectoId);
    const [f, g] = [r.fechaPublicacion as string, antes?.fechaPublicacion as string];
    if (!antes || f > g || (f === g && r.orden > antes.orden)) ultima.set(r.proyectoId, r);
  }
  const conResultado = await db
    .select({ id: proyectos.id, codigo: proyectos.codigo, resultadoClave: proyectos.resultadoClave })
    .from(proyectos)
    .where(ne(proyectos.resultadoClave, 'PTE'));
  return conResultado.flatMap((p) => {
    const e = ultima.get(p.id);
    if (!e) return [`proyecto ${p.codigo}: resultado ${p.resultadoClave} sin evaluación publicada`];
    if (e.resultadoClave !== p.resultadoClave)
      return [`proyecto ${p.codigo}: resultado ${p.resultadoClave}, su evaluación publicada dice ${e.resultadoClave}`];
    return [];
  });
}

/**
 * Every accreditation stands on a published evaluation of its project that accredits (ACR),
 * and one in force today has both certificate files, of their types.
 */
export async function checkAcreditaciones(db: Db, hoy = todayIso(new Date())): Promise<string[]> {
  const acreditados = new Set(
    (
      await db
        .select({ proyectoId: autoevaluaciones.proyectoId })
        .from(autoevaluaciones)
        .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
        .where(
          and(
            eq(fasesProyecto.tipoClave, 'EVA'),
            eq(autoevaluaciones.resultadoClave, 'ACR'),
            isNotNull(autoevaluaciones.fechaPublicacion),
          ),
        )
    ).map((r) => r.proyectoId),
  );
  const tipos = new Map(
    (
      await db
        .select({ id: ficheros.id, tipo: ficheros.tipoClave })
        .from(ficheros)
        .where(or(eq(ficheros.tipoClave, 'CER_PUB'), eq(ficheros.tipoClave, 'CER_PRV')))
    ).map((f) => [f.id, f.tipo]),
  );
  const out: string[] = [];
  for (const a of await db.select().from(acreditaciones)) {
    const que = `acreditación ${a.codigo}`;
    if (!acreditados.has(a.proyectoId)) out.push(`${que}: su proyecto no tiene una evaluación publicada que acredite`);
    if (!estaVigente(a, hoy)) continue;
    if (a.ficheroPublicoId === null || tipos.get(a.ficheroPublicoId) !== 'CER_PUB')
      out.push(`${que}: en vigor sin certificado público`);
    if (a.ficheroPrivadoId === null || tipos.get(a.ficheroPrivadoId) !== 'CER_PRV')
      out.push(`${que}: en vigor sin certificado privado`);
  }
  return out;
}

/**
 * A project's phase matches its records. In a phase of cycle C: no record of a later phase; an
 * AUT phase has its self-assessment of C open; an EVA phase has the self-assessment of C closed
 * and its evaluation open; a FIN phase has the evaluation of C published. A follow-up (SEG)
 * phase needs the first cycle's evaluation published. The result is PTE until a cycle ends.
 */
export async function checkFases(db: Db): Promise<string[]> {
  const fases = new Map((await db.select().from(fasesProyecto)).map((f) => [f.clave, f]));
  const porProyecto = new Map<number, Registro[]>();
  for (const r of await loadRegistros(db)) porProyecto.set(r.proyectoId, [...(porProyecto.get(r.proyectoId) ?? []), r]);
  const out: string[] = [];
  const lista = await db
    .select({ id: proyectos.id, codigo: proyectos.codigo, faseClave: proyectos.faseClave, resultado: proyectos.resultadoClave })
    .from(proyectos);
  for (const p of lista) {
    const fase = fases.get(p.faseClave);
    const que = `proyecto ${p.codigo} (${p.faseClave})`;
    if (!fase) {
      out.push(`${que}: fase desconocida`);
      continue;
    }
    const registros = porProyecto.get(p.id) ?? [];
    const de = (tipo: string, ciclo: string) => registros.filter((r) => r.tipo === tipo && r.ciclo === ciclo);
    const aut = de('AUT', fase.ciclo);
    const eva = de('EVA', fase.ciclo);
    for (const r of registros)
      if (r.orden > fase.orden) out.push(`${que}: tiene un registro de una fase posterior (${r.faseClave})`);
    if (fase.ciclo === 'SEG' && !de('EVA', 'INI').some(publicada))
      out.push(`${que}: en seguimiento sin la evaluación del primer ciclo publicada`);
    if (fase.tipoClave === 'AUT' && !aut.some((r) => r.estadoClave !== 'FIN'))
      out.push(`${que}: sin autoevaluación abierta de su ciclo`);
    if (fase.tipoClave === 'EVA') {
      if (!aut.some((r) => r.estadoClave === 'FIN')) out.push(`${que}: sin autoevaluación finalizada de su ciclo`);
      if (!eva.some((r) => !publicada(r))) out.push(`${que}: sin evaluación abierta de su ciclo`);
    }
    if (fase.tipoClave === 'FIN' && !eva.some(publicada)) out.push(`${que}: sin evaluación publicada de su ciclo`);
    const cicloTerminado = fase.tipoClave === 'FIN' || fase.ciclo === 'SEG';
    if (!cicloTerminado && p.resultado !== 'PTE') out.push(`${que}: resultado ${p.resultado} antes de acabar su ciclo`);
    if (cicloTerminado && p.resultado === 'PTE') out.push(`${que}: ciclo acabado sin resultado`);
  }
  return out;
}

/** The catalogue's pairs of sex and treatment hold, and every person stored names a sex that exists. */
export async function checkPersonas(db: Db): Promise<string[]> {
  const out: string[] = [];
  const guardados = new Map((await db.select().from(sexos)).map((s) => [s.id, s]));
  for (const s of SEXOS) {
    const g = guardados.get(s.id);
    if (g?.nombre !== s.nombre || g.tratamiento !== s.tratamiento)
      out.push(`sexo ${s.id}: guardado como «${g?.nombre}, ${g?.tratamiento}», debe ser «${s.nombre}, ${s.tratamiento}»`);
  }
  const personas = [
    ...(await db
      .select({ id: solicitudPerfiles.id, sexoId: solicitudPerfiles.sexoId, que: sql<string>`'perfil de solicitud'` })
      .from(solicitudPerfiles)),
    ...(await db
      .select({ id: usuarios.id, sexoId: usuarios.sexoId, que: sql<string>`'usuario'` })
      .from(usuarios)
      .where(isNotNull(usuarios.sexoId))),
    ...(await db
      .select({ id: invitaciones.id, sexoId: invitaciones.sexoId, que: sql<string>`'invitación'` })
      .from(invitaciones)
      .where(isNotNull(invitaciones.sexoId))),
  ];
  for (const p of personas)
    if (p.sexoId !== null && !guardados.has(p.sexoId)) out.push(`${p.que} ${p.id}: sexo ${p.sexoId} inexistente`);
  return out;
}

/** Every invariant's violations, by rule (empty lists when the data obeys them all). */
export async function checkInvariantes(db: Db, hoy = todayIso(new Date())): Promise<Record<string, string[]>> {
  return {
    evaluaciones: await checkEvaluacionesConResultado(db),
    autoevaluaciones: await checkAutoevaluacionesCerradas(db),
    resultados: await checkResultadosDeProyecto(db),
    acreditaciones: await checkAcreditaciones(db, hoy),
    fases: await checkFases(db),
    personas: await checkPersonas(db),
    subsanaciones: await checkSubsanaciones(db),
    tareas: await checkTareas(db),
    firmas: await checkFirmas(db),
  };
}
