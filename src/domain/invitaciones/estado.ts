import { and, eq, gt, sql } from 'drizzle-orm';
import { invitaciones, perfiles } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { AppError } from '../errors.ts';
import { hashToken } from '../identidad/tokens.ts';

export type Invitacion = typeof invitaciones.$inferSelect;

/** Invitations are cancelled automatically after 48 hours without confirmation. */
export const INVITACION_TTL_MS = 48 * 3600 * 1000;

/** PTE pending, ACE accepted, CAD expired, CAN cancelled. */
export const ESTADOS_INVITACION = ['PTE', 'ACE', 'CAD', 'CAN'] as const;
export type EstadoInvitacion = (typeof ESTADOS_INVITACION)[number];

/**
 * The state a reader sees: a pending invitation past its expiry is expired even before
 * the scheduled job has written CAD (the job may run minutes later).
 */
export function estadoEfectivo(row: Pick<Invitacion, 'estado' | 'expiraEn'>, now: Date): EstadoInvitacion {
  if (row.estado === 'PTE' && Date.parse(row.expiraEn) <= now.getTime()) return 'CAD';
  return row.estado as EstadoInvitacion;
}

/** The same rule in SQL, for list filters and output. */
export const estadoEfectivoSql = (nowIso: string) =>
  sql<string>`case when ${invitaciones.estado} = 'PTE' and ${invitaciones.expiraEn} <= ${nowIso} then 'CAD' else ${invitaciones.estado} end`;

/** The invitations still pending in SQL: PTE and not past their expiry (the rule above, from the other side). */
export const pendienteSql = (nowIso: string) => and(eq(invitaciones.estado, 'PTE'), gt(invitaciones.expiraEn, nowIso));

/** Token links are long random strings; anything else cannot name an invitation. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The invitation (with its profile) a link's token names in this instance; 404 when none. */
export async function loadInvitacionByToken(db: Db, instanciaId: string, token: string) {
  if (!TOKEN.test(token)) throw new AppError(404, t.noExiste);
  const [row] = await db
    .select({ invitacion: invitaciones, perfil: perfiles })
    .from(invitaciones)
    .innerJoin(perfiles, eq(perfiles.id, invitaciones.perfilId))
    .where(and(eq(invitaciones.tokenHash, hashToken(token)), eq(invitaciones.instanciaId, instanciaId)));
  if (!row) throw new AppError(404, t.noExiste);
  return row;
}

/** Only a pending, unexpired invitation can be read for acceptance or accepted: 410 / 409 otherwise. */
export function requireInvitacionPendiente(row: Pick<Invitacion, 'estado' | 'expiraEn'>, now: Date): void {
  const estado = estadoEfectivo(row, now);
  if (estado === 'CAD') throw new AppError(410, t.caducada);
  if (estado === 'ACE') throw new AppError(409, t.yaAceptada);
  if (estado === 'CAN') throw new AppError(409, t.cancelada);
}
