import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { restablecimientos, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { identidad } from '../../i18n/identidad.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock, Peticion } from '../context.ts';
import { AppError } from '../errors.ts';
import { tratamientosPorSexo } from '../lookups/catalogos.ts';
import { enqueueMail } from '../shared/mail/outbox.ts';
import { plantillaRestablecimiento } from '../shared/mail/templates.ts';
import { nombreCompleto } from './actor.ts';
import { hashPassword } from './password.ts';
import { accountKey, clearFailures } from './rate-limit.ts';
import { revokeAllSessions, revokeCalendarFeeds } from './sesiones.ts';
import { hashToken, newToken } from './tokens.ts';

/** A reset link works for one hour, once. */
const RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account and hour; further requests are silently dropped. */
const RESET_MAILS_PER_HOUR = 5;

/**
 * Starts a password reset. The caller answers the same whatever happens here, so the
 * reply never reveals whether the address has an account; only an active account gets a
 * link (a random token whose hash is stored), and at most RESET_MAILS_PER_HOUR an hour.
 * It is not subject to the sign-in counters: a locked-out user can always reset.
 */
export async function requestPasswordReset(opts: {
  db: Db;
  instanciaId: string;
  instanciaNombre: string;
  email: string;
  /** Origin of the site the link points to, e.g. https://acredita.example. */
  origin: string;
  clock: Clock;
}): Promise<void> {
  const { db, clock } = opts;
  // Made for every request, account or not, so both paths do the same work up to here.
  const token = newToken();
  const id = hashToken(token);
  const [usuario] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, opts.instanciaId), eq(usuarios.email, opts.email.trim().toLowerCase())));
  if (!usuario?.activo) return;

  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const [recent] = await db
    .select({ n: sql<number>`count(*)` })
    .from(restablecimientos)
    .where(and(eq(restablecimientos.usuarioId, usuario.id), gt(restablecimientos.creadoEn, hourAgo)));
  if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return;

  const expiraEn = new Date(now.getTime() + RESET_TTL_MS);
  // auditoria: técnica (a link is only an offer; the reset itself is recorded when completed)
  await db
    .insert(restablecimientos)
    .values({ id, usuarioId: usuario.id, creadoEn: now.toISOString(), expiraEn: expiraEn.toISOString() });
  const enlace = `${opts.origin}/restablecerContrasena?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, {
    instanciaId: opts.instanciaId,
    para: usuario.email,
    plantilla: 'restablecimiento',
    contenido: plantillaRestablecimiento({
      instancia: opts.instanciaNombre,
      nombre: nombreCompleto(usuario) || usuario.userName,
      tratamiento: usuario.sexoId === null ? null : (await tratamientosPorSexo(db)).get(usuario.sexoId),
      enlace,
      caduca: expiraEn,
    }),
    clock,
  });
}

/**
 * Completes a reset: the token must be known, unused and unexpired. Sets the new
 * password, spends the token, ends every session of the user and clears the account's
 * sign-in counters, so a lock caused by someone guessing ends with the reset.
 */
export async function resetPassword(opts: {
  db: Db;
  token: string;
  password: string;
  clock: Clock;
  peticion?: Peticion;
}): Promise<void> {
  const { db, clock } = opts;
  const invalid = () => new AppError(400, identidad.enlaceNoValido);
  if (!opts.token || opts.token.length > 200) throw invalid();
  const now = clock.now().toISOString();
  const id = hashToken(opts.token);
  const [row] = await db
    .select({ usuarioId: restablecimientos.usuarioId, expiraEn: restablecimientos.expiraEn, usuario: usuarios })
    .from(restablecimientos)
    .innerJoin(usuarios, eq(usuarios.id, restablecimientos.usuarioId))
    .where(and(eq(restablecimientos.id, id), isNull(restablecimientos.usadoEn)));
  if (!row || row.expiraEn <= now || !row.usuario.activo) throw invalid();

  const passwordHash = await hashPassword(opts.password);
  // Spend the token first and only proceed if this request was the one that spent it.
  // auditoria: técnica (the password change below is the recorded change)
  const spent = await db
    .update(restablecimientos)
    .set({ usadoEn: now })
    .where(and(eq(restablecimientos.id, id), isNull(restablecimientos.usadoEn)))
    .returning({ id: restablecimientos.id });
  if (spent.length === 0) throw invalid();
  const u = row.usuario;
  await commit(
    {
      db,
      clock,
      instancia: { id: u.instanciaId },
      peticion: opts.peticion,
      actor: { usuarioId: u.id, nombre: nombreCompleto(u) },
    },
    [
      db.update(usuarios).set({ passwordHash, modificacionFecha: now }).where(eq(usuarios.id, row.usuarioId)),
      revokeCalendarFeeds(db, row.usuarioId),
      auditar({ accion: 'RESTABLECER_CONTRASENA', entidad: 'usuario', entidadId: u.id, cambios: cambiosDe(u, { passwordHash }) }),
    ],
  );
  await revokeAllSessions(db, row.usuarioId);
  await clearFailures(db, [accountKey(row.usuario)]);
}
