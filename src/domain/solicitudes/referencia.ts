import { and, eq, sql } from 'drizzle-orm';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';

/** SOL-<year>-NNNNNN: six digits, so references sort and read alike. */
const DIGITOS = 6;

/** The reference prefix of the year of `hoy` (yyyy-mm-dd, Spain's calendar). */
export const prefijoReferencia = (hoy: string) => `SOL-${hoy.slice(0, 4)}-`;

/** The reference after `max` (the highest number used, or null): SOL-2026-000001, SOL-2026-000002… */
export const formatoReferencia = (prefijo: string, max: number | null) =>
  `${prefijo}${String((max ?? 0) + 1).padStart(DIGITOS, '0')}`;

/**
 * The next free reference of the instance in the year of `hoy`: the highest numeric one + 1.
 * Only references of exactly this shape count (the demo's SOL-2026-D0001 does not). Two
 * requests sent at the same moment may get the same one: the unique index on (instancia,
 * referencia) rejects the second batch and the caller retries with the next number.
 */
export async function siguienteReferencia(db: Db, instanciaId: string, hoy: string): Promise<string> {
  const prefijo = prefijoReferencia(hoy);
  const patron = `${prefijo}${'[0-9]'.repeat(DIGITOS)}`;
  const [row] = await db
    .select({ max: sql<number | null>`max(cast(substr(${solicitudes.referencia}, ${prefijo.length + 1}) as integer))` })
    .from(solicitudes)
    .where(and(eq(solicitudes.instanciaId, instanciaId), sql`${solicitudes.referencia} glob ${patron}`));
  return formatoReferencia(prefijo, row?.max ?? null);
}
