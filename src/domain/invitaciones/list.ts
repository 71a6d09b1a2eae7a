import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { centros, invitaciones, perfiles, proyectos, usuarios } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { type FieldMap, type ListQuery, orderFor, type Page } from '../listing.ts';
import type { ProyectoOpcion } from '../usuarios/proyecto-opcion.ts';
import { requirePersonas } from './acceso.ts';
import { type EstadoInvitacion, estadoEfectivoSql } from './estado.ts';

export interface InvitacionRecord {
  Id: number;
  DireccionEmail: string;
  Perfil: { Id: number; NombrePublico: string };
  ProyectoId: number | null;
  /** The project as people read it (code and centre), beside its id. */
  Proyecto: ProyectoOpcion | null;
  Estado: EstadoInvitacion;
  ExpiraEn: string;
  AltaFecha: string;
  IncluirRemitente: boolean;
  Remitente: { Id: number; NombreCompleto: string } | null;
}

const FIELDS = [
  'Id',
  'DireccionEmail',
  'Perfil',
  'ProyectoId',
  'Proyecto',
  'Estado',
  'ExpiraEn',
  'AltaFecha',
  'IncluirRemitente',
  'Remitente',
] as const satisfies readonly (keyof InvitacionRecord)[];

/** The requested `campos`, resolved case-insensitively; 400 for a name the record lacks. */
function projection(campos?: string[]): (keyof InvitacionRecord)[] {
  if (!campos || campos.length === 0) return [...FIELDS];
  const unknown = campos.filter((c) => !FIELDS.some((f) => f.toLowerCase() === c.toLowerCase()));
  if (unknown.length > 0) {
    throw new AppError(400, errores.campoDesconocido(unknown[0] as string), { campos: unknown.map(errores.campoDesconocido) });
  }
  return campos.map((c) => FIELDS.find((f) => f.toLowerCase() === c.toLowerCase()) as keyof InvitacionRecord);
}

const remitentes = alias(usuarios, 'remitentes');

/**
 * GET /invitaciones: newest first by default, filtered by state (as readers see it: an
 * overdue pending invitation counts as CAD) and by e-mail text.
 */
export async function listInvitaciones(
  ctx: DomainContext,
  opts: { query: ListQuery; estado?: EstadoInvitacion; texto?: string },
): Promise<Page<Partial<InvitacionRecord>>> {
  requirePersonas(ctx.actor, 'L');
  const { db } = ctx;
  const estado = estadoEfectivoSql(ctx.clock.now().toISOString());
  const texto = opts.texto?.trim().toLowerCase().replace(/[%_]/g, '');
  const where: SQL | undefined = and(
    eq(invitaciones.instanciaId, ctx.instancia.id),
    opts.estado ? eq(estado, opts.estado) : undefined,
    texto ? like(invitaciones.direccionEmail, `%${texto}%`) : undefined,
  );
  const sortable: FieldMap = {
    Id: invitaciones.id,
    DireccionEmail: invitaciones.direccionEmail,
    ProyectoId: invitaciones.proyectoId,
    Estado: invitaciones.estado,
    ExpiraEn: invitaciones.expiraEn,
    AltaFecha: invitaciones.altaFecha,
  };
  const order = orderFor(sortable, opts.query.orden, [desc(invitaciones.altaFecha), desc(invitaciones.id)]);
  const picked = projection(opts.query.campos);

  const [total] = await db.select({ n: count() }).from(invitaciones).where(where);
  const rows = await db
    .select({
      invitacion: invitaciones,
      estado,
      perfil: { id: perfiles.id, nombrePublico: perfiles.nombrePublico },
      proyecto: { codigo: proyectos.codigo, centro: centros.nombre },
      remitente: {
        id: remitentes.id,
        nombre: remitentes.nombre,
        apellido1: remitentes.apellido1,
        apellido2: remitentes.apellido2,
      },
    })
    .from(invitaciones)
    .innerJoin(perfiles, eq(perfiles.id, invitaciones.perfilId))
    .leftJoin(proyectos, eq(proyectos.id, invitaciones.proyectoId))
    .leftJoin(centros, eq(centros.id, proyectos.centroId))
    .leftJoin(remitentes, eq(remitentes.id, invitaciones.remitenteId))
    .where(where)
    .orderBy(...order)
    .limit(opts.query.registrosPorPagina)
    .offset((opts.query.pagina - 1) * opts.query.registrosPorPagina);

  const records = rows.map((r) => {
    const full: InvitacionRecord = {
      Id: r.invitacion.id,
      DireccionEmail: r.invitacion.direccionEmail,
      Perfil: { Id: r.perfil.id, NombrePublico: r.perfil.nombrePublico },
      ProyectoId: r.invitacion.proyectoId,
      Proyecto:
        r.invitacion.proyectoId !== null && r.proyecto?.codigo
          ? { Id: r.invitacion.proyectoId, Codigo: r.proyecto.codigo, Centro: r.proyecto.centro ?? '' }
          : null,
      Estado: r.estado as EstadoInvitacion,
      ExpiraEn: r.invitacion.expiraEn,
      AltaFecha: r.invitacion.altaFecha,
      IncluirRemitente: r.invitacion.incluirRemitente,
      Remitente: r.remitente ? { Id: r.remitente.id, NombreCompleto: nombreCompleto(r.remitente) } : null,
    };
    return Object.fromEntries(picked.map((k) => [k, full[k]])) as Partial<InvitacionRecord>;
  });
  return { records, total: total?.n ?? 0, pagina: opts.query.pagina, registrosPorPagina: opts.query.registrosPorPagina };
}
