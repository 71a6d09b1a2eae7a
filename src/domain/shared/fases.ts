import { and, asc, eq, gt } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import type { Db } from '../../db/types.ts';

// Which phase follows: closing a record's phase moves the project on, within the same cycle
// (INI or SEG), to the next phase of the type that follows it. A finished self-assessment
// (AUT) hands over to its evaluation (EVA: AUT-INI → EVA-INI, AUT-SEG → EVA-SEG); a published
// evaluation closes the cycle (FIN: EVA-INI → FIN-INI, EVA-SEG → FIN-SEG).

/** The phase type that follows each type a record can be closed in. */
const TIPO_SIGUIENTE: Readonly<Record<string, string>> = { AUT: 'EVA', EVA: 'FIN' };

/** The phase that follows `faseClave` in its cycle, or null when none does (or the phase does not exist). */
export async function faseSiguiente(db: Db, faseClave: string): Promise<string | null> {
  const [actual] = await db.select().from(fasesProyecto).where(eq(fasesProyecto.clave, faseClave));
  const tipo = actual ? TIPO_SIGUIENTE[actual.tipoClave] : undefined;
  if (!actual || !tipo) return null;
  const [siguiente] = await db
    .select({ clave: fasesProyecto.clave })
    .from(fasesProyecto)
    .where(and(eq(fasesProyecto.ciclo, actual.ciclo), eq(fasesProyecto.tipoClave, tipo), gt(fasesProyecto.orden, actual.orden)))
    .orderBy(asc(fasesProyecto.orden))
    .limit(1);
  return siguiente?.clave ?? null;
}
