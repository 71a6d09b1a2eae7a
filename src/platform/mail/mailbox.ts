import { and, count, desc, eq } from 'drizzle-orm';
import { correos } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { configValue } from '../runtime.ts';

/** Mails per page of the development mailbox. */
export const MAILBOX_PAGE_SIZE = 20;

/**
 * The development mailbox (/dev/correo) exists only where mail cannot leave: no
 * RESEND_API_KEY and NODE_ENV other than production. It shows links with live tokens
 * (invitations, password resets), so it must never be reachable on a real deployment.
 */
export function devMailboxEnabled(): boolean {
  return !configValue('RESEND_API_KEY') && configValue('NODE_ENV') !== 'production';
}

/** One page of the outbox of an instance, newest first. */
export async function listOutbox(opts: { db: Db; instanciaId: string; pagina: number }) {
  const where = eq(correos.instanciaId, opts.instanciaId);
  const [total] = await opts.db.select({ n: count() }).from(correos).where(where);
  const rows = await opts.db
    .select({ id: correos.id, para: correos.para, asunto: correos.asunto, estado: correos.estado, creadoEn: correos.creadoEn })
    .from(correos)
    .where(where)
    .orderBy(desc(correos.creadoEn), desc(correos.id))
    .limit(MAILBOX_PAGE_SIZE)
    .offset((opts.pagina - 1) * MAILBOX_PAGE_SIZE);
  const n = total?.n ?? 0;
  return { rows, total: n, paginas: Math.max(1, Math.ceil(n / MAILBOX_PAGE_SIZE)) };
}

/** One mail of the instance's outbox, or undefined. */
export async function readOutboxMail(opts: { db: Db; instanciaId: string; id: number }) {
  const [row] = await opts.db
    .select()
    .from(correos)
    .where(and(eq(correos.id, opts.id), eq(correos.instanciaId, opts.instanciaId)));
  return row;
}

type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits plain text into text and http(s) links, so the mailbox can show the links as links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'()]+/g)) {
    const start = match.index ?? 0;
    // Sentence punctuation right after a link is not part of it.
    const href = match[0].replace(/[.,;:!?]+$/, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
