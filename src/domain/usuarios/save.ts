import { and, eq, ne, or, sql } from 'drizzle-orm';
import { provincias, sexos, usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { hashPassword } from '../identidad/password.ts';
import { revokeAllSessions, revokeCalendarFeeds } from '../identidad/sesiones.ts';
import { saveVerb } from '../shared/save.ts';
import { requireMayManage, requirePersonas } from './acceso.ts';
import { normalizeDocumento } from './documento.ts';
import { loadPerfil } from './perfil-lectura.ts';
import {
  documentoIssues,
  toFieldErrors,
  type UsuarioCreateInput,
  type UsuarioPatchInput,
  type UsuarioUpdateInput,
} from './schema.ts';

/** The stored columns the user form edits. */
interface Changes {
  esPersona?: boolean;
  nombre?: string;
  apellido1?: string;
  apellido2?: string | null;
  tipoDocumentoIdentidadClave?: string;
  documentoIdentidad?: string | null;
  email?: string;
  userName?: string;
  sexoId?: number | null;
  telefono?: string | null;
  provinciaId?: number | null;
  activo?: boolean;
}

type Target = { id: number; esSuperAdmin: boolean; activo: boolean; userName: string } & Pick<
  typeof usuarios.$inferSelect,
  'tipoDocumentoIdentidadClave' | 'documentoIdentidad'
>;

/** Input keys -> stored columns; only the keys present in `input` (a PATCH sends some). */
function toChanges(input: Partial<UsuarioUpdateInput>): Changes {
  const has = (k: keyof UsuarioUpdateInput) => Object.hasOwn(input, k);
  const c: Changes = {};
  if (has('esPersona') && input.esPersona !== undefined) c.esPersona = input.esPersona;
  if (has('activo') && input.activo !== undefined) c.activo = input.activo;
  if (has('nombre')) c.nombre = input.nombre ?? '';
  if (has('apellido1') && input.apellido1 !== undefined) c.apellido1 = input.apellido1;
  if (has('apellido2')) c.apellido2 = input.apellido2 ?? null;
  if (has('tipoDocumentoIdentidadClave'))
    c.tipoDocumentoIdentidadClave = normalizeDocumento(input.tipoDocumentoIdentidadClave) ?? '';
  if (has('documentoIdentidad')) c.documentoIdentidad = normalizeDocumento(input.documentoIdentidad);
  // E-mail and user name ignore case: stored lower-case, as sign-in compares them.
  if (has('email') && input.email !== undefined) c.email = input.email.toLowerCase();
  if (has('username') && input.username !== undefined) c.userName = input.username.toLowerCase();
  if (has('sexoId')) c.sexoId = input.sexoId ?? null;
  if (has('telefono')) c.telefono = input.telefono ?? null;
  if (has('provinciaId')) c.provinciaId = input.provinciaId ?? null;
  return c;
}

const exists = async (q: Promise<unknown[]>) => (await q).length > 0;

/** References that must exist (422): tratamiento, province and the initial profile. */
async function validateReferences(ctx: DomainContext, c: Changes, perfilId: number | undefined): Promise<void> {
  const errors: FieldErrors = {};
  if (c.sexoId != null && !(await exists(ctx.db.select({ id: sexos.id }).from(sexos).where(eq(sexos.id, c.sexoId))))) {
    errors.sexoId = [t.sexoNoExiste];
  }
  if (
    c.provinciaId != null &&
    !(await exists(ctx.db.select({ id: provincias.id }).from(provincias).where(eq(provincias.id, c.provinciaId))))
  ) {
    errors.provinciaId = [t.provinciaNoExiste];
  }
  if (perfilId !== undefined) {
    const perfil = await loadPerfil(ctx.db, ctx.instancia.id, perfilId);
    if (!perfil) errors.perfilId = [t.perfilNoExiste];
    // The form has no project: only profiles held for the whole system can be given here.
    else if (!perfil.general) errors.perfilId = [t.perfilRequiereProyecto];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
}

/**
 * E-mail and user name are unique per instance (409), and neither may equal another
 * account's other one: sign-in accepts either, so "ana" must name only one person.
 */
async function requireUnique(ctx: DomainContext, c: Changes, exceptId?: number): Promise<void> {
  const names = [c.email, c.userName].filter((n): n is string => !!n);
  if (names.length === 0) return;
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const clash = await ctx.db
    .select({ email: usuarios.email, userName: usuarios.userName })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.instanciaId, ctx.instancia.id),
        exceptId === undefined ? undefined : ne(usuarios.id, exceptId),
        or(sql`lower(${usuarios.email}) in (${list})`, sql`lower(${usuarios.userName}) in (${list})`),
      ),
    );
  if (clash.length === 0) return;
  const taken = new Set(clash.flatMap((r) => [r.email.toLowerCase(), r.userName.toLowerCase()]));
  const errors: FieldErrors = {};
  if (c.email && taken.has(c.email)) errors.email = [t.emailEnUso];
  if (c.userName && taken.has(c.userName) && c.userName !== c.email) errors.username = [t.userNameEnUso];
  throw new AppError(409, errors.email ? t.emailEnUso : t.userNameEnUso, errors);
}

/** A UNIQUE violation that slipped past requireUnique (two requests at once) is still a 409. */
function uniqueViolation(e: unknown): boolean {
  const text = `${(e as Error)?.message ?? ''} ${((e as { cause?: Error })?.cause?.message as string) ?? ''}`;
  return /UNIQUE constraint failed/i.test(text);
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e)) throw new AppError(409, t.emailEnUso, { email: [t.emailEnUso] });
    throw e;
  }
}

async function assignGlobal(ctx: DomainContext, actor: Actor, now: Date, usuarioId: number, perfilId: number) {
  await commit(ctx, [
    ctx.db
      .insert(usuarioPerfiles)
      .values({ usuarioId, perfilId, proyectoId: null, ...altaAudit(actor, now) })
      .onConflictDoNothing(),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [{ Campo: 'Perfiles', Antes: null, Despues: { perfilId, proyectoId: null } }],
      siCambia: true,
    }),
  ]);
}

/** POST /usuarios. Without a password the account cannot sign in until a reset or an invitation. */
async function createUsuario(ctx: DomainContext, input: UsuarioCreateInput): Promise<{ id: number }> {
  const actor = requirePersonas(ctx.actor, 'E');
  const email = input.email.toLowerCase();
  const c: Changes = {
    ...toChanges({ ...input, username: input.username ?? email }),
    esPersona: input.esPersona ?? true,
    activo: input.activo ?? true,
  };
  await validateReferences(ctx, c, input.perfilId);
  await requireUnique(ctx, c);
  const now = ctx.clock.now();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const valores = {
    instanciaId: ctx.instancia.id,
    email,
    userName: c.userName ?? email,
    nombre: c.nombre ?? '',
    apellido1: c.apellido1 ?? '',
    apellido2: c.apellido2 ?? null,
    tipoDocumentoIdentidadClave: c.tipoDocumentoIdentidadClave ?? '',
    documentoIdentidad: c.documentoIdentidad ?? null,
    sexoId: c.sexoId ?? null,
    telefono: c.telefono ?? null,
    provinciaId: c.provinciaId ?? null,
    esPersona: c.esPersona,
    activo: c.activo,
    passwordHash,
    ...altaAudit(actor, now),
  };
  const [rows] = await guarded(() =>
    commit(ctx, [
      ctx.db.insert(usuarios).values(valores).returning({ id: usuarios.id }),
      auditar({ accion: 'CREAR', entidad: 'usuario', entidadId: nuevoEn(usuarios), cambios: cambiosDe(null, valores) }),
    ]),
  );
  const id = filaDe<{ id: number }>(rows).id;
  if (input.perfilId !== undefined) await assignGlobal(ctx, actor, now, id, input.perfilId);
  return { id };
}

/** The user to change, or 404; a super administrator only by another one. */
export async function loadTarget(ctx: DomainContext, actor: Actor, usuarioId: number): Promise<Target> {
  const [target] = await ctx.db
    .select({
      id: usuarios.id,
      esSuperAdmin: usuarios.esSuperAdmin,
      activo: usuarios.activo,
      userName: usuarios.userName,
      tipoDocumentoIdentidadClave: usuarios.tipoDocumentoIdentidadClave,
      documentoIdentidad: usuarios.documentoIdentidad,
    })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), eq(usuarios.id, usuarioId)));
  if (!target) throw new AppError(404, t.noEncontrado);
  requireMayManage(actor, target);
  return target;
}

async function applyChanges(ctx: DomainContext, actor: Actor, target: Target, c: Changes, perfilId?: number) {
  if (c.activo === false && target.id === actor.usuarioId) throw new AppError(409, t.noDesactivarseASiMismo);
  await validateReferences(ctx, c, perfilId);
  await requireUnique(ctx, c, target.id);
  const now = ctx.clock.now();
  const antes = await filaActual(ctx.db, usuarios, target.id);
  await guarded(() =>
    commit(ctx, [
      ctx.db
        .update(usuarios)
        .set({ ...c, ...modificacionAudit(actor, now) })
        .where(eq(usuarios.id, target.id)),
      // A deactivation revokes the user's calendar feed URLs (see revokeCalendarFeeds).
      c.activo === false && revokeCalendarFeeds(ctx.db, target.id),
      auditar({ accion: 'MODIFICAR', entidad: 'usuario', entidadId: target.id, cambios: cambiosDe(antes, c) }),
    ]),
  );
  // Sessions are checked on every request, but deleting them makes the logout immediate and final.
  if (c.activo === false) await revokeAllSessions(ctx.db, target.id);
  if (perfilId !== undefined) await assignGlobal(ctx, actor, now, target.id, perfilId);
}

/**
 * PUT /usuarios/{id}: every field of the form. Absent optional fields are cleared; absent
 * `activo`, `esPersona` and `username` keep their values (a form that omits them must not
 * reactivate an account or change how it signs in). `perfilId` adds that global profile.
 */
async function updateUsuario(ctx: DomainContext, usuarioId: number, input: UsuarioUpdateInput): Promise<void> {
  const actor = requirePersonas(ctx.actor, 'E');
  const target = await loadTarget(ctx, actor, usuarioId);
  // zod keeps only the keys that were sent: the ones missing here are cleared.
  const cleared = {
    nombre: undefined,
    apellido2: undefined,
    documentoIdentidad: undefined,
    sexoId: undefined,
    telefono: undefined,
    provinciaId: undefined,
  };
  const full: Partial<UsuarioUpdateInput> = Object.assign(cleared, input);
  await applyChanges(ctx, actor, target, toChanges(full), input.perfilId);
}

/** Creates (`saveUsuario(ctx, input)`) or replaces (`saveUsuario(ctx, id, input)`). */
export const saveUsuario = saveVerb(createUsuario, updateUsuario);

/**
 * PATCH /usuarios/{id}: only the fields sent (e.g. `{ activo: false }`). Deactivating ends
 * every session of the user at once; nobody can deactivate their own account.
 */
export async function patchUsuario(ctx: DomainContext, usuarioId: number, input: UsuarioPatchInput): Promise<void> {
  const actor = requirePersonas(ctx.actor, 'E');
  const target = await loadTarget(ctx, actor, usuarioId);
  if (Object.hasOwn(input, 'tipoDocumentoIdentidadClave') || Object.hasOwn(input, 'documentoIdentidad')) {
    const tipo = Object.hasOwn(input, 'tipoDocumentoIdentidadClave')
      ? input.tipoDocumentoIdentidadClave
      : target.tipoDocumentoIdentidadClave;
    const numero = Object.hasOwn(input, 'documentoIdentidad') ? input.documentoIdentidad : target.documentoIdentidad;
    const issues = documentoIssues(tipo, numero);
    if (issues.length > 0) throw new AppError(422, errores.datosNoValidos, toFieldErrors(issues));
  }
  await applyChanges(ctx, actor, target, toChanges(input), input.perfilId);
}
