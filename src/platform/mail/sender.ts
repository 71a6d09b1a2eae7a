import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { correos } from '../../db/schema/index.ts';
import type { Db, PlatformEnv } from '../../db/types.ts';
import type { Clock } from '../../domain/context.ts';

/** Sender address when RESEND_FROM is not configured. */
export const DEFAULT_FROM = 'Soludable <no-responder@soludable.es>';

const MINUTE = 60 * 1000;
/** Wait after the 1st, 2nd… failed attempt; the 6th failure gives up (estado ERR). */
const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * While one run sends a mail, its next attempt is pushed this far ahead so a concurrent run
 * (another server, an overlapping cron) does not pick it up too. A run that dies mid-send
 * leaves the mail to be retried once the lease is over; Resend's idempotency key then
 * stops a duplicate.
 */
const LEASE_MS = 10 * MINUTE;
/** Mails per run: a cron tick must stay short. */
export const BATCH = 50;

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Same for every attempt at one outbox row, so the provider drops duplicates. */
  idempotencyKey: string;
}

/** Sends one mail; resolves with the provider's id, rejects with a reason to store. */
export type MailSender = (mail: OutgoingMail) => Promise<{ id: string }>;

/** A value from the Worker's env, else from process.env (Node). */
function setting(env: PlatformEnv | undefined, name: string): string | undefined {
  const fromEnv = env?.[name];
  if (typeof fromEnv === 'string' && fromEnv !== '') return fromEnv;
  const fromProcess = typeof process !== 'undefined' ? process.env?.[name] : undefined;
  return fromProcess || undefined;
}

/** True when mail actually leaves (RESEND_API_KEY set); false: it stays in the outbox. */
function mailDeliveryConfigured(env?: PlatformEnv): boolean {
  return setting(env, 'RESEND_API_KEY') !== undefined;
}

/** The Resend adapter of the mail port. The SDK is loaded only when a key is set. */
export function resendSender(apiKey: string): MailSender {
  return async (mail) => {
    const { Resend } = await import('resend');
    const { data, error } = await new Resend(apiKey).emails.send(
      { from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text },
      { idempotencyKey: mail.idempotencyKey },
    );
    if (error || !data) throw new Error(error ? `${error.name}: ${error.message}` : 'Resend no devolvió ningún identificador');
    return { id: data.id };
  };
}

interface DeliveryResult {
  enviados: number;
  fallidos: number;
  /** True when no sender is configured and nothing was attempted. */
  sinProveedor: boolean;
}

/** When the next attempt goes after `intentos` failures; null when it is time to give up. */
export function nextAttemptAt(intentos: number, now: Date): string | null {
  const delay = RETRY_DELAYS_MS[intentos - 1];
  return intentos >= MAX_ATTEMPTS || delay === undefined ? null : new Date(now.getTime() + delay).toISOString();
}

/** The provider's message, short and single-line, for `ultimo_error`. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500) || 'Error desconocido';
}

/**
 * Sends every pending mail that is due. Without RESEND_API_KEY (and no
 * injected `send`) nothing leaves: mails stay PTE and the development mailbox shows them.
 * On success: ENV, enviado_en, id_proveedor. On failure: one more attempt, the error,
 * and the next try after 1, 5, 30 min, 2 h, 12 h; ERR after the 6th failure.
 */
export async function deliverPending(opts: {
  db: Db;
  clock: Clock;
  env?: PlatformEnv;
  /** Injected in tests; otherwise Resend when a key is configured. */
  send?: MailSender;
  limit?: number;
}): Promise<DeliveryResult> {
  const { db, clock, env } = opts;
  const apiKey = setting(env, 'RESEND_API_KEY');
  const send = opts.send ?? (apiKey ? resendSender(apiKey) : undefined);
  if (!send) return { enviados: 0, fallidos: 0, sinProveedor: true };
  const from = setting(env, 'RESEND_FROM') ?? DEFAULT_FROM;

  const now = clock.now();
  const nowIso = now.toISOString();
  const due = await db
    .select({ id: correos.id, proximoIntento: correos.proximoIntento })
    .from(correos)
    .where(and(eq(correos.estado, 'PTE'), or(isNull(correos.proximoIntento), lte(correos.proximoIntento, nowIso))))
    .orderBy(asc(correos.proximoIntento), asc(correos.id))
    .limit(opts.limit ?? BATCH);

  const result: DeliveryResult = { enviados: 0, fallidos: 0, sinProveedor: false };
  for (const candidate of due) {
    // Claim the row: only the run whose UPDATE still sees the old next-attempt time sends it.
    // auditoria: técnica (delivery state of a queued mail)
    const [mail] = await db
      .update(correos)
      .set({ proximoIntento: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where(
        and(
          eq(correos.id, candidate.id),
          eq(correos.estado, 'PTE'),
          candidate.proximoIntento === null
            ? isNull(correos.proximoIntento)
            : eq(correos.proximoIntento, candidate.proximoIntento),
        ),
      )
      .returning();
    if (!mail) continue;
    try {
      const sent = await send({
        from,
        to: mail.para,
        subject: mail.asunto,
        html: mail.html,
        text: mail.texto,
        idempotencyKey: `correo-${mail.instanciaId}-${mail.id}`,
      });
      // auditoria: técnica (delivery state of a queued mail)
      await db
        .update(correos)
        .set({
          estado: 'ENV',
          enviadoEn: clock.now().toISOString(),
          idProveedor: sent.id,
          proximoIntento: null,
          ultimoError: null,
        })
        .where(eq(correos.id, mail.id));
      result.enviados++;
    } catch (error) {
      const intentos = mail.intentos + 1;
      const next = nextAttemptAt(intentos, clock.now());
      // auditoria: técnica (delivery state of a queued mail)
      await db
        .update(correos)
        .set({ intentos, ultimoError: errorText(error), estado: next ? 'PTE' : 'ERR', proximoIntento: next })
        .where(eq(correos.id, mail.id));
      result.fallidos++;
    }
  }
  return result;
}

/**
 * Starts delivery right after a mail was queued, without making the request wait for the
 * provider: `waitUntil` keeps a Worker alive for it; on Node the promise simply runs on.
 * Failures are left to the outbox's retries (the scheduled job).
 */
export function deliverSoon(opts: { db: Db; clock: Clock; env?: PlatformEnv; waitUntil?: (p: Promise<unknown>) => void }) {
  if (!mailDeliveryConfigured(opts.env)) return;
  const run = deliverPending(opts).catch((e) => console.error('[correo] envío inmediato fallido:', errorText(e)));
  opts.waitUntil?.(run);
}
