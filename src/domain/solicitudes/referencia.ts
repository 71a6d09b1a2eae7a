import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { referenciasSolicitud, solicitudes } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import { abortaSiNoCambia } from '../shared/guardia.ts';

// A request's reference (SOL-<year>-NNNNNN) is told to the applicant, so it is never given twice
// in an instance, not even after the request is deleted (ADR 0072). The last number issued per
// instance and year is kept in `referencias_solicitud`, which only grows; the number is written
// there in the same batch as the request, guarded so that two requests sent at the same moment
// cannot both take it (the second batch rolls back whole and is retried with the next number).

/** SOL-<year>-NNNNNN: six digits, so references sort and read alike. */
const DIGITOS = 6;

/** The reference prefix of the year of `hoy` (yyyy-mm-dd, Spain's calendar). */
export const prefijoReferencia = (hoy: string) => `SOL-${hoy.slice(0, 4)}-`;

/** The reference after `max` (the highest number used, or null): SOL-2026-000001, SOL-2026-000002… */
export const formatoReferencia = (prefijo: string, max: number | null) =>
  `${prefijo}${String((max ?? 0) + 1).padStart(DIGITOS, '0')}`;

/** A reference about to be issued: its text, and the year and number its counter records. */
export interface Referencia {
  texto: string;
  anio: number;
  numero: number;
}

/**
 * The next reference of the instance in the year of `hoy`: one past the higher of the year's
 * counter and the highest numbered reference in use. The second term covers a database whose
 * requests predate the counter (its first request then starts above them) and requests
 * written without it. Only references of exactly this shape count (the demo's SOL-2026-D0001
 * does not). A year with neither starts at 000001.
 */
export async function siguienteReferencia(db: Db, instanciaId: string, hoy: string): Promise<Referencia> {
  const prefijo = prefijoReferencia(hoy);
  const anio = Number(hoy.slice(0, 4));
  const patron = `${prefijo}${'[0-9]'.repeat(DIGITOS)}`;
  const [[contador], [enUso]] = await Promise.all([
    db
      .select({ ultimo: referenciasSolicitud.ultimo })
      .from(referenciasSolicitud)
      .where(and(eq(referenciasSolicitud.instanciaId, instanciaId), eq(referenciasSolicitud.anio, anio))),
    db
      .select({ max: sql<number | null>`max(cast(substr(${solicitudes.referencia}, ${prefijo.length + 1}) as integer))` })
      .from(solicitudes)
      .where(and(eq(solicitudes.instanciaId, instanciaId), sql`${solicitudes.referencia} glob ${patron}`)),
  ]);
  const max = Math.max(contador?.ultimo ?? 0, enUso?.max ?? 0);
  return { texto: formatoReferencia(prefijo, max), anio, numero: max + 1 };
}

/**
 * The statements that record `ref` as issued, for the batch that inserts its request: the
 * counter moves up to its number only if it is still below it, and the guard after it aborts
 * the batch when it did not (another request took the number since it was read). A batch that
 * fails for any reason rolls the counter back with it, so no number is lost to a failure.
 */
export function pasosReferencia(db: Db, instanciaId: string, ref: Referencia): BatchItem<'sqlite'>[] {
  return [
    db
      .insert(referenciasSolicitud)
      .values({ instanciaId, anio: ref.anio, ultimo: ref.numero })
      .onConflictDoUpdate({
        target: [referenciasSolicitud.instanciaId, referenciasSolicitud.anio],
        set: { ultimo: ref.numero },
        setWhere: sql`${referenciasSolicitud.ultimo} < ${ref.numero}`,
      }),
    abortaSiNoCambia(db),
  ];
}
