import { and, eq } from 'drizzle-orm';
import type { Clock, DomainContext } from '../../domain/context.ts';
import { actorFor } from '../../domain/identidad/actor.ts';
import { usuarios } from '../schema/identidad.ts';
import { instancias } from '../schema/instancias.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

/** Who the demo's changes made through the domain are attributed to. */
export const AUTOR_DEMO = 'Datos de demostración';

/**
 * A domain context acting as the demo's super administrator, under the demo author's name, for
 * the seeds that go through the product's own use cases (null before the accounts exist).
 */
export async function contextoDemo(db: Db, now: Date) {
  const [admin] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, SOLUDABLE.id), eq(usuarios.esSuperAdmin, true)))
    .limit(1);
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, SOLUDABLE.id));
  if (!admin || !instancia) return null;
  const clock: Clock = { now: () => now };
  const actor = { ...(await actorFor(db, admin)), nombre: AUTOR_DEMO };
  return { db, actor, instancia, clock } satisfies DomainContext;
}
