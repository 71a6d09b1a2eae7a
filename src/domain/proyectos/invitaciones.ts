import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { invitaciones, perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { equipoProyectoApi as t } from '../../i18n/equipo-proyecto.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import { commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { invitar } from '../invitaciones/create.ts';
import { type EstadoInvitacion, estadoEfectivo, estadoEfectivoSql, pendienteSql } from '../invitaciones/estado.ts';
import { EQUIPO_PROYECTO } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { type CuentaAviso, loadCuentasPorEmail } from '../usuarios/cuentas.ts';
import { areaDelPerfil, pasosPerfilEnProyecto } from '../usuarios/perfil-proyecto.ts';
import { type AccesoEquipo, loadProyectoEquipo, perfilQueDa, requireDarPerfiles, requirePerfilQueDa } from './equipo-acceso.ts';
import type { InvitacionProyectoInput } from './equipo-schema.ts';

// Inviting people to a project from its Equipo tab (the tutor and staff who write projects):
// the centre's profiles only (REPRE, AUTOEVAL), with what is known of the person, which the
// acceptance page offers pre-filled. An address that already has an account gets the profile
// at once, with the mail that links into the project. The tab lists each person's latest
// invitation with its state, and resends it (new link, new 48 hours, new mail).

export interface InvitacionProyecto {
  Id: number;
  DireccionEmail: string;
  /** The name the inviter gave, if any. */
  NombreCompleto: string | null;
  Perfil: { Id: number; Clave: string; NombrePublico: string };
  Estado: EstadoInvitacion;
  ExpiraEn: string;
  AltaFecha: string;
  Remitente: string | null;
}

const remitentes = alias(usuarios, 'remitentes_proyecto');

/** The project's invitations, each address and profile's latest, newest first (staff who follow projects). */
export async function listInvitacionesProyecto(ctx: DomainContext, proyectoId: number): Promise<InvitacionProyecto[]> {
  requireRegla(ctx.actor, EQUIPO_PROYECTO.lee);
  if (!(await loadProyectoEquipo(ctx, proyectoId))) throw new AppError(404, proyectosApi.proyectoNoExiste);
  const enProyecto = and(eq(invitaciones.instanciaId, ctx.instancia.id), eq(invitaciones.proyectoId, proyectoId));
  const ultimas = ctx.db
    .select({ id: sql<number>`max(${invitaciones.id})` })
    .from(invitaciones)
    .where(enProyecto)
    .groupBy(invitaciones.direccionEmail, invitaciones.perfilId);
  const rows = await ctx.db
    .select({
      i: invitaciones,
      estado: estadoEfectivoSql(ctx.clock.now().toISOString()),
      perfil: { id: perfiles.id, clave: perfiles.clave, nombrePublico: perfiles.nombrePublico },
      remitente: { nombre: remitentes.nombre, apellido1: remitentes.apellido1, apellido2: remitentes.apellido2 },
    })
    .from(invitaciones)
    .innerJoin(perfiles, eq(perfiles.id, invitaciones.perfilId))
    .leftJoin(remitentes, eq(remitentes.id, invitaciones.remitenteId))
    .where(and(enProyecto, inArray(invitaciones.id, ultimas)))
    .orderBy(desc(invitaciones.id));
  return rows.map((r) => ({
    Id: r.i.id,
    DireccionEmail: r.i.direccionEmail,
    NombreCompleto:
      r.i.nombre && r.i.apellido1
        ? nombreCompleto({ nombre: r.i.nombre, apellido1: r.i.apellido1, apellido2: r.i.apellido2 })
        : null,
    Perfil: { Id: r.perfil.id, Clave: r.perfil.clave, NombrePublico: r.perfil.nombrePublico },
    Estado: r.estado as EstadoInvitacion,
    ExpiraEn: r.i.expiraEn,
    AltaFecha: r.i.altaFecha,
    Remitente: r.remitente?.nombre ? nombreCompleto(r.remitente) : null,
  }));
}

/** 409 when the address already holds a profile in the project, or has an invitation to it pending. */
async function requireNoEstaEnProyecto(ctx: DomainContext, email: string, proyectoId: number) {
  const [miembro] = await ctx.db
    .select({ id: usuarioPerfiles.id })
    .from(usuarioPerfiles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), eq(usuarios.email, email), eq(usuarioPerfiles.proyectoId, proyectoId)))
    .limit(1);
  if (miembro) throw new AppError(409, t.yaEnProyecto, { direccionEmail: [t.yaEnProyecto] });
  const pendienteAlProyecto = and(
    eq(invitaciones.instanciaId, ctx.instancia.id),
    eq(invitaciones.proyectoId, proyectoId),
    eq(invitaciones.direccionEmail, email),
    pendienteSql(ctx.clock.now().toISOString()),
  );
  const [pendiente] = await ctx.db.select({ id: invitaciones.id }).from(invitaciones).where(pendienteAlProyecto).limit(1);
  if (pendiente) throw new AppError(409, t.invitacionPendiente, { direccionEmail: [t.invitacionPendiente] });
}

type ResultadoInvitacion = { Invitacion: number; PerfilDado: false } | { Invitacion: null; PerfilDado: true };

/**
 * POST proyectos/{id}/invitaciones: invites the person with a centre profile, or gives it at
 * once to the account that already has this address. 409 when the address is on the project
 * already or has an invitation pending; 403/404 as the policy says.
 */
export async function invitarAProyecto(
  ctx: DomainContext,
  proyectoId: number,
  input: InvitacionProyectoInput,
  opts: { origin: string },
): Promise<ResultadoInvitacion> {
  const email = input.direccionEmail.trim().toLowerCase();
  const acceso = await requireDarPerfiles(ctx, proyectoId);
  const perfil = await perfilQueDa(ctx, acceso, input.perfilId, EQUIPO_PROYECTO.invitables, t.perfilNoInvitable);
  await requireNoEstaEnProyecto(ctx, email, proyectoId);
  const [cuenta] = await loadCuentasPorEmail(ctx, [email]);
  if (cuenta) {
    await darPerfilEnProyecto(ctx, acceso, { cuenta, perfil }, opts);
    return { Invitacion: null, PerfilDado: true };
  }
  const { direccionEmail: _, perfilId: __, ...datos } = input;
  const id = await invitar(
    ctx,
    acceso.actor,
    { direccionEmail: email, perfilId: perfil.id, proyectoId, incluirRemitente: true, datos },
    opts,
  );
  return { Invitacion: id, PerfilDado: false };
}

/** Gives `perfil` in the caller's project to an account, with its mail, in one batch; 409 when it is held already. */
export async function darPerfilEnProyecto(
  ctx: DomainContext,
  acceso: AccesoEquipo,
  p: { cuenta: CuentaAviso; perfil: { id: number; nombrePublico: string; tipoClave: string } },
  opts: { origin: string },
) {
  const { proyecto } = acceso;
  try {
    await commit(
      ctx,
      pasosPerfilEnProyecto(
        ctx,
        acceso.actor,
        {
          usuario: p.cuenta,
          perfil: p.perfil,
          proyecto: { id: proyecto.id, codigo: proyecto.codigo, centro: proyecto.centro },
          destino: await areaDelPerfil(ctx, proyecto.id, p.perfil.tipoClave),
        },
        opts,
      ),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.yaTienePerfil);
    throw err;
  }
}

/**
 * PUT proyectos/{id}/invitaciones/{invitacionId}/reenviar: the same invitation again (address,
 * profile, the person's data) with a new link valid 48 hours and a new mail; the old link stops
 * working. An accepted one cannot be resent (409); one of another project is not found (404).
 */
export async function reenviarInvitacion(
  ctx: DomainContext,
  proyectoId: number,
  invitacionId: number,
  opts: { origin: string },
): Promise<number> {
  const acceso = await requireDarPerfiles(ctx, proyectoId);
  const [row] = await ctx.db
    .select({ i: invitaciones, clave: perfiles.clave, nombrePublico: perfiles.nombrePublico })
    .from(invitaciones)
    .innerJoin(perfiles, eq(perfiles.id, invitaciones.perfilId))
    .where(
      and(
        eq(invitaciones.id, invitacionId),
        eq(invitaciones.instanciaId, ctx.instancia.id),
        eq(invitaciones.proyectoId, proyectoId),
      ),
    );
  if (!row) throw new AppError(404, t.invitacionNoExiste);
  requirePerfilQueDa(acceso, row.clave, row.nombrePublico);
  if (estadoEfectivo(row.i, ctx.clock.now()) === 'ACE') throw new AppError(409, t.invitacionAceptada);
  const i = row.i;
  return invitar(
    ctx,
    acceso.actor,
    {
      direccionEmail: i.direccionEmail,
      perfilId: i.perfilId,
      proyectoId,
      incluirRemitente: true,
      datos: {
        nombre: i.nombre,
        apellido1: i.apellido1,
        apellido2: i.apellido2,
        sexoId: i.sexoId,
        tipoDocumentoIdentidadClave: i.tipoDocumentoIdentidadClave,
        documentoIdentidad: i.documentoIdentidad,
        telefono: i.telefono,
      },
    },
    opts,
  );
}
