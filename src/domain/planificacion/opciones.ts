import { and, asc, eq } from 'drizzle-orm';
import { autoevaluacionEtiquetas } from '../../db/schema/autoevaluacion.ts';
import { usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import type { AccesoAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { loadEstandaresAplicables } from '../autoevaluacion/carga.ts';
import { motivoSoloLectura } from '../autoevaluacion/contribucion.ts';
import type { DomainContext } from '../context.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { requireLecturaPlan } from './acceso.ts';

// What the planning pages offer: the applicable standards, the team (possible responsibles),
// the self-assessment's task tags, and whether the user may change anything (and if not, why).

export interface Opcion {
  value: number;
  label: string;
}

interface OpcionesPlan {
  acceso: AccesoAutoevaluacion;
  estandares: Opcion[];
  responsables: Opcion[];
  etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
  /** Why the self-assessment takes no changes (finished…), or null. */
  soloLectura: string | null;
  /** AE_APORTACION in the project, the tasks the user's side's (src/domain/permisos/registros.ts) and the self-assessment open. */
  editable: boolean;
}

export async function opcionesPlan(ctx: DomainContext, autoevaluacionId: number): Promise<OpcionesPlan> {
  const acceso = await requireLecturaPlan(ctx, autoevaluacionId);
  const { manualId, ambitoId, proyectoId } = acceso.autoevaluacion;
  const [aplicables, equipo, etiquetas] = await Promise.all([
    loadEstandaresAplicables(ctx.db, manualId, ambitoId),
    ctx.db
      .selectDistinct({ id: usuarios.id, nombre: usuarios.nombre, apellido1: usuarios.apellido1, apellido2: usuarios.apellido2 })
      .from(usuarioPerfiles)
      .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
      .where(and(eq(usuarioPerfiles.proyectoId, proyectoId), eq(usuarios.activo, true)))
      .orderBy(asc(usuarios.nombre), asc(usuarios.apellido1)),
    ctx.db
      .select({ Id: autoevaluacionEtiquetas.id, Nombre: autoevaluacionEtiquetas.nombre, Color: autoevaluacionEtiquetas.color })
      .from(autoevaluacionEtiquetas)
      .where(and(eq(autoevaluacionEtiquetas.autoevaluacionId, autoevaluacionId), eq(autoevaluacionEtiquetas.tipoClave, 'TAR')))
      .orderBy(asc(autoevaluacionEtiquetas.nombre)),
  ]);
  const soloLectura = motivoSoloLectura(acceso.autoevaluacion);
  const aporta = puede({ esSuperAdmin: acceso.actor.esSuperAdmin, permisos: acceso.permisos }, AUTOEVALUACION.aportacion);
  const tareas = acceso.capacidades.niveles.tareas;
  return {
    acceso,
    estandares: aplicables.map((e) => ({ value: e.id, label: `${e.codigo} · ${e.descripcion}` })),
    responsables: equipo.map((u) => ({ value: u.id, label: nombreCompleto(u) })),
    etiquetas,
    soloLectura,
    editable: aporta && tareas === 'write' && soloLectura === null,
  };
}
