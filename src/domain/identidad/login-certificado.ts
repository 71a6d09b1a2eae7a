import { and, eq, gt, isNull } from 'drizzle-orm';
import { ticketsCertificado, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { acceso } from '../../i18n/acceso.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Clock, Peticion } from '../context.ts';
import { AppError } from '../errors.ts';
import type { MotivoCertificado, ResultadoCertificado } from './certificado-cliente.ts';
import { abrirSesion, type LoginReply } from './login.ts';
import type { ReturnPages } from './redireccion.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * A ticket is exchanged by the browser's redirect right after it is made: two minutes is
 * plenty, and a ticket copied from a log or a history is of no use afterwards.
 */
const TICKET_TTL_MS = 2 * 60 * 1000;

/** The failure codes the login page shows (`?certificado=<código>`); texts in acceso.certificado.errores. */
export type ErrorCertificado = keyof typeof acceso.certificado.errores;

const CODIGOS: Record<MotivoCertificado, ErrorCertificado> = {
  SIN_CERTIFICADO: 'sin-certificado',
  CADUCADO: 'caducado',
  CA_NO_RECONOCIDA: 'ca-no-reconocida',
  USO_NO_VALIDO: 'uso-no-valido',
  NO_VALIDO: 'no-valido',
};

/** True for a code the login page has a text for (the query string is the client's). */
export function isErrorCertificado(value: string | null | undefined): value is ErrorCertificado {
  return typeof value === 'string' && Object.hasOwn(acceso.certificado.errores, value);
}

interface Opciones {
  db: Db;
  clock: Clock;
  instanciaId: string;
  peticion?: Peticion;
}

/** Every failed certificate sign-in is in the audit log, with why (and whose document, when known). */
async function auditarFallo(o: Opciones, usuarioId: number | null, motivo: string) {
  await commit({ db: o.db, clock: o.clock, instancia: { id: o.instanciaId }, peticion: o.peticion }, [
    auditar({
      accion: 'INICIO_SESION_FALLIDO',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [{ Campo: 'Certificado', Antes: null, Despues: motivo.slice(0, 300) }],
    }),
  ]);
}

/**
 * The certificate host's half of a sign-in: a verified certificate whose DNI or NIE is one
 * active user's gets a single-use ticket (only its hash is stored); anything else gets the
 * failure's code, and an audit entry. A document two active users share signs in neither:
 * the certificate cannot say which of them is its holder.
 */
export async function saveTicketCertificado(
  o: Opciones & { resultado: ResultadoCertificado },
): Promise<{ ticket: string } | { error: ErrorCertificado }> {
  const { resultado } = o;
  if (!resultado.ok) {
    await auditarFallo(o, null, `${resultado.motivo}: ${resultado.detalle}`);
    return { error: CODIGOS[resultado.motivo] };
  }
  const encontrados = await o.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.instanciaId, o.instanciaId),
        eq(usuarios.documentoIdentidad, resultado.documento),
        eq(usuarios.activo, true),
      ),
    )
    .limit(2);
  const [usuario] = encontrados;
  if (!usuario || encontrados.length > 1) {
    const motivo = encontrados.length > 1 ? 'varios usuarios' : 'sin usuario';
    await auditarFallo(o, null, `${motivo} con el documento ${resultado.documento} (${resultado.titular})`);
    return { error: 'sin-usuario' };
  }
  const ticket = newToken();
  const now = o.clock.now();
  // auditoria: técnica (a ticket is only an offer; the sign-in it opens is recorded as INICIAR_SESION)
  await o.db.insert(ticketsCertificado).values({
    id: hashToken(ticket),
    usuarioId: usuario.id,
    creadoEn: now.toISOString(),
    expiraEn: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
  });
  return { ticket };
}

/**
 * The main host's half: spends the ticket (once, before it expires, for an active user of
 * this instance) and opens the session, going where a password sign-in would. Any other
 * ticket answers 401 with "reopen the browser": the browser keeps the certificate it chose
 * until it is closed, so trying again in the same one would send the same certificate.
 */
export async function redeemTicketCertificado(
  o: Opciones & { ticket: string; volver?: string | null; returnPages: ReturnPages },
): Promise<LoginReply> {
  const now = o.clock.now().toISOString();
  const id = o.ticket && o.ticket.length <= 200 ? hashToken(o.ticket) : null;
  // Spent first, in one statement, so two requests with the same ticket cannot both sign in.
  // auditoria: técnica (the session it opens is the recorded event)
  const spent = id
    ? await o.db
        .update(ticketsCertificado)
        .set({ usadoEn: now })
        .where(and(eq(ticketsCertificado.id, id), isNull(ticketsCertificado.usadoEn), gt(ticketsCertificado.expiraEn, now)))
        .returning({ usuarioId: ticketsCertificado.usuarioId })
    : [];
  const [usuario] = spent[0]
    ? await o.db
        .select()
        .from(usuarios)
        .where(and(eq(usuarios.id, spent[0].usuarioId), eq(usuarios.instanciaId, o.instanciaId)))
    : [];
  if (!usuario?.activo) {
    await auditarFallo(o, usuario?.id ?? null, 'ticket usado, caducado o desconocido');
    throw new AppError(401, acceso.certificado.errores.reabrir);
  }
  return abrirSesion({
    db: o.db,
    clock: o.clock,
    usuario,
    instanciaId: o.instanciaId,
    volver: o.volver,
    returnPages: o.returnPages,
    peticion: o.peticion,
  });
}
