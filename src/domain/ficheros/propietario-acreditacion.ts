import { and, desc, eq, sql } from 'drizzle-orm';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { acreditacionesApi } from '../../i18n/acreditaciones-gestion.ts';
import type { DomainContext } from '../context.ts';
import { ACREDITACIONES } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import type { Propietario } from './propietario.ts';

/**
 * An accreditation's certificates: one public (CER_PUB) and one private (CER_PRV) PDF, each a
 * single slot (a new upload replaces the file). Written by GEST_CERT_ACRED at E, read by it
 * at any level; the public register shows the public one through its own endpoints. After an
 * upload the accreditation's ficheroPublicoId/ficheroPrivadoId name the new files (in the same
 * batch, `sincronizar`), so every part reads the certificate from the accreditation's row.
 */
const PDF = { max: 1, extensiones: ['pdf'] } as const;

interface AcreditacionPropietario {
  id: number;
}

/** The UPDATE that points the accreditation's file columns at its newest CER_PUB and CER_PRV. */
function sincronizarFicherosAcreditacion(ctx: Pick<DomainContext, 'db'>, acreditacionId: number) {
  const ultimo = (tipo: string) =>
    sql`(${ctx.db
      .select({ id: ficheros.id })
      .from(ficheros)
      .where(and(eq(ficheros.acreditacionId, acreditacionId), eq(ficheros.tipoClave, tipo)))
      .orderBy(desc(ficheros.id))
      .limit(1)})`;
  return ctx.db
    .update(acreditaciones)
    .set({ ficheroPublicoId: ultimo('CER_PUB'), ficheroPrivadoId: ultimo('CER_PRV') })
    .where(eq(acreditaciones.id, acreditacionId));
}

export const acreditacion: Propietario<AcreditacionPropietario> = {
  tipos: { CER_PUB: { max: 1 }, CER_PRV: { max: 1 } },
  tiposDe: async () => ({ CER_PUB: PDF, CER_PRV: PDF }),
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: acreditaciones.id })
      .from(acreditaciones)
      .where(and(eq(acreditaciones.id, id), eq(acreditaciones.instanciaId, ctx.instancia.id)));
    return row ?? null;
  },
  puedeEscribir: (actor) => puede(actor, ACREDITACIONES.escribe),
  puedeLeer: (actor) => actor !== null && puede(actor, ACREDITACIONES.lee),
  sincronizar: (ctx, owner) => sincronizarFicherosAcreditacion(ctx, owner.id),
  noExiste: acreditacionesApi.noEncontrada,
};
