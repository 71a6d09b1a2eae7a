import { and, asc, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { etiquetas, usuarioEtiquetas } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requirePersonas } from './acceso.ts';
import { type EtiquetaRef, idsParam, loadEtiquetas } from './list.ts';
import { loadTarget } from './save.ts';

/** Tags are typed by what they tag; USU are the users' ones. */
const TIPO_ETIQUETA_USUARIO = 'USU';

/** The user tags of an instance (read only here). */
async function loadEtiquetasUsuario(db: Db, instanciaId: string): Promise<EtiquetaRef[]> {
  return db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(etiquetas)
    .where(and(eq(etiquetas.instanciaId, instanciaId), eq(etiquetas.tipoClave, TIPO_ETIQUETA_USUARIO)))
    .orderBy(asc(etiquetas.nombre), asc(etiquetas.id));
}

/** GET /usuarios/etiquetas: the tags a user can be given (for the list filter and the form). */
export async function listEtiquetasUsuario(ctx: DomainContext): Promise<EtiquetaRef[]> {
  requirePersonas(ctx.actor, 'L');
  return loadEtiquetasUsuario(ctx.db, ctx.instancia.id);
}

/**
 * POST /usuarios/{id}/etiquetas/reasignar: the user's tags become exactly `etiquetas`
 * (user tags of this instance only, 422 otherwise). Delete and insert go in one batch.
 */
export async function reassignEtiquetas(ctx: DomainContext, usuarioId: number, ids: number[]): Promise<EtiquetaRef[]> {
  const actor = requirePersonas(ctx.actor, 'E');
  await loadTarget(ctx, actor, usuarioId);
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const valid = await ctx.db
      .select({ id: etiquetas.id })
      .from(etiquetas)
      .where(
        and(
          eq(etiquetas.instanciaId, ctx.instancia.id),
          eq(etiquetas.tipoClave, TIPO_ETIQUETA_USUARIO),
          sql`${etiquetas.id} in ${idsParam(wanted)}`,
        ),
      );
    const known = new Set(valid.map((e) => e.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError(422, errores.datosNoValidos, { etiquetas: unknown.map((id) => t.etiquetaNoValida(id)) });
    }
  }
  const remove = ctx.db.delete(usuarioEtiquetas).where(eq(usuarioEtiquetas.usuarioId, usuarioId));
  // Inserts in chunks of 40 rows (80 parameters): D1 caps a statement at 100.
  const inserts: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < wanted.length; i += 40) {
    const chunk = wanted.slice(i, i + 40);
    inserts.push(ctx.db.insert(usuarioEtiquetas).values(chunk.map((etiquetaId) => ({ usuarioId, etiquetaId }))));
  }
  await commit(ctx, [
    remove,
    ...inserts,
    auditar({
      accion: 'MODIFICAR',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [{ Campo: 'Etiquetas', Antes: null, Despues: wanted }],
    }),
  ]);
  return (await loadEtiquetas(ctx.db, [usuarioId])).get(usuarioId) ?? [];
}
