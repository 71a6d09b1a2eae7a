import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { invitacionSustituciones } from '../../db/schema/autoevaluacion.ts';
import { invitaciones, perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import type { Paso } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { invitar } from '../invitaciones/create.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { loadMiembros } from './equipo.ts';
import type { InvitacionEquipoInput, SustitucionInput } from './equipo-schema.ts';
import { perfilGestorDe, requireGestorProceso } from './gestor.ts';

// Joining a self-assessment's team goes through the ordinary 48-hour invitations
// (src/domain/invitaciones): the manager invites an address with a team profile of the
// project; accepting grants it. Replacing the manager is an invitation with the managing
// profile that names who it replaces: the acceptance's batch takes that profile from them.

/** The profiles a team of each phase type is made of (the managing one first). */
const PERFILES_EQUIPO: Readonly<Record<string, readonly string[]>> = {
  REPRE: ['REPRE', 'AUTOEVAL'],
  JEFE_EVACN: ['JEFE_EVACN', 'EVAL'],
};

/** The team profiles the manager may invite with (id, key, public name), the managing one first. */
export async function perfilesEquipo(ctx: DomainContext, faseClave: string) {
  const claves = PERFILES_EQUIPO[await perfilGestorDe(ctx, faseClave)] ?? [];
  const rows = await ctx.db
    .select({ Id: perfiles.id, Clave: perfiles.clave, NombrePublico: perfiles.nombrePublico })
    .from(perfiles)
    .where(and(eq(perfiles.instanciaId, ctx.instancia.id), inArray(perfiles.clave, [...claves])));
  return claves.flatMap((c) => rows.filter((r) => r.Clave === c));
}

async function yaMiembro(ctx: DomainContext, email: string, proyectoId: number, perfilId: number) {
  const [row] = await ctx.db
    .select({ id: usuarioPerfiles.id })
    .from(usuarioPerfiles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .where(
      and(
        eq(usuarios.instanciaId, ctx.instancia.id),
        eq(usuarios.email, email.trim().toLowerCase()),
        eq(usuarioPerfiles.proyectoId, proyectoId),
        eq(usuarioPerfiles.perfilId, perfilId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * POST autoevaluaciones/{id}/usuarios (usuario/alta): the process manager invites an address
 * to the team with one of its profiles (default: the self-assessor's). Returns the invitation id.
 */
export async function invitarMiembro(
  ctx: DomainContext,
  autoevaluacionId: number,
  input: InvitacionEquipoInput,
  opts: { origin: string },
) {
  const { actor, autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  const disponibles = await perfilesEquipo(ctx, a.faseClave);
  const perfil = input.perfilId === undefined ? disponibles.at(-1) : disponibles.find((p) => p.Id === input.perfilId);
  if (!perfil) throw new AppError(422, t.perfilNoDeEquipo, { perfilId: [t.perfilNoDeEquipo] });
  return invitarAlEquipo(ctx, actor, input, { proyectoId: a.proyectoId, perfilId: perfil.Id }, opts);
}

/**
 * POST autoevaluaciones/{id}/usuarios/sustitucion (usuario/sustitucion): invites the person
 * who takes over as manager. `usuarioId` names the manager replaced (default: the caller when
 * they are one, else the only one). Nothing changes until the invitation is accepted.
 */
export async function sustituirGestor(
  ctx: DomainContext,
  autoevaluacionId: number,
  input: SustitucionInput,
  opts: { origin: string },
) {
  const { actor, autoevaluacion: a } = await requireGestorProceso(ctx, autoevaluacionId, AUTOEVALUACION.equipo);
  const gestores = (await loadMiembros(ctx, a.id, a.proyectoId, a.faseClave)).filter((m) => m.EsGestor);
  const sustituido =
    input.usuarioId !== undefined
      ? gestores.find((g) => g.Id === input.usuarioId)
      : (gestores.find((g) => g.Id === actor.usuarioId) ?? (gestores.length === 1 ? gestores[0] : undefined));
  if (!sustituido) throw new AppError(422, t.sinGestorQueSustituir, { usuarioId: [t.sinGestorQueSustituir] });
  if (sustituido.Email.toLowerCase() === input.direccionEmail.trim().toLowerCase())
    throw new AppError(422, t.sustitutoEsElMismo, { direccionEmail: [t.sustitutoEsElMismo] });
  const [perfil] = await perfilesEquipo(ctx, a.faseClave);
  if (!perfil) throw new AppError(422, t.perfilNoDeEquipo);
  const extra: Paso[] = [
    ctx.db.insert(invitacionSustituciones).values({
      invitacionId: sql`(select max(id) from ${invitaciones})`,
      proyectoId: a.proyectoId,
      usuarioSustituidoId: sustituido.Id,
    }),
  ];
  return invitarAlEquipo(ctx, actor, input, { proyectoId: a.proyectoId, perfilId: perfil.Id }, { ...opts, extra });
}

/** Invites the address to the project's team with this profile; 409 when they already hold it there. */
async function invitarAlEquipo(
  ctx: DomainContext,
  actor: Parameters<typeof invitar>[1],
  input: { direccionEmail: string; incluirRemitente?: boolean },
  destino: { proyectoId: number; perfilId: number },
  opts: Parameters<typeof invitar>[3],
) {
  if (await yaMiembro(ctx, input.direccionEmail, destino.proyectoId, destino.perfilId)) throw new AppError(409, t.yaEsMiembro);
  return invitar(
    ctx,
    actor,
    {
      direccionEmail: input.direccionEmail,
      perfilId: destino.perfilId,
      proyectoId: destino.proyectoId,
      incluirRemitente: input.incluirRemitente ?? true,
    },
    opts,
  );
}

/** Pending invitations to the team (the equipo page lists them). */
export async function listInvitacionesEquipo(ctx: DomainContext, autoevaluacionId: number) {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.equipo, {
    gestion: PROYECTOS.gestiona,
  });
  const now = ctx.clock.now().toISOString();
  return ctx.db
    .select({
      Id: invitaciones.id,
      DireccionEmail: invitaciones.direccionEmail,
      Perfil: perfiles.nombrePublico,
      ExpiraEn: invitaciones.expiraEn,
      Sustituye: invitacionSustituciones.usuarioSustituidoId,
    })
    .from(invitaciones)
    .innerJoin(perfiles, eq(perfiles.id, invitaciones.perfilId))
    .leftJoin(invitacionSustituciones, eq(invitacionSustituciones.invitacionId, invitaciones.id))
    .where(
      and(
        eq(invitaciones.instanciaId, ctx.instancia.id),
        eq(invitaciones.proyectoId, a.proyectoId),
        eq(invitaciones.estado, 'PTE'),
        gt(invitaciones.expiraEn, now),
      ),
    )
    .orderBy(desc(invitaciones.id));
}
