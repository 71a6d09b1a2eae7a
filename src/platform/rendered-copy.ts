import { sha256Base64 } from './digest.ts';
import { inlineScripts } from './script-tags.ts';

/** A rendered reply's headers without the length and encoding of that one reply. */
function keptHeaders(rendered: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  rendered.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  return headers;
}

/**
 * What the page caches (page-cache.ts for visitors, page-cache-session.ts per session) keep of a
 * rendered page: its HTML as bytes and its headers without the length and encoding of that one
 * reply, with a CSP that lists the hashes of its inline scripts (a kept body cannot carry a
 * fresh nonce). `csp` builds the policy from those hashes.
 */
export async function copiaDeRender(
  rendered: Response,
  csp: (hashes: string[]) => string,
): Promise<{ html: string; identity: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const html = await rendered.text();
  const hashes = await Promise.all(inlineScripts(html).map(async (s) => `'sha256-${await sha256Base64(s)}'`));
  const headers = keptHeaders(rendered);
  headers['content-security-policy'] = csp([...new Set(hashes)]);
  return { html, identity: new TextEncoder().encode(html), headers };
}

/** What the per-session cache keeps of a rendered RSC payload: its bytes and headers as rendered. */
export async function copiaTalCual(
  rendered: Response,
): Promise<{ identity: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const identity = new Uint8Array(await rendered.arrayBuffer());
  const headers = keptHeaders(rendered);
  return { identity, headers };
}

/** Stores `value` under `key` as the newest entry, dropping the oldest past `max` entries. */
export function guardarAcotado<V>(entries: Map<string, V>, key: string, value: V, max: number): void {
  entries.delete(key);
  if (entries.size >= max) entries.delete(entries.keys().next().value as string);
  entries.set(key, value);
}
