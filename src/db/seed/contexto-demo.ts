import { and, eq } from 'drizzle-orm';
import type { Actor, Clock, DomainContext } from '../../domain/context.ts';
import { actorFor } from '../../domain/identidad/actor.ts';
import type { Storage } from '../../domain/shared/storage.ts';
import { usuarios } from '../schema/identidad.ts';
import { instancias } from '../schema/instancias.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

/** Who the demo's writes name: the demo author. */
export const AUTOR_DEMO = 'Datos de demostración';

/**
 * A context acting as the demo's super administrator under the demo author's name, at `now`:
 * for the demo steps that go through the product's own statements (audited batches, mails).
 * Null before the demo accounts exist.
 */
export async function contextoDemo(db: Db, now: Date): Promise<(DomainContext & { actor: Actor }) | null> {
  const [admin] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, SOLUDABLE.id), eq(usuarios.esSuperAdmin, true)))
    .limit(1);
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, SOLUDABLE.id));
  if (!admin || !instancia) return null;
  const clock: Clock = { now: () => now };
  return { db, actor: { ...(await actorFor(db, admin)), nombre: AUTOR_DEMO }, instancia, clock };
}

/**
 * What the demo's steps through the domain need beyond the database: the storage files are
 * attached to (the deployment's, or one in memory when the demo is seeded without files) and
 * the origin of the links in the mails those steps send.
 */
export interface EntornoDemo {
  storage: Storage;
  origen: string;
}

/** The demo context at `cuando` with the environment's storage (for steps that attach files). */
export async function contextoDemoCon(db: Db, cuando: Date, entorno: EntornoDemo) {
  const ctx = await contextoDemo(db, cuando);
  if (!ctx) throw new Error('Datos de demostración: faltan las cuentas de demostración');
  return { ...ctx, storage: entorno.storage };
}

/** Noon (UTC) of an ISO day: the clock of a demo step dated that day. */
export const mediodia = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * A context acting as demo user `userName` (their own name and permissions) at `cuando`: for
 * the demo steps a given person takes in the product (the head of evaluation returning
 * standards, the representative answering them), so each passes that person's checks.
 */
export async function contextoDemoComo(db: Db, userName: string, cuando: Date): Promise<DomainContext & { actor: Actor }> {
  const [usuario] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, SOLUDABLE.id), eq(usuarios.userName, userName)));
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, SOLUDABLE.id));
  if (!usuario || !instancia) throw new Error(`Datos de demostración: falta la cuenta ${userName}`);
  const clock: Clock = { now: () => cuando };
  return { db, actor: await actorFor(db, usuario), instancia, clock };
}
