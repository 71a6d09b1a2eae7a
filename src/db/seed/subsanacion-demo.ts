import { and, eq } from 'drizzle-orm';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { ESTADO_RONDA } from '../../domain/autoevaluacion/subsanacion-reglas.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { usuarios } from '../schema/identidad.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import { subsanacionEstandares, subsanaciones } from '../schema/subsanaciones.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';
import { type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';

// The demo evaluation in a correction round: a project in EVA-INI whose head of
// evaluation returned standards twice; round 1 was answered and resubmitted, round 2 is open
// (deadline in 20 days). Its centre's representative, `representante-subsanacion`, exists only here and
// holds REPRE for this project alone, so the other demo teams keep their projects to
// themselves; jefeevaluacion and evaluador evaluate it beside their other project.
// Idempotent: nothing is added once the project has its rounds.

const I = SOLUDABLE.id;
export const REFERENCIA_SUBSANACION = 'SOL-2026-D0031';
export const USUARIO_SUBSANACION = 'representante-subsanacion';

export const PROYECTO_SUBSANACION: ProyectoDemo = {
  referencia: REFERENCIA_SUBSANACION,
  cif: 'S3300001I',
  fase: 'EVA-INI',
  ambito: 1,
  equipo: [
    { userName: 'jefeevaluacion', perfil: 'JEFE_EVACN' },
    { userName: 'evaluador', perfil: 'EVAL' },
    { userName: USUARIO_SUBSANACION, perfil: 'REPRE' },
  ],
  progreso: Array.from({ length: 1000 }, () => 'C' as const),
  dias: 75,
};

export async function seedDemoSubsanacion(db: Db, now = new Date()) {
  // The demo password's hash from another demo account: hashing again costs a second of scrypt.
  const [otro] = await db
    .select({ hash: usuarios.passwordHash })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, 'representante')));
  if (!otro?.hash) return;
  await db
    .insert(usuarios)
    .values({
      instanciaId: I,
      userName: USUARIO_SUBSANACION,
      email: 'representante-subsanacion@soludable.demo',
      nombre: 'Sara',
      apellido1: 'Subsanación',
      tipoDocumentoIdentidadClave: 'DNI',
      passwordHash: otro.hash,
      altaFecha: now.toISOString(),
    })
    .onConflictDoNothing();
  await seedDemoProyectos(db, now, [PROYECTO_SUBSANACION]);
  const [p] = await db
    .select({ id: proyectos.id, manualId: procesos.manualId, ambitoId: proyectos.ambitoId })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, REFERENCIA_SUBSANACION)));
  if (!p) return;
  const records = await db
    .select({ id: autoevaluaciones.id, fase: autoevaluaciones.faseClave })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.proyectoId, p.id));
  const aut = records.find((r) => r.fase === 'AUT-INI')?.id;
  const eva = records.find((r) => r.fase === 'EVA-INI')?.id;
  if (!aut || !eva) return;
  const [ya] = await db.select({ id: subsanaciones.id }).from(subsanaciones).where(eq(subsanaciones.evaluacionId, eva));
  if (ya) return;
  const [jefe] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, 'jefeevaluacion')));
  const aplicables = await loadEstandaresAplicables(db, p.manualId, p.ambitoId);
  const [a, b, c] = aplicables;
  if (!a || !b || !c) return;
  const hoy = todayIso(now);
  const hace = (dias: number) => new Date(now.getTime() - dias * 86_400_000).toISOString();
  const alta = (dias: number) => ({
    altaFecha: hace(dias),
    altaUsuarioId: jefe?.id ?? null,
    altaUsuarioNombre: 'Julia Evaluación',
  });
  const [r1] = await db
    .insert(subsanaciones)
    .values({
      instanciaId: I,
      evaluacionId: eva,
      autoevaluacionId: aut,
      numero: 1,
      fechaLimite: sumarDias(hoy, -10),
      estadoClave: ESTADO_RONDA.reenviada,
      cierreFecha: hace(15),
      cierreUsuarioNombre: 'Sara Subsanación',
      ...alta(30),
    })
    .returning({ id: subsanaciones.id });
  const [r2] = await db
    .insert(subsanaciones)
    .values({
      instanciaId: I,
      evaluacionId: eva,
      autoevaluacionId: aut,
      numero: 2,
      fechaLimite: sumarDias(hoy, 20),
      estadoClave: ESTADO_RONDA.abierta,
      ...alta(5),
    })
    .returning({ id: subsanaciones.id });
  if (!r1 || !r2) return;
  const respondida = { respuestaFecha: hace(16), respuestaUsuarioNombre: 'Sara Subsanación' };
  await db.insert(subsanacionEstandares).values([
    {
      subsanacionId: r1.id,
      estandarId: a.id,
      comentario: 'La justificación no cita el acta del consejo escolar que aprueba la política.',
      respuesta: 'Añadida la referencia al acta de 12/02 y adjuntado el documento.',
      ...respondida,
    },
    {
      subsanacionId: r1.id,
      estandarId: b.id,
      comentario: 'Falta la evidencia de difusión a las familias.',
      respuesta: 'Incorporada la circular enviada a las familias.',
      ...respondida,
    },
    { subsanacionId: r2.id, estandarId: b.id, comentario: 'La circular no tiene fecha: indique cuándo se envió.' },
    { subsanacionId: r2.id, estandarId: c.id, comentario: 'El estándar figura como cumplido sin ninguna prueba respondida.' },
  ]);
}
