import { and, eq, ne } from 'drizzle-orm';
import { type Usuario, usuarios } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import { identidad } from '../../i18n/identidad.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Permiso } from '../permisos/levels.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import { loadSello } from '../shared/sellos.ts';
import { nombreCompleto } from './actor.ts';
import { type Identidad, identidadDe } from './identidad.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { ACCOUNT_LIMIT, accountKey, recordFailure, requireNotLocked } from './rate-limit.ts';
import type { ReturnPages } from './redireccion.ts';
import { createSession, type NewSession, revokeAllSessions, revokeCalendarFeeds } from './sesiones.ts';

/** The signed-in user as GET /yo returns it. */
interface YoRecord {
  Id: number;
  UserName: string;
  Email: string;
  Nombre: string;
  Apellido1: string;
  Apellido2: string | null;
  NombreCompleto: string;
  Telefono: string | null;
  TipoDocumentoIdentidadClave: string;
  DocumentoIdentidad: string | null;
  SexoId: number | null;
  FicheroAvatarId: number | null;
  TipoPerfil: string | null;
  TiposPerfil: string[];
  EsSuperAdmin: boolean;
  PermisosGenerales: Permiso[];
  Permisos: Permiso[];
  /** Profiles held; Proyecto is null for those held for the whole system. */
  Perfiles: Array<{ Id: number; NombrePublico: string; Clave: string; TipoClave: string; Proyecto: { Id: number } | null }>;
}

function requireActor(ctx: DomainContext): Actor {
  if (!ctx.actor) throw new AppError(401, errores.noAutenticado);
  return ctx.actor;
}

export async function ownUsuario(ctx: DomainContext): Promise<Usuario> {
  const actor = requireActor(ctx);
  const [usuario] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, actor.usuarioId));
  if (!usuario) throw new AppError(401, errores.noAutenticado);
  return usuario;
}

/**
 * GET /yo. `vigente` is the identity the request's session was validated with (read under the
 * current stamp this request); without it, or after a write by this request changed the user,
 * the identity is read again.
 */
export async function getYo(ctx: DomainContext, vigente?: Identidad): Promise<YoRecord> {
  const actor = requireActor(ctx);
  const identidad =
    vigente?.usuario.id === actor.usuarioId
      ? vigente
      : await identidadDe(ctx.db, actor.usuarioId, await loadSello(ctx.db, 'identidad'));
  if (!identidad) throw new AppError(401, errores.noAutenticado);
  const { usuario, permisos, perfiles: held } = identidad;
  return {
    Id: usuario.id,
    UserName: usuario.userName,
    Email: usuario.email,
    Nombre: usuario.nombre,
    Apellido1: usuario.apellido1,
    Apellido2: usuario.apellido2,
    NombreCompleto: nombreCompleto(usuario),
    Telefono: usuario.telefono,
    TipoDocumentoIdentidadClave: usuario.tipoDocumentoIdentidadClave,
    DocumentoIdentidad: usuario.documentoIdentidad,
    SexoId: usuario.sexoId,
    FicheroAvatarId: usuario.ficheroAvatarId,
    TipoPerfil: usuario.tipoPerfil,
    TiposPerfil: permisos.tiposPerfil,
    EsSuperAdmin: usuario.esSuperAdmin,
    PermisosGenerales: permisos.generales,
    Permisos: permisos.todos,
    Perfiles: held.map(({ proyectoId, ...p }) => ({ ...p, Proyecto: proyectoId === null ? null : { Id: proyectoId } })),
  };
}

const audit = (actor: Actor, now: Date) => ({
  modificacionFecha: now.toISOString(),
  modificacionUsuarioId: actor.usuarioId,
  modificacionUsuarioNombre: actor.nombre,
});

/** Own e-mail and phone (PUT yo). The e-mail stays unique within the instance. */
export async function saveYo(ctx: DomainContext, input: { email: string; telefono: string | null }): Promise<YoRecord> {
  const actor = requireActor(ctx);
  const email = input.email.trim().toLowerCase();
  const taken = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), eq(usuarios.email, email), ne(usuarios.id, actor.usuarioId)));
  if (taken.length > 0) throw new AppError(409, identidad.emailEnUso);
  try {
    const antes = await filaActual(ctx.db, usuarios, actor.usuarioId);
    const valores = { email, telefono: input.telefono, ...audit(actor, ctx.clock.now()) };
    await commit(ctx, [
      ctx.db.update(usuarios).set(valores).where(eq(usuarios.id, actor.usuarioId)),
      auditar({ accion: 'MODIFICAR', entidad: 'usuario', entidadId: actor.usuarioId, cambios: cambiosDe(antes, valores) }),
    ]);
  } catch (err) {
    // Two users claiming the same address at once: the unique index decides.
    if (/unique/i.test(String((err as { cause?: unknown }).cause ?? err))) throw new AppError(409, identidad.emailEnUso);
    throw err;
  }
  return getYo(ctx);
}

/**
 * Own password change (PUT yo/contrasena). The current password must match; wrong guesses
 * count against the account like failed sign-ins, so a stolen session cannot be used to
 * guess it at full speed. Every session of the user ends and a new one is opened for this
 * client, so the browser stays signed in while every other token stops working.
 */
export async function changeOwnPassword(ctx: DomainContext, input: { actual: string; password: string }): Promise<NewSession> {
  const actor = requireActor(ctx);
  const usuario = await ownUsuario(ctx);
  const cuenta = accountKey(usuario);
  await requireNotLocked(ctx.db, [cuenta], ctx.clock);
  if (!(await verifyPassword(input.actual, usuario.passwordHash))) {
    await recordFailure(ctx.db, cuenta, ACCOUNT_LIMIT, ctx.clock);
    throw new AppError(422, errores.datosNoValidos, { actual: [identidad.contrasenaActualIncorrecta] });
  }
  const passwordHash = await hashPassword(input.password);
  const antes = await filaActual(ctx.db, usuarios, usuario.id);
  const valores = { passwordHash, ...audit(actor, ctx.clock.now()) };
  await commit(ctx, [
    ctx.db.update(usuarios).set(valores).where(eq(usuarios.id, usuario.id)),
    revokeCalendarFeeds(ctx.db, usuario.id),
    auditar({ accion: 'MODIFICAR', entidad: 'usuario', entidadId: usuario.id, cambios: cambiosDe(antes, valores) }),
  ]);
  await revokeAllSessions(ctx.db, usuario.id);
  return createSession(ctx.db, { usuarioId: usuario.id, clock: ctx.clock });
}

/**
 * Switches the profile type the user works as (PUT yo/tiposPerfil); it must be one the
 * user holds. Returns the user as now seen plus the page to go to: `volver`
 * when the permissions of the new type open it, else the user's home.
 */
export async function switchTipoPerfil(
  ctx: DomainContext,
  tipoPerfil: string,
  volver: string | null | undefined,
  returnPages: ReturnPages,
): Promise<YoRecord & { redireccion: string }> {
  const actor = requireActor(ctx);
  const usuario = await ownUsuario(ctx);
  const { tiposPerfil } = await loadPermisos(ctx.db, usuario);
  if (!tiposPerfil.includes(tipoPerfil)) {
    throw new AppError(422, errores.datosNoValidos, { tipoPerfil: [identidad.tipoPerfilNoDisponible] });
  }
  const antes = await filaActual(ctx.db, usuarios, usuario.id);
  const valores = { tipoPerfil, ...audit(actor, ctx.clock.now()) };
  await commit(ctx, [
    ctx.db.update(usuarios).set(valores).where(eq(usuarios.id, usuario.id)),
    auditar({ accion: 'MODIFICAR', entidad: 'usuario', entidadId: usuario.id, cambios: cambiosDe(antes, valores) }),
  ]);
  const yo = await getYo(ctx);
  const subject = { esSuperAdmin: yo.EsSuperAdmin, permisos: yo.Permisos };
  return { ...yo, redireccion: returnPages.afterProfileSwitch(subject, volver) };
}
