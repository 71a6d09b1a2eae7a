import { type SQL, sql } from 'drizzle-orm';
import { correos } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import type { Clock } from '../../context.ts';

// Sending mail, as the domain sees it (ADR 0040): a row in the `correos` outbox, written in the
// same batch as the change it announces. Delivery is the platform's (src/platform/mail/sender.ts
// and the development mailbox read the outbox), so nothing here imports it.

/** A mail ready to send: its subject and the same content as HTML and as plain text. */
export interface MailContent {
  asunto: string;
  html: string;
  texto: string;
}

interface QueuedMail {
  instanciaId: string;
  para: string;
  plantilla: string;
  contenido: MailContent;
  clock: Clock;
  /**
   * A value known only inside the batch (the id of a row an earlier statement of the same batch
   * creates) that replaces `marca` wherever it appears in the subject, the text and the HTML:
   * how a mail links to a record the change it announces is creating.
   */
  sustituir?: { marca: string; valor: SQL };
}

/** A text of the mail as the statement writes it: with the in-batch value put in place of its mark. */
const sustitucion =
  ({ sustituir: s }: QueuedMail) =>
  (texto: string): SQL<string> =>
    s ? sql<string>`replace(${texto}, ${s.marca}, ${s.valor})` : sql<string>`${texto}`;

/**
 * The outbox INSERT for one mail, not yet run: for callers that must queue the mail in the
 * same `db.batch` as the change it announces (so there is never one without the other).
 */
export function mailInsert(db: Db, mail: QueuedMail) {
  const now = mail.clock.now().toISOString();
  const con = sustitucion(mail);
  return db
    .insert(correos)
    .values({
      instanciaId: mail.instanciaId,
      para: mail.para.trim().toLowerCase(),
      asunto: con(mail.contenido.asunto),
      html: con(mail.contenido.html),
      texto: con(mail.contenido.texto),
      plantilla: mail.plantilla,
      estado: 'PTE',
      intentos: 0,
      proximoIntento: now,
      creadoEn: now,
    })
    .returning({ id: correos.id });
}

/**
 * Like `mailInsert`, for a batch whose change may turn out a no-op: the mail is written only
 * if `si` holds when the statement runs (e.g. "the project moved", checked after the guarded
 * update earlier in the same batch), so a change that did not happen announces nothing.
 */
export function mailInsertSi(db: Db, mail: QueuedMail, si: SQL) {
  const now = mail.clock.now().toISOString();
  const con = sustitucion(mail);
  return db.run(
    sql`insert into ${correos} (instancia_id, para, asunto, html, texto, plantilla, estado, intentos, proximo_intento, creado_en)
      select ${mail.instanciaId}, ${mail.para.trim().toLowerCase()}, ${con(mail.contenido.asunto)}, ${con(mail.contenido.html)},
        ${con(mail.contenido.texto)}, ${mail.plantilla}, 'PTE', 0, ${now}, ${now}
      where ${si}`,
  );
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
