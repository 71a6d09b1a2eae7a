import { and, eq, sql } from 'drizzle-orm';
import { invitacionSustituciones } from '../../db/schema/autoevaluacion.ts';
import { invitaciones, usuarioPerfiles } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';
import { auditar, type Paso } from '../auditoria/registro.ts';
import type { Invitacion } from './estado.ts';

/**
 * What accepting `invitacion` also does, as statements for the acceptance's batch: when it
 * replaces a manager, that manager loses the profile in the project (recorded when it happens).
 */
export async function efectosAceptacion(db: Db, invitacion: Pick<Invitacion, 'id' | 'perfilId' | 'proyectoId'>): Promise<Paso[]> {
  const [s] = await db.select().from(invitacionSustituciones).where(eq(invitacionSustituciones.invitacionId, invitacion.id));
  if (!s) return [];
  return [
    db.delete(usuarioPerfiles).where(
      and(
        eq(usuarioPerfiles.usuarioId, s.usuarioSustituidoId),
        eq(usuarioPerfiles.proyectoId, s.proyectoId),
        eq(usuarioPerfiles.perfilId, invitacion.perfilId),
        // Only once this batch has accepted it (a lost race leaves the manager in place).
        sql`exists (select 1 from ${invitaciones} where ${invitaciones.id} = ${invitacion.id} and ${invitaciones.estado} = 'ACE')`,
      ),
    ),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: s.usuarioSustituidoId,
      cambios: [{ Campo: 'Perfiles', Antes: { perfilId: invitacion.perfilId, proyectoId: s.proyectoId }, Despues: null }],
      siCambia: true,
    }),
  ];
}
