import { and, eq } from 'drizzle-orm';
import { centros } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { addError } from './personas.ts';
import type { SolicitanteInput } from './schema.ts';

/**
 * What the `solicitante` sent says about the request's centre (ADR 0054): `centroId`, the
 * registered centre it is filed under (sent by id); `nombre`, the name its centre is registered
 * under (sent as text). Both null when it was not sent.
 */
export interface Solicitante {
  centroId: number | null;
  nombre: string | null;
}

/**
 * Checks the `solicitante` sent with the request's CIF: a centre sent by id must exist in the
 * instance and, when it has a CIF, be the one the request names (the request's CIF is the
 * applicant's). Errors go to `errors` at `solicitante`.
 */
export async function validateSolicitante(
  ctx: DomainContext,
  solicitante: SolicitanteInput | null | undefined,
  cif: string,
  errors: FieldErrors,
): Promise<Solicitante> {
  if (!solicitante) return { centroId: null, nombre: null };
  if (!('id' in solicitante)) return { centroId: null, nombre: solicitante.nombre };
  const [centro] = await ctx.db
    .select({ id: centros.id, cif: centros.cif })
    .from(centros)
    .where(and(eq(centros.id, solicitante.id), eq(centros.instanciaId, ctx.instancia.id)));
  if (!centro) addError(errors, 'solicitante', t.solicitanteNoExiste);
  else if (centro.cif && centro.cif.toUpperCase() !== cif.toUpperCase()) addError(errors, 'solicitante', t.cifDeOtroSolicitante);
  return { centroId: solicitante.id, nombre: null };
}
