import { correos } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Clock } from '../../domain/context.ts';

export interface MailContent {
  asunto: string;
  html: string;
  texto: string;
}

export interface QueuedMail {
  instanciaId: string;
  para: string;
  plantilla: string;
  contenido: MailContent;
  clock: Clock;
}

/**
 * The outbox INSERT for one mail, not yet run: for callers that must queue the mail in the
 * same `db.batch` as the change it announces (so there is never one without the other).
 */
export function mailInsert(db: Db, mail: QueuedMail) {
  const now = mail.clock.now().toISOString();
  return db
    .insert(correos)
    .values({
      instanciaId: mail.instanciaId,
      para: mail.para.trim().toLowerCase(),
      asunto: mail.contenido.asunto,
      html: mail.contenido.html,
      texto: mail.contenido.texto,
      plantilla: mail.plantilla,
      estado: 'PTE',
      intentos: 0,
      proximoIntento: now,
      creadoEn: now,
    })
    .returning({ id: correos.id });
}

/**
 * Queues an e-mail: it is written to the outbox first; the sender
 * (src/platform/mail/sender.ts, run right away and by the scheduled job) delivers it
 * through Resend when RESEND_API_KEY is set. Returns the outbox id.
 */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<number> {
  const [row] = await mailInsert(db, mail);
  return (row as { id: number }).id;
}
