import { and, eq, ne, sql } from 'drizzle-orm';
import { calendarioTokens, sesiones, type Usuario, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { type AuditContext, auditar, commit } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';
import { loadSello, MemoPorSello } from '../shared/sellos.ts';
import { type Identidad, identidadDe } from './identidad.ts';
import { hashToken, newToken } from './tokens.ts';

/** Sessions live 7 days; the browser refreshes them once less than 24 h remain. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_WINDOW_MS = 24 * 3600 * 1000;
/** Last-use is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface NewSession {
  token: string;
  tokenRefresco: string;
  expiraEn: string;
}

/** Opens a session: the tokens go to the client once; the database keeps their hashes. */
export async function createSession(
  db: Db,
  opts: { usuarioId: number; clock: Clock; redireccion?: string | null; auditoria?: AuditContext },
): Promise<NewSession> {
  const token = newToken();
  const tokenRefresco = newToken();
  const now = opts.clock.now();
  const expiraEn = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  const insert = db.insert(sesiones).values({
    id: hashToken(token),
    usuarioId: opts.usuarioId,
    refrescoHash: hashToken(tokenRefresco),
    creadaEn: now.toISOString(),
    expiraEn,
    ultimoUso: now.toISOString(),
    redireccion: opts.redireccion ?? null,
  });
  if (opts.auditoria) {
    const ctx = { ...opts.auditoria, db };
    await commit(ctx, [insert, auditar({ accion: 'INICIAR_SESION', entidad: 'usuario', entidadId: opts.usuarioId })]);
  } else {
    // auditoria: técnica (a refresh rotates the tokens of a session already recorded)
    await insert;
  }
  return { token, tokenRefresco, expiraEn };
}

export interface ValidSession {
  id: string;
  expiraEn: string;
  redireccion: string | null;
  usuario: Usuario;
  /** The user's identity (row, permissions, profiles) as of this request: shared, read-only. */
  identidad: Identidad;
}

const sesionSelect = (db: Db) =>
  db
    .select({
      expiraEn: sesiones.expiraEn,
      ultimoUso: sesiones.ultimoUso,
      redireccion: sesiones.redireccion,
      usuarioId: sesiones.usuarioId,
    })
    .from(sesiones)
    .where(eq(sesiones.id, sql.placeholder('id')))
    .prepare();
const consultas = new WeakMap<Db, ReturnType<typeof sesionSelect>>();

/** The session query, built once per database: a signed-in request runs it when its row is not kept. */
function consultaSesion(db: Db): ReturnType<typeof sesionSelect> {
  let q = consultas.get(db);
  if (!q) {
    q = sesionSelect(db);
    consultas.set(db, q);
  }
  return q;
}

/** What a request needs of its session's row, with the two times parsed once. */
interface FilaSesion {
  expiraEn: string;
  expiraMs: number;
  /** Last use as this process last wrote or read it; advanced in memory when it writes it. */
  ultimoUsoMs: number;
  redireccion: string | null;
  usuarioId: number;
}

// Session rows kept per process under the `sesiones` stamp (ADR 0030, migration 0027), keyed by
// the token's hash. Every write that can end or change a session moves the stamp in its own
// transaction (sign-in, refresh, sign-out, password change, deactivation, expiry), so a kept row
// is used only while no such write has happened anywhere: revocation still takes effect on the
// very next request, in every process. Expiry is checked against the clock on every request.
const filas = new MemoPorSello<string, FilaSesion>(10_000);

async function filaSesion(db: Db, id: string, sello: number): Promise<FilaSesion | null> {
  const kept = filas.get(db, id, sello);
  if (kept) return kept;
  const [row] = await consultaSesion(db).all({ id });
  if (!row) return null;
  const fila: FilaSesion = {
    expiraEn: row.expiraEn,
    expiraMs: Date.parse(row.expiraEn),
    ultimoUsoMs: Date.parse(row.ultimoUso),
    redireccion: row.redireccion,
    usuarioId: row.usuarioId,
  };
  // Stamp 0 means a database without the stamp: nothing may be kept then.
  return sello > 0 ? filas.set(db, id, sello, fila) : fila;
}

/**
 * The session a token names, or null when it is unknown, expired, or its user is inactive.
 * Every request goes through here, so revocation (logout, password change, deactivation)
 * takes effect at once: the `sesiones` and `identidad` stamps are read first (one read shared
 * by the requests of a turn, sellos.ts), and the session's row and the user's identity come
 * from memory only when kept under those very stamps (ADR 0017, 0030); otherwise they are read.
 */
export async function validateSession(db: Db, token: string, clock: Clock): Promise<ValidSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  // Asked together, so both come from the same read, before any row they validate.
  const [selloSesiones, selloIdentidad] = await Promise.all([loadSello(db, 'sesiones'), loadSello(db, 'identidad')]);
  const fila = await filaSesion(db, id, selloSesiones);
  if (!fila) return null;
  const now = clock.now().getTime();
  const identidad = await identidadDe(db, fila.usuarioId, selloIdentidad);
  if (!identidad || fila.expiraMs <= now || !identidad.usuario.activo) {
    // auditoria: técnica (an expired session is cleared)
    await db.delete(sesiones).where(eq(sesiones.id, id));
    return null;
  }
  if (now - fila.ultimoUsoMs > TOUCH_EVERY_MS) {
    // Before the write: the requests of this session already under way do not write it again.
    fila.ultimoUsoMs = now;
    // auditoria: técnica (last use, for the sliding expiry; moves no stamp, migration 0027)
    await db
      .update(sesiones)
      .set({ ultimoUso: new Date(now).toISOString() })
      .where(eq(sesiones.id, id));
  }
  return { id, expiraEn: fila.expiraEn, redireccion: fila.redireccion, usuario: identidad.usuario, identidad };
}

/**
 * Exchanges a refresh token for a new session (both tokens rotate; the old ones die).
 * Null when the refresh token is unknown or its session already expired.
 */
export async function refreshSession(
  db: Db,
  tokenRefresco: string,
  clock: Clock,
): Promise<(NewSession & { usuarioId: number }) | null> {
  if (!tokenRefresco || tokenRefresco.length > 200) return null;
  const [row] = await db
    .select()
    .from(sesiones)
    .where(eq(sesiones.refrescoHash, hashToken(tokenRefresco)));
  if (!row) return null;
  // auditoria: técnica (the refreshed session replaces this one)
  await db.delete(sesiones).where(eq(sesiones.id, row.id));
  if (Date.parse(row.expiraEn) <= clock.now().getTime()) return null;
  const [usuario] = await db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, row.usuarioId));
  if (!usuario?.activo) return null;
  const next = await createSession(db, { usuarioId: row.usuarioId, clock, redireccion: row.redireccion });
  return { ...next, usuarioId: row.usuarioId };
}

/** Ends a session; with an audit context (sign out) the entry is written when a session ended. */
export async function revokeSession(db: Db, token: string, auditoria?: AuditContext): Promise<void> {
  const remove = db.delete(sesiones).where(eq(sesiones.id, hashToken(token)));
  if (!auditoria) {
    // auditoria: técnica (a new sign-in replaces the browser's previous session)
    await remove;
    return;
  }
  const entidadId = auditoria.actor?.usuarioId ?? null;
  await commit({ ...auditoria, db }, [
    remove,
    auditar({ accion: 'CERRAR_SESION', entidad: 'usuario', entidadId, siCambia: true }),
  ]);
}

/**
 * The statement that revokes every calendar feed URL of a user, for the batch of a password
 * change, a reset or a deactivation: a feed URL is a credential of the account, so it ends
 * with its sessions, and reactivating the account does not bring it back.
 */
export function revokeCalendarFeeds(db: Db, usuarioId: number) {
  return db.delete(calendarioTokens).where(eq(calendarioTokens.usuarioId, usuarioId));
}

/** Ends every session of a user (password change, reset, deactivation), optionally but one. */
export async function revokeAllSessions(db: Db, usuarioId: number, exceptSessionId?: string): Promise<void> {
  // auditoria: técnica (part of a password change or deactivation, which has its own entry)
  await db
    .delete(sesiones)
    .where(
      exceptSessionId
        ? and(eq(sesiones.usuarioId, usuarioId), ne(sesiones.id, exceptSessionId))
        : eq(sesiones.usuarioId, usuarioId),
    );
}
