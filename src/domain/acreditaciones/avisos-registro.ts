import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { acreditacionAvisos } from '../../db/schema/acreditacion-avisos.ts';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import type { Db } from '../../db/types.ts';
import { type AuditContext, auditar, commit, type Paso } from '../auditoria/registro.ts';
import type { Clock } from '../context.ts';
import { isUniqueViolation } from '../shared/comun.ts';

// The ledger of an accreditation's notices (acreditacion_avisos): the issue notice (emision.ts)
// and the renewal reminders (caducidad.ts). A notice is keyed by accreditation, `dias` and the
// date it announced; it goes out as ONE batch (its ledger row, a plain INSERT, its mails and its
// audit entry), so a concurrent run's duplicate fails on the unique key and sends nothing.

/** The join to the ledger row of notice `dias` for the date in `fecha`: left-joined, a null id means not sent yet. */
export const registroAviso = (dias: number, fecha: SQLiteColumn) =>
  and(
    eq(acreditacionAvisos.acreditacionId, acreditaciones.id),
    eq(acreditacionAvisos.dias, dias),
    eq(acreditacionAvisos.fechaVigencia, fecha),
  );

/** The notice's batch: its ledger row, its mails and the audit entry that names who it went to. */
export function pasosRegistroAviso(
  ctx: { db: Db; clock: Clock },
  a: { id: number; instanciaId: string },
  aviso: { dias: number; fecha: string; mails: Paso[]; para: string[] },
): Paso[] {
  return [
    ctx.db.insert(acreditacionAvisos).values({
      acreditacionId: a.id,
      dias: aviso.dias,
      fechaVigencia: aviso.fecha,
      enviadoEn: ctx.clock.now().toISOString(),
    }),
    ...aviso.mails,
    auditar({
      accion: 'CREAR',
      entidad: 'acreditacion-aviso',
      entidadId: a.id,
      instanciaId: a.instanciaId,
      cambios: [{ Campo: 'Destinatarios', Antes: null, Despues: aviso.para }],
    }),
  ];
}

/** Commits a notice's batch; false when a concurrent run's batch sent it first. */
export async function enviarAviso(ctx: AuditContext, pasos: Paso[]): Promise<boolean> {
  try {
    await commit(ctx, pasos);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
