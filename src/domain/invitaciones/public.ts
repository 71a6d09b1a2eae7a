import { and, eq } from 'drizzle-orm';
import type { Instancia } from '../../db/schema/index.ts';
import { sexos, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../context.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { loadProyectoOpcion, type ProyectoOpcion } from '../usuarios/proyecto-opcion.ts';
import { loadInvitacionByToken, requireInvitacionPendiente } from './estado.ts';

export interface InvitacionPublica {
  Estado: 'PTE';
  DireccionEmail: string;
  Perfil: { NombrePublico: string };
  ProyectoId: number | null;
  /** The project as people read it (code and centre), beside its id. */
  Proyecto: ProyectoOpcion | null;
  ExpiraEn: string;
  /** An account with this e-mail exists: accepting asks for its password instead of a new account. */
  CuentaExistente: boolean;
  /** Who invites, only when the invitation was sent with incluirRemitente. */
  Remitente: { NombreCompleto: string } | null;
  Instancia: { Nombre: string };
  /**
   * What the inviter already gave of the person (a request's profile entry), for the new
   * account's form; the token is the credential to read it, as to accept.
   */
  Datos: {
    Nombre: string | null;
    Apellido1: string | null;
    Apellido2: string | null;
    Tratamiento: string | null;
    TipoDocumentoIdentidadClave: string | null;
    DocumentoIdentidad: string | null;
    Telefono: string | null;
  };
}

/**
 * GET /invitaciones/{token}: what the public invitation page shows. Anyone holding the link
 * may read it (the token is the credential); 404 unknown, 410 expired, 409 used or cancelled.
 */
export async function getInvitacionPublica(opts: {
  db: Db;
  instancia: Instancia;
  clock: Clock;
  token: string;
}): Promise<InvitacionPublica> {
  const { db, instancia } = opts;
  const { invitacion, perfil } = await loadInvitacionByToken(db, instancia.id, opts.token);
  requireInvitacionPendiente(invitacion, opts.clock.now());
  const [cuenta] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, instancia.id), eq(usuarios.email, invitacion.direccionEmail)));
  let remitente: InvitacionPublica['Remitente'] = null;
  if (invitacion.incluirRemitente && invitacion.remitenteId !== null) {
    const [r] = await db.select().from(usuarios).where(eq(usuarios.id, invitacion.remitenteId));
    if (r) remitente = { NombreCompleto: nombreCompleto(r) };
  }
  const proyecto = invitacion.proyectoId === null ? null : await loadProyectoOpcion({ db, instancia }, invitacion.proyectoId);
  const [sexo] =
    invitacion.sexoId === null
      ? []
      : await db.select({ nombre: sexos.tratamiento }).from(sexos).where(eq(sexos.id, invitacion.sexoId));
  return {
    Estado: 'PTE',
    DireccionEmail: invitacion.direccionEmail,
    Perfil: { NombrePublico: perfil.nombrePublico },
    ProyectoId: invitacion.proyectoId,
    Proyecto: proyecto,
    ExpiraEn: invitacion.expiraEn,
    CuentaExistente: cuenta !== undefined,
    Remitente: remitente,
    Instancia: { Nombre: instancia.nombre },
    Datos: {
      Nombre: invitacion.nombre,
      Apellido1: invitacion.apellido1,
      Apellido2: invitacion.apellido2,
      Tratamiento: sexo?.nombre || null,
      TipoDocumentoIdentidadClave: invitacion.tipoDocumentoIdentidadClave,
      DocumentoIdentidad: invitacion.documentoIdentidad,
      Telefono: invitacion.telefono,
    },
  };
}
