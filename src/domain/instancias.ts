import { eq } from 'drizzle-orm';
import { type Instancia, instancias } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import { errores } from '../i18n/errores.ts';
import { AppError } from './errors.ts';

export async function getInstancia(db: Db, id: string): Promise<Instancia> {
  const [row] = await db.select().from(instancias).where(eq(instancias.id, id));
  if (!row?.activo) throw new AppError(404, errores.instanciaDesconocida(id));
  return row;
}

/** The instance's word for a generic term ("bloque" -> "dimensión"), or the term itself. */
export function termino(instancia: Pick<Instancia, 'terminologia'>, clave: string): string {
  return instancia.terminologia[clave] ?? clave;
}
