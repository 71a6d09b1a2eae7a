import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/identidad/password.ts';
import { copiarCiclo } from '../../domain/proyectos/seguimiento-copia.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { autoevaluacionAreasMejora, autoevaluacionEstandares } from '../schema/autoevaluacion.ts';
import { usuarios } from '../schema/identidad.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { DEMO_PASSWORD } from './identidad.ts';
import { SOLUDABLE } from './instancias.ts';
import { type ProyectoDemo, seedDemoProyectos } from './proyectos-demo.ts';

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

/** Seeds the follow-up demo; returns true when it opened the follow-up cycle (false: seeded before). */
export async function seedDemoSeguimiento(db: Db, now = new Date()): Promise<boolean> {
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
  await seedDemoProyectos(db, now, [SEGUIMIENTO_DEMO.configurar, SEGUIMIENTO_DEMO.seguimiento]);
  const [p] = await db
    .select({ id: proyectos.id, faseClave: proyectos.faseClave })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, SEGUIMIENTO_DEMO.seguimiento.referencia)));
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
  // Follow-up opened 20 days ago, the way abrirSeguimiento opens it (same copy).
  const inicio = sumarDias(todayIso(now), -20);
  const limite = sumarDias(inicio, 90);
  const [nueva] = await db
    .insert(autoevaluaciones)
    .values({
      instanciaId: I,
      proyectoId: p.id,
      faseClave: 'AUT-SEG',
      estadoClave: 'CURSO',
      fechaApertura: inicio,
      fechaInicio: inicio,
      fechaLimite: limite,
      fechaLimiteSiguiente: sumarDias(limite, 60),
      ...alta,
    })
    .returning({ id: autoevaluaciones.id });
  if (!nueva) return false;
  for (const paso of copiarCiclo(db, origen.id, nueva.id, { fecha: now.toISOString(), usuarioId: null, nombre: AUTOR }))
    await paso;
  await db.update(proyectos).set({ faseClave: 'AUT-SEG' }).where(eq(proyectos.id, p.id));
  // Since then the team has started on what was not met.
  if (noCumple)
    await db
      .update(autoevaluacionEstandares)
      .set({
        estadoClave: 'CUR',
        justificacion: 'La revisión de este curso ya está convocada; subiremos el acta en cuanto se apruebe.',
        version: sql`${autoevaluacionEstandares.version} + 1`,
      })
      .where(
        and(
          eq(autoevaluacionEstandares.autoevaluacionId, nueva.id),
          eq(autoevaluacionEstandares.estandarId, noCumple.estandarId),
        ),
      );
  return true;
}
