import { usuarioPerfiles } from '../../db/schema/identidad.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { esAsignacion } from './perfil-lectura.ts';

// Taking a profile away from a person, however it is taken (user administration's DELETE
// usuarios/{id}/perfiles/…, the project's Equipo tab): the delete and its audit entry in one
// batch, the entry written only when a row went, so a profile that was not held leaves no trace.

/**
 * Takes profile `perfilId` away from the person: the one held for project `proyectoId`, or with
 * null the one for the whole system. `proyecto` (the project's code) goes into the audit entry
 * when the caller has it. False when it was not held (callers answer 404).
 */
export async function quitarPerfil(
  ctx: DomainContext,
  q: { usuarioId: number; perfilId: number; proyectoId: number | null; proyecto?: string },
): Promise<boolean> {
  const { usuarioId, perfilId, proyectoId } = q;
  const [quitado] = (await commit(ctx, [
    ctx.db.delete(usuarioPerfiles).where(esAsignacion({ usuarioId, perfilId, proyectoId })).returning({ id: usuarioPerfiles.id }),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [
        {
          Campo: 'Perfiles',
          Antes: { perfilId, proyectoId, ...(q.proyecto === undefined ? {} : { proyecto: q.proyecto }) },
          Despues: null,
        },
      ],
      siCambia: true,
    }),
  ])) as [unknown[]];
  return quitado.length > 0;
}
