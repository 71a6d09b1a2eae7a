import { and, eq } from 'drizzle-orm';
import { patchEstandar } from '../../domain/autoevaluacion/estandares-edicion.ts';
import type { VerdictoEstandarInput } from '../../domain/autoevaluacion/estandares-schema.ts';
import { abrirSeguimiento } from '../../domain/autoevaluacion/seguimiento.ts';
import { hashPassword } from '../../domain/identidad/password.ts';
import type { AbrirSeguimientoInput } from '../../domain/proyectos/seguimiento-schema.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { autoevaluacionAreasMejora, autoevaluacionEstandares, autoevaluacionFortalezas } from '../schema/autoevaluacion.ts';
import { usuarios } from '../schema/identidad.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemoCon, type EntornoDemo, mediodia } from './contexto-demo.ts';
import { DEMO_PASSWORD } from './identidad.ts';
import { SOLUDABLE } from './instancias.ts';
import { type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';
import { seedDemoNiveles, valorarEvaluacionDemo } from './valoracion-demo.ts';

// Follow-up demo: a project at the end of its first cycle kept for trying
// Configurar (FIN-INI, accredited, no team: staff configure it), and a project already in
// follow-up (AUT-SEG) whose self-assessment was copied from the first cycle's and has moved on
// one standard since, with its own representative (representante4) to see the comparison.
// The demo evaluation in progress is proyectos-demo.ts's EVA-INI project.
// Idempotent: a project already in AUT-SEG was opened before.

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';

const REPRESENTANTE_SEGUIMIENTO = {
  userName: 'representante4',
  email: 'representante4@soludable.demo',
  nombre: 'Rocío',
  apellido1: 'Seguimiento',
  descripcion: 'Representante de un centro en seguimiento (AUT-SEG)',
};

const cumplen = (n: number): ProyectoDemo['progreso'] => Array.from({ length: n }, () => 'C');

export const SEGUIMIENTO_DEMO = {
  /** FIN-INI in progress: Configurar opens its follow-up. */
  configurar: {
    referencia: 'SOL-2026-D0041',
    cif: 'Q4800002J',
    fase: 'FIN-INI',
    resultado: 'ACR',
    ambito: 1,
    equipo: [],
    progreso: [...cumplen(10), 'NC', 'NA'],
    dias: 240,
  },
  /** In follow-up (AUT-SEG), copied from its first cycle. */
  seguimiento: {
    referencia: 'SOL-2026-D0042',
    cif: 'S3300001I',
    fase: 'FIN-INI',
    resultado: 'ACR',
    ambito: 0,
    equipo: [{ userName: REPRESENTANTE_SEGUIMIENTO.userName, perfil: 'REPRE' }],
    progreso: [...cumplen(8), 'NC', 'NA'],
    dias: 420,
  },
} satisfies Record<string, ProyectoDemo>;

/**
 * Seeds the follow-up demo; returns true when it opened the follow-up cycle (false: seeded
 * before). The followed-up project's first cycle ends as the product ends one (its evaluation
 * published, publicarEvaluacion through valorarEvaluacionDemo), and its follow-up opens as
 * staff open it, 20 days ago (abrirSeguimiento: the phase move, the copy of the first cycle,
 * the mails).
 */
export async function seedDemoSeguimiento(db: Db, now: Date, entorno: EntornoDemo): Promise<boolean> {
  await db
    .insert(usuarios)
    .values({
      instanciaId: I,
      userName: REPRESENTANTE_SEGUIMIENTO.userName,
      email: REPRESENTANTE_SEGUIMIENTO.email,
      nombre: REPRESENTANTE_SEGUIMIENTO.nombre,
      apellido1: REPRESENTANTE_SEGUIMIENTO.apellido1,
      tipoDocumentoIdentidadClave: 'DNI',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      altaFecha: now.toISOString(),
    })
    .onConflictDoNothing();
  await seedDemoNiveles(db, now);
  await seedDemoProyectos(db, now, [SEGUIMIENTO_DEMO.configurar, SEGUIMIENTO_DEMO.seguimiento]);
  const proyecto = async () =>
    (
      await db
        .select({ id: proyectos.id, faseClave: proyectos.faseClave })
        .from(proyectos)
        .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
        .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, SEGUIMIENTO_DEMO.seguimiento.referencia)))
    )[0];
  const antes = await proyecto();
  if (antes?.faseClave === 'EVA-INI') await publicarPrimerCiclo(db, now, entorno, antes.id);
  const p = await proyecto();
  if (p?.faseClave !== 'FIN-INI') return false;
  const [origen] = await db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, p.id), eq(autoevaluaciones.faseClave, 'AUT-INI')));
  if (!origen) return false;
  const alta = { altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR };
  // The first cycle as a finished team leaves it: its "not met" justified, an improvement area on it.
  const [noCumple] = await db
    .update(autoevaluacionEstandares)
    .set({ justificacion: 'Falta el registro de la revisión anual de la política.' })
    .where(and(eq(autoevaluacionEstandares.autoevaluacionId, origen.id), eq(autoevaluacionEstandares.estadoClave, 'NC')))
    .returning({ estandarId: autoevaluacionEstandares.estandarId });
  await db.insert(autoevaluacionAreasMejora).values({
    autoevaluacionId: origen.id,
    estandarId: noCumple?.estandarId ?? null,
    codigo: 'AM-1',
    descripcion: 'Registrar cada año la revisión de la política con el consejo escolar.',
    implantacion: false,
    ...alta,
  });
  // Opened 20 days ago by staff, with the dates the form sends.
  const inicio = sumarDias(todayIso(now), -20);
  const limite = sumarDias(inicio, 90);
  const apertura = await contextoDemoCon(db, mediodia(inicio), entorno);
  await abrirSeguimiento(
    apertura,
    p.id,
    { fechaInicio: inicio, fechaLimite: limite, fechaLimiteSiguiente: sumarDias(limite, 60) } satisfies AbrirSeguimientoInput,
    entorno.origen,
  );
  const [nueva] = await db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, p.id), eq(autoevaluaciones.faseClave, 'AUT-SEG')));
  // Since then the team has started on what was not met.
  if (nueva && noCumple)
    await patchEstandar(await contextoDemoCon(db, now, entorno), nueva.id, noCumple.estandarId, {
      estado: 'CUR',
      justificacion: 'La revisión de este curso ya está convocada; subiremos el acta en cuanto se apruebe.',
    } satisfies VerdictoEstandarInput);
  return true;
}

/**
 * What a centre sees of its result (representante4's project): its evaluation published
 * after the visit (day 100 of the cycle), before its deadline (day 120), with the evaluators'
 * verdicts (two non-essential standards not met, so it reaches a level), an improvement area
 * and a strength added while it was open. The agency's accreditation follows in
 * resultado-centro-demo.ts.
 */
export function publicacionSeguimiento(now: Date): string {
  return sumarDias(todayIso(new Date(now.getTime() - SEGUIMIENTO_DEMO.seguimiento.dias * 86_400_000)), 115);
}

async function publicarPrimerCiclo(db: Db, now: Date, entorno: EntornoDemo, proyectoId: number) {
  const publicada = publicacionSeguimiento(now);
  await valorarEvaluacionDemo(db, entorno, { now, publicada }, proyectoId, 'dosNoEsencialesNoCumplen', async (evaId) => {
    const [noCumple] = await db
      .select({ estandarId: autoevaluacionEstandares.estandarId })
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, evaId), eq(autoevaluacionEstandares.estadoClave, 'NC')))
      .limit(1);
    const alta = { altaFecha: mediodia(publicada).toISOString(), altaUsuarioNombre: AUTOR };
    await db.insert(autoevaluacionAreasMejora).values({
      autoevaluacionId: evaId,
      estandarId: noCumple?.estandarId ?? null,
      codigo: 'AM-E1',
      descripcion: 'Documentar la revisión anual de las zonas de sombra con fecha y responsable.',
      implantacion: false,
      ...alta,
    });
    await db.insert(autoevaluacionFortalezas).values({
      autoevaluacionId: evaId,
      codigo: 'F-E1',
      descripcion: 'El claustro integra la fotoprotección en las salidas y actividades al aire libre.',
      ...alta,
    });
  });
}
