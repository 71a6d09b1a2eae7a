import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { invitaciones, type Perfil, perfiles, sexos } from '../../db/schema/index.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import type { Saludado } from '../../i18n/saludo.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaDe, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { hashToken, newToken } from '../identidad/tokens.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { plantillaInvitacion } from '../shared/mail/templates.ts';
import { loadCuentasPorEmail } from '../usuarios/cuentas.ts';
import { loadProyectoOpcion, nombreProyecto } from '../usuarios/proyecto-opcion.ts';
import { requirePersonas } from './acceso.ts';
import { INVITACION_TTL_MS } from './estado.ts';

/** What the inviter knows of the person, offered pre-filled on the acceptance page. */
export interface DatosPersona {
  nombre?: string | null;
  apellido1?: string | null;
  apellido2?: string | null;
  sexoId?: number | null;
  tipoDocumentoIdentidadClave?: string | null;
  documentoIdentidad?: string | null;
  telefono?: string | null;
}

/** The person's data as the invitation row keeps it: what the inviter left out is stored empty (null). */
const datosDeFila = ({
  nombre = null,
  apellido1 = null,
  apellido2 = null,
  sexoId = null,
  tipoDocumentoIdentidadClave = null,
  documentoIdentidad = null,
  telefono = null,
}: DatosPersona) => ({ nombre, apellido1, apellido2, sexoId, tipoDocumentoIdentidadClave, documentoIdentidad, telefono });

export interface NuevaInvitacion {
  direccionEmail: string;
  perfilId: number;
  proyectoId?: number | null;
  /** Name the inviting user in the mail and on the invitation page. */
  incluirRemitente?: boolean;
  datos?: DatosPersona;
}

/** The name and treatment of the account that already has this address, to greet it in the mail. */
async function cuentaDe(ctx: DomainContext, email: string): Promise<Saludado | null> {
  const [cuenta] = await loadCuentasPorEmail(ctx, [email]);
  return cuenta ?? null;
}

/** The greeting of someone known only by what the inviter typed (name and treatment), or null. */
async function saludadoDe(ctx: DomainContext, datos: DatosPersona | undefined): Promise<Saludado | null> {
  if (!datos?.nombre || !datos.apellido1) return null;
  const [sexo] =
    datos.sexoId === undefined || datos.sexoId === null
      ? []
      : await ctx.db.select({ tratamiento: sexos.tratamiento }).from(sexos).where(eq(sexos.id, datos.sexoId));
  return {
    nombre: nombreCompleto({ nombre: datos.nombre, apellido1: datos.apellido1, apellido2: datos.apellido2 ?? null }),
    tratamiento: sexo?.tratamiento ?? null,
  };
}

/** The link of an invitation: the only place the token ever appears. */
export const invitacionLink = (origin: string, token: string) => `${origin}/invitacion/${encodeURIComponent(token)}`;

/**
 * Invites an address to hold a profile (globally, or for one project when the profile is
 * per project). A pending invitation for the same address, profile and project is
 * cancelled and replaced. The row, the replacement and the mail go in one batch, so an
 * invitation never exists without its mail. Returns the new id.
 */
export async function saveInvitacion(ctx: DomainContext, input: NuevaInvitacion, opts: { origin: string }): Promise<number> {
  return invitar(ctx, requirePersonas(ctx.actor, 'E'), input, opts);
}

/**
 * The invitation itself, for callers that have checked who may invite (user administration
 * above; a self-assessment's manager for its own team, src/domain/autoevaluacion/invitaciones.ts;
 * the project's Equipo tab, src/domain/proyectos/invitaciones.ts).
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

  const pasos = pasosInvitacion(
    ctx,
    actor,
    {
      direccionEmail: email,
      perfil,
      proyecto: proyecto ? { id: proyecto.Id, codigo: proyecto.Codigo, centro: proyecto.Centro } : null,
      incluirRemitente: input.incluirRemitente ?? false,
      datos: input.datos,
      destinatario: (await cuentaDe(ctx, email)) ?? (await saludadoDe(ctx, input.datos)),
    },
    opts,
  );
  const [, inserted] = await commit(ctx, pasos);
  return filaDe<{ id: number }>(inserted).id;
}

interface InvitacionResuelta {
  /** Lower-case address. */
  direccionEmail: string;
  perfil: Pick<Perfil, 'id' | 'nombrePublico'>;
  /** The project: an id, or (a project created in the same batch) the SQL that finds it. */
  proyecto: { id: number | SQL<number>; codigo: string; centro: string } | null;
  incluirRemitente: boolean;
  datos?: DatosPersona;
  /** How the mail greets the invitee. */
  destinatario: Saludado | null;
}

/**
 * The statements of one invitation, checked and resolved by the caller: cancelling a pending
 * one for the same address, profile and project (results[0]), the new row (results[1], its
 * id), `extra`, the mail with the link and its 48-hour expiry, and the audit entry.
 */
export function pasosInvitacion(
  ctx: Pick<DomainContext, 'db' | 'clock' | 'instancia'>,
  actor: Pick<Actor, 'usuarioId' | 'nombre'>,
  inv: InvitacionResuelta,
  opts: { origin: string; extra?: Paso[] },
): Paso[] {
  const { db, instancia } = ctx;
  const email = inv.direccionEmail;
  const proyectoId = inv.proyecto?.id ?? null;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const caduca = new Date(now.getTime() + INVITACION_TTL_MS);
  const token = newToken();
  const contenido = plantillaInvitacion({
    instancia: instancia.nombre,
    perfil: inv.perfil.nombrePublico,
    proyecto: inv.proyecto ? nombreProyecto({ Codigo: inv.proyecto.codigo, Centro: inv.proyecto.centro }) : null,
    destinatario: inv.destinatario,
    remitente: inv.incluirRemitente ? actor.nombre : null,
    enlace: invitacionLink(opts.origin, token),
    caduca,
  });
  const d = inv.datos ?? {};
  return [
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
          eq(invitaciones.perfilId, inv.perfil.id),
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
        perfilId: inv.perfil.id,
        proyectoId,
        incluirRemitente: inv.incluirRemitente,
        // Who invited is always kept (the list shows it); incluirRemitente only decides
        // whether the invitee is told.
        remitenteId: actor.usuarioId,
        estado: 'PTE',
        expiraEn: caduca.toISOString(),
        ...datosDeFila(d),
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
      cambios: cambiosDe(null, {
        direccionEmail: email,
        perfilId: inv.perfil.id,
        ...(typeof proyectoId === 'number' || proyectoId === null ? { proyectoId } : {}),
        ...(inv.proyecto ? { proyecto: inv.proyecto.codigo } : {}),
      }),
    }),
  ];
}
