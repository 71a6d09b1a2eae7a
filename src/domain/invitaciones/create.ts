import { and, eq, isNull } from 'drizzle-orm';
import { invitaciones, perfiles, sexos, usuarios } from '../../db/schema/index.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import type { Saludado } from '../../i18n/saludo.ts';
import { mailInsert } from '../../platform/mail/outbox.ts';
import { plantillaInvitacion } from '../../platform/mail/templates.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaDe, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { hashToken, newToken } from '../identidad/tokens.ts';
import { loadProyectoOpcion, nombreProyecto } from '../proyectos/opciones.ts';
import { requirePersonas } from './acceso.ts';
import { INVITACION_TTL_MS } from './estado.ts';

export interface NuevaInvitacion {
  direccionEmail: string;
  perfilId: number;
  proyectoId?: number | null;
  /** Name the inviting user in the mail and on the invitation page. */
  incluirRemitente?: boolean;
}

/** The name and treatment of the account that already has this address, to greet it in the mail. */
async function cuentaDe(ctx: DomainContext, email: string): Promise<Saludado | null> {
  const [row] = await ctx.db
    .select({
      nombre: usuarios.nombre,
      apellido1: usuarios.apellido1,
      apellido2: usuarios.apellido2,
      tratamiento: sexos.tratamiento,
    })
    .from(usuarios)
    .leftJoin(sexos, eq(sexos.id, usuarios.sexoId))
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), eq(usuarios.email, email)));
  return row ? { nombre: nombreCompleto(row), tratamiento: row.tratamiento } : null;
}

/** The link of an invitation: the only place the token ever appears. */
export const invitacionLink = (origin: string, token: string) => `${origin}/invitacion/${encodeURIComponent(token)}`;

/**
 * Invites an address to hold a profile (globally, or for one project when the profile is
 * per project). A pending invitation for the same address, profile and project is
 * cancelled and replaced. The row, the replacement and the mail go in one batch, so an
 * invitation never exists without its mail. Returns the new id.
 */
export async function createInvitacion(ctx: DomainContext, input: NuevaInvitacion, opts: { origin: string }): Promise<number> {
  return invitar(ctx, requirePersonas(ctx.actor, 'E'), input, opts);
}

/**
 * The invitation itself, for callers that have checked who may invite (user administration
 * above; a self-assessment's manager for its own team, src/domain/autoevaluacion/invitaciones.ts).
 * `extra` statements go into the same batch, after the invitation's insert.
 */
export async function invitar(
  ctx: DomainContext,
  actor: Actor,
  input: NuevaInvitacion,
  opts: { origin: string; extra?: Paso[] },
): Promise<number> {
  const { db, instancia } = ctx;
  const email = input.direccionEmail.trim().toLowerCase();
  const proyectoId = input.proyectoId ?? null;

  const [perfil] = await db
    .select()
    .from(perfiles)
    .where(and(eq(perfiles.id, input.perfilId), eq(perfiles.instanciaId, instancia.id)));
  if (!perfil) throw new AppError(422, t.perfilNoExiste, { perfilId: [t.perfilNoExiste] });
  if (!perfil.general && proyectoId === null) throw new AppError(422, t.perfilPorProyecto, { proyectoId: [t.perfilPorProyecto] });
  if (perfil.general && proyectoId !== null) throw new AppError(422, t.perfilGeneral, { proyectoId: [t.perfilGeneral] });

  const proyecto = proyectoId === null ? null : await loadProyectoOpcion(ctx, proyectoId);
  if (proyectoId !== null && !proyecto) throw new AppError(422, t.proyectoNoExiste, { proyectoId: [t.proyectoNoExiste] });

  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const caduca = new Date(now.getTime() + INVITACION_TTL_MS);
  const token = newToken();
  const incluirRemitente = input.incluirRemitente ?? false;
  const contenido = plantillaInvitacion({
    instancia: instancia.nombre,
    perfil: perfil.nombrePublico,
    proyecto: proyecto ? nombreProyecto(proyecto) : null,
    destinatario: await cuentaDe(ctx, email),
    remitente: incluirRemitente ? actor.nombre : null,
    enlace: invitacionLink(opts.origin, token),
    caduca,
  });

  const [, inserted] = await commit(ctx, [
    db
      .update(invitaciones)
      .set({
        estado: 'CAN',
        modificacionFecha: nowIso,
        modificacionUsuarioId: actor.usuarioId,
        modificacionUsuarioNombre: actor.nombre,
      })
      .where(
        and(
          eq(invitaciones.instanciaId, instancia.id),
          eq(invitaciones.direccionEmail, email),
          eq(invitaciones.perfilId, perfil.id),
          proyectoId === null ? isNull(invitaciones.proyectoId) : eq(invitaciones.proyectoId, proyectoId),
          eq(invitaciones.estado, 'PTE'),
        ),
      ),
    db
      .insert(invitaciones)
      .values({
        instanciaId: instancia.id,
        tokenHash: hashToken(token),
        direccionEmail: email,
        perfilId: perfil.id,
        proyectoId,
        incluirRemitente,
        // Who invited is always kept (the list shows it); incluirRemitente only decides
        // whether the invitee is told.
        remitenteId: actor.usuarioId,
        estado: 'PTE',
        expiraEn: caduca.toISOString(),
        altaFecha: nowIso,
        altaUsuarioId: actor.usuarioId,
        altaUsuarioNombre: actor.nombre,
      })
      .returning({ id: invitaciones.id }),
    ...(opts.extra ?? []),
    mailInsert(db, { instanciaId: instancia.id, para: email, plantilla: 'invitacion', contenido, clock: ctx.clock }),
    auditar({
      accion: 'INVITAR',
      entidad: 'invitacion',
      entidadId: nuevoEn(invitaciones),
      cambios: cambiosDe(null, { direccionEmail: email, perfilId: perfil.id, proyectoId }),
    }),
  ]);
  return filaDe<{ id: number }>(inserted).id;
}
