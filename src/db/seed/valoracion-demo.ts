import { and, eq, gt } from 'drizzle-orm';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { patchEstandar } from '../../domain/autoevaluacion/estandares-edicion.ts';
import type { VerdictoEstandarInput } from '../../domain/autoevaluacion/estandares-schema.ts';
import { ESTADO_ABIERTA } from '../../domain/autoevaluacion/reglas.ts';
import { adjuntarInforme } from '../../domain/evaluacion/informe.ts';
import { publicarEvaluacion } from '../../domain/evaluacion/publicacion.ts';
import { getInformeEvaluacion } from '../../domain/informes/evaluacion.ts';
import { pdfInforme } from '../../domain/informes/informe-pdf.ts';
import { asignarPerfilEvaluacion } from '../../domain/proyectos/equipo-evaluacion.ts';
import { sumarDias } from '../../domain/shared/fechas.ts';
import { loadAsignacion } from '../../domain/usuarios/perfil-lectura.ts';
import { autoevaluacionEstandares } from '../schema/autoevaluacion.ts';
import { perfiles, usuarios } from '../schema/identidad.ts';
import { procesoNiveles } from '../schema/niveles.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import type { Db } from '../types.ts';
import { AUTOR_DEMO, contextoDemoCon, type EntornoDemo, mediodia } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// How the demo's evaluations are judged and published: through the domain's own functions,
// the ones the head of evaluation goes through in the product (ADR 0055), so the demo never
// shows an evaluation the rules would not let anyone reach.

const NIVELES_SOL_2026 = [
  { clave: 'AVANZADO', nombre: 'Avanzado', porcentajeEsenciales: 100, porcentajeNoEsenciales: 50, orden: 1 },
  { clave: 'EXCELENTE', nombre: 'Excelente', porcentajeEsenciales: 100, porcentajeNoEsenciales: 75, orden: 2 },
];

/**
 * The levels of the demo process SOL-2026 (the mark's real rule), which publishing reads to
 * give a result: seeded before any demo evaluation is published. Idempotent by key.
 */
export async function seedDemoNiveles(db: Db, now: Date) {
  const [proceso] = await db
    .select()
    .from(procesos)
    .where(and(eq(procesos.instanciaId, SOLUDABLE.id), eq(procesos.codigo, 'SOL-2026')));
  if (!proceso) throw new Error('seedDemoNiveles: the demo process SOL-2026 is missing');
  await db
    .insert(procesoNiveles)
    .values(
      NIVELES_SOL_2026.map((n) => ({ procesoId: proceso.id, ...n, altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR_DEMO })),
    )
    .onConflictDoNothing();
}

export type Plan = 'todos' | 'esencialNoCumple' | 'unoSinEvaluar' | 'dosNoEsencialesNoCumplen';

/** The evaluators' verdicts of a plan over the applicable standards (undefined: left pending). */
function veredictos(plan: Plan, aplicables: Array<{ id: number; esencial: boolean }>): Map<number, 'C' | 'NC'> {
  const out = new Map<number, 'C' | 'NC'>(aplicables.map((e) => [e.id, 'C']));
  if (plan === 'esencialNoCumple') {
    const esencial = aplicables.find((e) => e.esencial);
    if (esencial) out.set(esencial.id, 'NC');
  }
  if (plan === 'dosNoEsencialesNoCumplen') for (const e of aplicables.filter((x) => !x.esencial).slice(0, 2)) out.set(e.id, 'NC');
  if (plan === 'unoSinEvaluar') {
    const ultimo = aplicables.at(-1);
    if (ultimo) out.delete(ultimo.id);
  }
  return out;
}

/** The evaluation team a demo evaluation has: the demo's head of evaluation and its evaluator. */
export const EQUIPO_EVALUACION_DEMO = [
  { userName: 'jefeevaluacion', perfil: 'JEFE_EVACN' },
  { userName: 'evaluador', perfil: 'EVAL' },
] as const;

/**
 * The evaluation team of project `proyectoId`, staffed as the agency staffs it in the product
 * (asignarPerfilEvaluacion, the call of the project's Equipo tab: the grant, its audit entry,
 * the member's mail) the day after the self-assessment was handed over (`abierta`, the day the
 * evaluation opened), before any verdict. A member who holds the profile there already is kept.
 */
async function staffEquipoEvaluacionDemo(db: Db, entorno: EntornoDemo, proyectoId: number, abierta: string) {
  const ctx = await contextoDemoCon(db, mediodia(sumarDias(abierta, 1)), entorno);
  for (const m of EQUIPO_EVALUACION_DEMO) {
    const [u] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(eq(usuarios.instanciaId, SOLUDABLE.id), eq(usuarios.userName, m.userName)));
    const [perfil] = await db
      .select({ id: perfiles.id })
      .from(perfiles)
      .where(and(eq(perfiles.instanciaId, SOLUDABLE.id), eq(perfiles.clave, m.perfil)));
    if (!u || !perfil) throw new Error(`Datos de demostración: falta ${m.userName} o el perfil ${m.perfil}`);
    if ((await loadAsignacion(db, { usuarioId: u.id, perfilId: perfil.id, proyectoId })) !== null) continue;
    await asignarPerfilEvaluacion(ctx, proyectoId, { usuarioId: u.id, perfilId: perfil.id }, { origin: entorno.origen });
  }
}

/**
 * The evaluators' verdicts of `plan` on project `proyectoId`'s first evaluation (EVA-INI), and
 * with `publicada` (ISO date) its publication, all as the head of evaluation does them that
 * day, through the domain's own functions: each verdict with the standard's PATCH
 * (patchEstandar, given its payload's parsed shape: the seed never loads the payload schemas,
 * which on workerd would then be built before the API extends zod for OpenAPI), the report
 * made by the report generator and attached
 * (adjuntarInforme, into the environment's storage), then published (publicarEvaluacion: the
 * checks, the result and level, the project's move to FIN-INI, the centre's mail). `antes` runs
 * on the open evaluation right before publishing (what the evaluators add besides verdicts).
 * The evaluation team is staffed first (staffEquipoEvaluacionDemo), as a real cycle has it.
 * Idempotent: a standard someone already judged (version ≥ 1) is kept; a closed evaluation is
 * left alone.
 */
export async function valorarEvaluacionDemo(
  db: Db,
  entorno: EntornoDemo,
  dia: { now: Date; publicada: string | null },
  proyectoId: number,
  plan: Plan,
  antes?: (autoevaluacionId: number) => Promise<void>,
) {
  const [p] = await db
    .select({ id: proyectos.id, ambitoId: proyectos.ambitoId, manualId: procesos.manualId })
    .from(proyectos)
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(eq(proyectos.id, proyectoId));
  if (!p) return;
  const [eva] = await db
    .select()
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, p.id), eq(autoevaluaciones.faseClave, 'EVA-INI')));
  if (!eva || eva.estadoClave !== ESTADO_ABIERTA || eva.fechaPublicacion) return;
  await staffEquipoEvaluacionDemo(db, entorno, p.id, eva.fechaApertura ?? eva.fechaInicio);
  const ctx = await contextoDemoCon(db, dia.publicada ? mediodia(dia.publicada) : dia.now, entorno);
  const juzgados = new Set(
    (
      await db
        .select({ estandarId: autoevaluacionEstandares.estandarId })
        .from(autoevaluacionEstandares)
        .where(and(eq(autoevaluacionEstandares.autoevaluacionId, eva.id), gt(autoevaluacionEstandares.version, 0)))
    ).map((r) => r.estandarId),
  );
  const aplicables = await loadEstandaresAplicables(db, p.manualId, p.ambitoId);
  for (const [estandarId, estado] of veredictos(plan, aplicables)) {
    if (juzgados.has(estandarId)) continue;
    const justificacion =
      estado === 'C' ? 'Comprobado en la visita y en las evidencias.' : 'No se aportan evidencias suficientes.';
    await patchEstandar(ctx, eva.id, estandarId, { estado, justificacion } satisfies VerdictoEstandarInput);
  }
  if (!dia.publicada) return;
  await antes?.(eva.id);
  const informe = await getInformeEvaluacion(ctx, eva.id, 'informe');
  const bytes = await pdfInforme(informe, 'informe', dia.publicada);
  await adjuntarInforme(ctx, eva.id, { nombreFisico: `informe-${informe.Proyecto.Codigo.replace(/[^\w-]/g, '_')}.pdf`, bytes });
  await publicarEvaluacion(ctx, eva.id, entorno.origen);
}
