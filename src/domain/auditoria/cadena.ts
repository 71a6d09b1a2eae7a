import { createHash } from 'node:crypto';
import { and, asc, desc, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { auditoria, auditoriaArchivos, auditoriaRechazos } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';

/** The hash the first entry chains from. */
export const GENESIS = '0'.repeat(64);

export type FilaAuditoria = typeof auditoria.$inferSelect;

/** The chained content of an entry: every column but the hash, keys sorted (a fixed text). */
export function canonico(f: FilaAuditoria): string {
  const { hash: _omit, ...rest } = f;
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(rest).sort()) sorted[k] = (rest as Record<string, unknown>)[k] ?? null;
  return JSON.stringify(sorted);
}

/** SHA-256 over the previous entry's hash and this entry's canonical content. */
export const hashEntrada = (anterior: string, f: FilaAuditoria): string =>
  createHash('sha256').update(anterior).update('\n').update(canonico(f)).digest('hex');

/** The minute a refusal is counted in (UTC, "2026-11-25T10:31"). */
export const minutoDe = (d: Date) => d.toISOString().slice(0, 16);

/**
 * Refusal buckets whose minute has ended become one chained entry each (ADR 0015). The
 * bucket key is unique in `auditoria`, so concurrent closers write it once.
 */
export async function cerrarRechazos(db: Db, clock: Clock): Promise<void> {
  const minuto = minutoDe(clock.now());
  const [open] = await db
    .select({ n: sql<number>`count(*)` })
    .from(auditoriaRechazos)
    .where(lt(auditoriaRechazos.minuto, minuto));
  if (!open?.n) return;
  await db.batch([
    db.run(sql`INSERT OR IGNORE INTO auditoria
      (instancia_id, fecha, usuario_id, usuario_nombre, accion, entidad, entidad_id, cambios, direccion, request_id, clave)
      SELECT instancia_id, fecha, usuario_id, usuario_nombre, accion, 'ruta', ruta,
        json_array(json_object('Campo', 'Intentos', 'Antes', NULL, 'Despues', veces)), direccion, request_id, clave
      FROM auditoria_rechazos WHERE minuto < ${minuto} ORDER BY fecha, clave`),
    db.delete(auditoriaRechazos).where(lt(auditoriaRechazos.minuto, minuto)),
  ]);
}

/** Where the chain in the table continues from: its last sealed entry, else the last archive. */
async function ultimoSello(db: Db): Promise<{ id: number; hash: string }> {
  const [last] = await db
    .select({ id: auditoria.id, hash: auditoria.hash })
    .from(auditoria)
    .where(isNotNull(auditoria.hash))
    .orderBy(desc(auditoria.id))
    .limit(1);
  if (last?.hash) return { id: last.id, hash: last.hash };
  const [archivo] = await db
    .select({ id: auditoriaArchivos.hastaId, hash: auditoriaArchivos.ultimoHash })
    .from(auditoriaArchivos)
    .orderBy(desc(auditoriaArchivos.hastaId))
    .limit(1);
  return archivo ?? { id: 0, hash: GENESIS };
}

const LOTE = 500;

/**
 * Seals the committed entries that have no hash yet, in id order (ADR 0015). The hash is a
 * function of the entry and its predecessor only, so concurrent sealers compute the same
 * values and the chain cannot fork; `hash IS NULL` makes each row's seal written once.
 */
export async function sellar(db: Db, clock: Clock): Promise<number> {
  await cerrarRechazos(db, clock);
  let total = 0;
  for (;;) {
    const desde = await ultimoSello(db);
    const filas = await db
      .select()
      .from(auditoria)
      .where(and(gt(auditoria.id, desde.id), isNull(auditoria.hash)))
      .orderBy(asc(auditoria.id))
      .limit(LOTE);
    if (filas.length === 0) return total;
    let anterior = desde.hash;
    const updates = filas.map((f) => {
      anterior = hashEntrada(anterior, f);
      return db
        .update(auditoria)
        .set({ hash: anterior })
        .where(and(sql`${auditoria.id} = ${f.id}`, isNull(auditoria.hash)));
    });
    await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
    total += filas.length;
    if (filas.length < LOTE) return total;
  }
}

const pendientes = new WeakMap<Db, { again: boolean; started: boolean; done: Promise<void> }>();

/**
 * How long after a commit the sealer starts: the commits of that interval are sealed by one run
 * (a few reads and one batch of updates) instead of one run each, which would double the cost of
 * a write (the entry may cost at most 20 % of a write; ADR 0018). An entry stays
 * unsealed about this long; the scheduled job seals what a stopped process left.
 */
export const SELLADO_ESPERA_MS = 250;

/**
 * Seals soon after a commit without holding up its reply; a run already planned or under way
 * for the same database goes round once more instead of starting a second one.
 */
export function programarSellado(db: Db, clock: Clock): void {
  const running = pendientes.get(db);
  if (running) {
    // A run not started yet will see this commit's entries anyway.
    if (running.started) running.again = true;
    return;
  }
  let finished = () => {};
  const state = { again: false, started: false, done: new Promise<void>((r) => (finished = r)) };
  pendientes.set(db, state);
  const run = async () => {
    state.started = true;
    try {
      do {
        state.again = false;
        await sellar(db, clock);
      } while (state.again);
    } catch (e) {
      console.error('No se pudo sellar la auditoría', e);
    } finally {
      pendientes.delete(db);
      finished();
    }
  };
  const timer = setTimeout(run, SELLADO_ESPERA_MS) as unknown as { unref?: () => void };
  // A process (or a test file) that is done need not wait for the seal: the job does it later.
  timer.unref?.();
}

/**
 * Resolves once the seal planned or under way for this database is done (at once when none is):
 * whoever must know that nothing of the audit log is still being read or written waits on it.
 */
export function sellado(db: Db): Promise<void> {
  return pendientes.get(db)?.done ?? Promise.resolve();
}
