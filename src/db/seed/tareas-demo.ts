import { and, eq, inArray } from 'drizzle-orm';
import { loadAutoevaluacionBase, loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import type { TareaInput } from '../../domain/planificacion/schema.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { autoevaluacionEtiquetas, tareaEtiquetas, tareaObservaciones, tareas } from '../schema/autoevaluacion.ts';
import { usuarioPerfiles } from '../schema/identidad.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { type Enviado, saveTareasDemo } from './trabajo-demo.ts';

// Planning demo data on the AUT-INI demo projects: task tags (TAR), tags and an observation
// on the tasks the projects seed already made, and tasks for the other centre's project
// (pending, finished, late) so its calendar and list have something to show. Dates are
// relative to the seeding day. The tasks are created through the domain (createTarea); the tags
// and the observation are still written directly. Idempotent: a self-assessment that has task
// tags is done.

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';

/** The AUT-INI self-assessment of the demo project that came from request `referencia`. */
async function autoDe(db: Db, referencia: string) {
  const [row] = await db
    .select({ id: autoevaluaciones.id, proyectoId: proyectos.id })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.referencia, referencia), eq(autoevaluaciones.faseClave, 'AUT-INI')));
  return row ?? null;
}

export async function seedDemoTareas(db: Db, now = new Date()): Promise<void> {
  const hoy = todayIso(now);
  const alta = { altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR };
  for (const referencia of ['SOL-2026-D0003', 'SOL-2026-D0005']) {
    const auto = await autoDe(db, referencia);
    if (!auto) continue;
    const hechas = await db
      .select({ id: autoevaluacionEtiquetas.id })
      .from(autoevaluacionEtiquetas)
      .where(and(eq(autoevaluacionEtiquetas.autoevaluacionId, auto.id), eq(autoevaluacionEtiquetas.tipoClave, 'TAR')));
    if (hechas.length > 0) continue;
    const [urgente, documentacion] = await db
      .insert(autoevaluacionEtiquetas)
      .values([
        { autoevaluacionId: auto.id, nombre: 'Urgente', color: '#b91c1c', tipoClave: 'TAR', ...alta },
        { autoevaluacionId: auto.id, nombre: 'Documentación', color: '#1d4ed8', tipoClave: 'TAR', ...alta },
      ])
      .returning({ id: autoevaluacionEtiquetas.id });
    const existentes = await db.select().from(tareas).where(eq(tareas.autoevaluacionId, auto.id));
    if (existentes.length === 0) {
      const base = await loadAutoevaluacionBase(db, I, auto.id);
      const [e1, e2] = base ? await loadEstandaresAplicables(db, base.manualId, base.ambitoId) : [];
      const [miembro] = await db
        .select({ id: usuarioPerfiles.usuarioId })
        .from(usuarioPerfiles)
        .where(eq(usuarioPerfiles.proyectoId, auto.proyectoId))
        .limit(1);
      // As the team creates them: through the task's POST (createTarea; the status follows date and flag).
      const ctx = await contextoDemo(db, now);
      if (!ctx) throw new Error('seedDemoTareas: the demo accounts are missing');
      const responsable = miembro ? { usuarioId: miembro.id } : {};
      const ids = await saveTareasDemo(ctx, auto.id, [
        {
          titulo: 'Inventariar las zonas de sombra del centro',
          fechaLimite: sumarDias(hoy, 10),
          ...(e1 ? { estandarId: e1.id } : {}),
          ...responsable,
        },
        {
          titulo: 'Aprobar la política de fotoprotección en el consejo escolar',
          fechaLimite: sumarDias(hoy, -4),
          conseguido: true,
          ...responsable,
        },
        {
          titulo: 'Recoger las autorizaciones de crema solar',
          descripcion: 'Modelo de autorización de las familias.',
          fechaLimite: sumarDias(hoy, -2),
          ...(e2 ? { estandarId: e2.id } : {}),
          ...responsable,
        },
      ] satisfies Enviado<TareaInput>[]);
      existentes.push(...(await db.select().from(tareas).where(inArray(tareas.id, ids))));
    }
    const [primera, segunda] = existentes;
    if (primera && urgente && documentacion)
      await db
        .insert(tareaEtiquetas)
        .values([
          { tareaId: primera.id, etiquetaId: documentacion.id },
          ...(segunda ? [{ tareaId: segunda.id, etiquetaId: urgente.id }] : []),
        ]);
    if (segunda)
      await db
        .insert(tareaObservaciones)
        .values({ tareaId: segunda.id, observacion: 'Pedir ayuda al AMPA para la medición.', ...alta });
  }
}
