import { and, eq } from 'drizzle-orm';
import { actuaciones } from '../../db/schema/actuaciones.ts';
import { actuacionesApi } from '../../i18n/actuaciones.ts';
import { ACTUACIONES } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { FICHEROS_MAX_POR_PROPIETARIO } from './limites.ts';
import type { Propietario, TiposPropietario } from './propietario.ts';

/** An actuación takes files of type ACT only, up to the per-owner limit. */
export const TIPOS_ACTUACION: TiposPropietario = { ACT: { max: FICHEROS_MAX_POR_PROPIETARIO } };

/**
 * An actuación's files (type ACT): the agency's own record, so written by ACTUACIONES at E
 * and read by ACTUACIONES at any level; no centre or team sees them.
 */
export const actuacion: Propietario<{ id: number }> = {
  tipos: { ACT: { max: FICHEROS_MAX_POR_PROPIETARIO } },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: actuaciones.id })
      .from(actuaciones)
      .where(and(eq(actuaciones.id, id), eq(actuaciones.instanciaId, ctx.instancia.id)));
    return row ?? null;
  },
  puedeEscribir: (actor) => puede(actor, ACTUACIONES.escribe),
  puedeLeer: (actor) => actor !== null && puede(actor, ACTUACIONES.lee),
  noExiste: actuacionesApi.noEncontrada,
};
