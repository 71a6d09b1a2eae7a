import { and, eq, or, sql } from 'drizzle-orm';
import { type Usuario, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { identidad } from '../../i18n/identidad.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock, Peticion } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Permiso } from '../permisos/levels.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import { nombreCompleto } from './actor.ts';
import { decoyHash, hashPassword, necesitaRehash, verifyPassword } from './password.ts';
import {
  ACCOUNT_LIMIT,
  accountKey,
  clearFailures,
  IP_LIMIT,
  identifierKey,
  ipKey,
  recordFailure,
  requireNotLocked,
} from './rate-limit.ts';
import type { ReturnPages } from './redireccion.ts';
import { createSession, type NewSession, refreshSession } from './sesiones.ts';

/** What the client keeps about its session (the spec's token claims). */
interface SessionClaims {
  UsuarioId: number;
  TipoPerfil: string | null;
  EsSuperAdmin: boolean;
  PermisosGenerales: Permiso[];
  Permisos: Permiso[];
  TiposPerfil: string[];
  NombreCompleto: string;
}

async function sessionClaims(db: Db, usuario: Usuario): Promise<SessionClaims> {
  const permisos = await loadPermisos(db, usuario);
  return {
    UsuarioId: usuario.id,
    TipoPerfil: usuario.tipoPerfil,
    EsSuperAdmin: usuario.esSuperAdmin,
    PermisosGenerales: permisos.generales,
    Permisos: permisos.todos,
    TiposPerfil: permisos.tiposPerfil,
    NombreCompleto: nombreCompleto(usuario),
  };
}

export type LoginReply = NewSession & SessionClaims & { redireccion: string };

/**
 * The account a sign-in names, by e-mail or user name, ignoring case. E-mails are stored
 * lower-case; user names are compared lower-cased. An exact e-mail match wins over a
 * user name that happens to look the same.
 */
async function loadAccount(db: Db, instanciaId: string, username: string): Promise<Usuario | undefined> {
  const wanted = username.trim().toLowerCase();
  const rows = await db
    .select()
    .from(usuarios)
    .where(
      and(eq(usuarios.instanciaId, instanciaId), or(eq(usuarios.email, wanted), sql`lower(${usuarios.userName}) = ${wanted}`)),
    )
    .limit(3);
  return rows.find((u) => u.email === wanted) ?? rows.find((u) => u.userName === username.trim()) ?? rows[0];
}

/**
 * Password sign-in. Unknown account, wrong password and inactive account get the same
 * 401 after the same work (a decoy hash is verified when there is no account), so the
 * reply never tells whether an account exists. Failures count per account (an unknown
 * identifier per what was typed) and per address; a locked key answers 429 before any
 * password is checked, even the right one.
 */
export async function login(opts: {
  db: Db;
  instanciaId: string;
  clock: Clock;
  username: string;
  password: string;
  volver?: string | null;
  /** Where the new session goes: the platform answers from the page route table. */
  returnPages: ReturnPages;
  ip: string;
  peticion?: Peticion;
}): Promise<LoginReply> {
  const { db, clock } = opts;
  // The account first, so that its e-mail and its user name spend the same guesses.
  const usuario = await loadAccount(db, opts.instanciaId, opts.username);
  const cuenta = usuario ? accountKey(usuario) : identifierKey(opts.username);
  const ip = ipKey(opts.ip);
  await requireNotLocked(db, [cuenta, ip], clock);

  const matches = await verifyPassword(opts.password, usuario?.passwordHash ?? (await decoyHash()));
  if (!usuario || !matches || !usuario.activo || !usuario.passwordHash) {
    await recordFailure(db, cuenta, ACCOUNT_LIMIT, clock);
    await recordFailure(db, ip, IP_LIMIT, clock);
    // The name typed is kept as typed: it says which account was tried (or that none exists).
    await commit({ db, clock, instancia: { id: opts.instanciaId }, peticion: opts.peticion }, [
      auditar({
        accion: 'INICIO_SESION_FALLIDO',
        entidad: 'usuario',
        entidadId: usuario?.id ?? null,
        cambios: [{ Campo: 'Usuario', Antes: null, Despues: opts.username.slice(0, 200) }],
      }),
    ]);
    throw new AppError(401, identidad.credencialesIncorrectas);
  }

  // The address counter is not cleared: one valid account must not reset an attacker's budget.
  await clearFailures(db, [cuenta]);
  if (necesitaRehash(usuario.passwordHash)) {
    // Same password, today's parameters (password.ts); only if the hash is still the one checked,
    // so a password changed meanwhile is never overwritten.
    // auditoria: técnica (the same password, hashed again)
    await db
      .update(usuarios)
      .set({ passwordHash: await hashPassword(opts.password) })
      .where(and(eq(usuarios.id, usuario.id), eq(usuarios.passwordHash, usuario.passwordHash)));
  }
  return abrirSesion({
    db,
    clock,
    usuario,
    instanciaId: opts.instanciaId,
    volver: opts.volver,
    returnPages: opts.returnPages,
    peticion: opts.peticion,
  });
}

/**
 * A new session for a user who has just proved who they are (a sign-in's password, an
 * invitation's link with the account's password or its new one), with the claims and where
 * to go: `volver` when the user may open it, else their home (`returnPages.afterSignIn`).
 */
export async function abrirSesion(opts: {
  db: Db;
  clock: Clock;
  usuario: Usuario;
  instanciaId: string;
  volver?: string | null;
  returnPages: ReturnPages;
  peticion?: Peticion;
}): Promise<LoginReply> {
  const { db, clock, usuario } = opts;
  const claims = await sessionClaims(db, usuario);
  const redireccion = opts.returnPages.afterSignIn(
    {
      esSuperAdmin: usuario.esSuperAdmin,
      permisos: claims.Permisos,
      tipoPerfil: usuario.tipoPerfil,
      tiposPerfil: claims.TiposPerfil,
    },
    opts.volver,
  );
  const session = await createSession(db, {
    usuarioId: usuario.id,
    clock,
    redireccion,
    auditoria: {
      db,
      clock,
      instancia: { id: opts.instanciaId },
      peticion: opts.peticion,
      actor: { usuarioId: usuario.id, nombre: nombreCompleto(usuario) },
    },
  });
  return { ...session, ...claims, redireccion };
}

/** Exchanges a refresh token for new tokens (both rotate); 401 when unknown or expired. */
export async function refreshLogin(opts: { db: Db; clock: Clock; tokenRefresco: string }): Promise<NewSession & SessionClaims> {
  const next = await refreshSession(opts.db, opts.tokenRefresco, opts.clock);
  if (!next) throw new AppError(401, identidad.sesionCaducada);
  const { usuarioId, ...session } = next;
  const [usuario] = await opts.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!usuario) throw new AppError(401, identidad.sesionCaducada);
  return { ...session, ...(await sessionClaims(opts.db, usuario)) };
}
