import { and, eq } from 'drizzle-orm';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { abrirSubsanacion } from '../../domain/subsanacion/apertura.ts';
import { reenviarSubsanacion, responderEstandar } from '../../domain/subsanacion/equipo.ts';
import type { AbrirSubsanacionInput, RespuestaSubsanacionInput } from '../../domain/subsanacion/schema.ts';
import { listenOrigin } from '../../platform/mail/links.ts';
import { usuarios } from '../schema/identidad.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import { subsanaciones } from '../schema/subsanaciones.ts';
import type { Db } from '../types.ts';
import { contextoDemoComo, mediodia } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';

// The demo evaluation in a correction round: a project in EVA-INI whose head of
// evaluation returned standards twice; round 1 was answered and resubmitted, round 2 is open
// (deadline in 20 days). Its centre's representative, `representante-subsanacion`, exists only here and
// holds REPRE for this project alone, so the other demo teams keep their projects to
// themselves; jefeevaluacion and evaluador evaluate it beside their other project.
// The rounds are opened, answered and handed back through the domain's own functions, each
// by the person who does it in the product on its day (ADR 0055). Idempotent: nothing is
// added once the project has its rounds.

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

export async function seedDemoSubsanacion(db: Db, now = new Date(), origen = listenOrigin()) {
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
  const aplicables = await loadEstandaresAplicables(db, p.manualId, p.ambitoId);
  const [a, b, c] = aplicables;
  if (!a || !b || !c) return;
  const hoy = todayIso(now);
  const dia = (dias: number) => mediodia(sumarDias(hoy, -dias));
  const jefe = (dias: number) => contextoDemoComo(db, 'jefeevaluacion', dia(dias));
  const sara = (dias: number) => contextoDemoComo(db, USUARIO_SUBSANACION, dia(dias));
  // Round 1, 30 days ago: two standards returned, answered by the representative 16 days ago
  // and handed back the day after, before its deadline (10 days ago).
  const r1 = await abrirSubsanacion(
    await jefe(30),
    eva,
    {
      estandares: [
        { estandarId: a.id, comentario: 'La justificación no cita el acta del consejo escolar que aprueba la política.' },
        { estandarId: b.id, comentario: 'Falta la evidencia de difusión a las familias.' },
      ],
      fechaLimite: sumarDias(hoy, -10),
    } satisfies AbrirSubsanacionInput,
    origen,
  );
  const respuestas = [
    { estandarId: a.id, respuesta: 'Añadida la referencia al acta de 12/02 y adjuntado el documento.' },
    { estandarId: b.id, respuesta: 'Incorporada la circular enviada a las familias.' },
  ];
  for (const r of respuestas)
    await responderEstandar(await sara(16), r1.id, r.estandarId, {
      respuesta: r.respuesta,
      version: 0,
    } satisfies RespuestaSubsanacionInput);
  await reenviarSubsanacion(await sara(15), r1.id);
  // Round 2, 5 days ago, still open (deadline in 20 days).
  await abrirSubsanacion(
    await jefe(5),
    eva,
    {
      estandares: [
        { estandarId: b.id, comentario: 'La circular no tiene fecha: indique cuándo se envió.' },
        { estandarId: c.id, comentario: 'El estándar figura como cumplido sin ninguna prueba respondida.' },
      ],
      fechaLimite: sumarDias(hoy, 20),
    } satisfies AbrirSubsanacionInput,
    origen,
  );
}
