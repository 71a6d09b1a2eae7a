import { eq } from 'drizzle-orm';
import { consultaClaves } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';

// The contact form's minimum fill time, without trusting the client: the page hands out the
// moment it was rendered, signed with the instance's key (HMAC-SHA-256), and the submission
// sends it back. A stamp that is not ours, or too old, is refused; one younger than the minimum
// means a program filled the form in. Nothing is stored per form shown.

/** People take longer than this to fill in name, document, e-mail, phone and a question. */
export const MIN_RELLENO_MS = 3_000;
/** A form left open longer than this is reloaded (its stamp could have been kept and replayed). */
export const MAX_RELLENO_MS = 24 * 60 * 60 * 1000;

const codificar = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The instance's signing key, made on first use (the first of two concurrent makers wins). */
async function claveDe(ctx: Pick<DomainContext, 'db' | 'instancia'>): Promise<CryptoKey> {
  const id = ctx.instancia.id;
  let [row] = await ctx.db.select({ clave: consultaClaves.clave }).from(consultaClaves).where(eq(consultaClaves.instanciaId, id));
  if (!row) {
    const nueva = codificar(crypto.getRandomValues(new Uint8Array(32)));
    // auditoria: técnica (a random key the contact form's stamps are signed with)
    await ctx.db.insert(consultaClaves).values({ instanciaId: id, clave: nueva }).onConflictDoNothing();
    [row] = await ctx.db.select({ clave: consultaClaves.clave }).from(consultaClaves).where(eq(consultaClaves.instanciaId, id));
  }
  if (!row) throw new Error('Sin clave de firma del formulario de contacto');
  return crypto.subtle.importKey('raw', new TextEncoder().encode(row.clave), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

const firmar = async (clave: CryptoKey, instancia: string, ms: number) =>
  codificar(await crypto.subtle.sign('HMAC', clave, new TextEncoder().encode(`contacto:${instancia}:${ms}`)));

/** The stamp of a contact form rendered now: `<ms>.<signature>`. */
export async function getMarcaContacto(ctx: Pick<DomainContext, 'db' | 'instancia' | 'clock'>): Promise<string> {
  const ms = ctx.clock.now().getTime();
  return `${ms}.${await firmar(await claveDe(ctx), ctx.instancia.id, ms)}`;
}

/** Compares without stopping at the first difference (no timing hint about the signature). */
function iguales(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const rechazo = (message: string) => new AppError(422, message, { marca: [message] });

/** 422 unless `marca` is one of our stamps, at least MIN_RELLENO_MS and at most MAX_RELLENO_MS old. */
export async function requireMarcaValida(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'clock'>,
  marca: string | null | undefined,
) {
  const [texto, firma] = (marca ?? '').split('.');
  const ms = Number(texto);
  if (!texto || !firma || !/^\d{1,15}$/.test(texto)) throw rechazo(t.marcaCaducada);
  if (!iguales(firma, await firmar(await claveDe(ctx), ctx.instancia.id, ms))) throw rechazo(t.marcaCaducada);
  const edad = ctx.clock.now().getTime() - ms;
  if (edad > MAX_RELLENO_MS) throw rechazo(t.marcaCaducada);
  if (edad < MIN_RELLENO_MS) throw rechazo(t.demasiadoRapido);
}
