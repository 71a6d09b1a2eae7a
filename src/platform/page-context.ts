import { getContext } from 'hono/context-storage';
import { cache } from 'react';
import { unstable_getHeaders } from 'waku/server';
import { clientAddress } from '../api/client-address.ts';
import type { Instancia } from '../db/schema/index.ts';
import { type Actor, type DomainContext, systemClock } from '../domain/context.ts';
import { getInstanciaCached } from '../domain/instancias.ts';
import { DEFAULT_INSTANCIA } from '../domain/shared/instancia.ts';
import { MemoPeticion } from '../domain/shared/memo-peticion.ts';
import { configValue, requestDb } from './runtime.ts';

/**
 * The instance pages are rendered for (one per deployment for now: DEFAULT_INSTANCIA).
 * Memoised per request: the layout and the page both ask for it.
 */
export const pageInstancia = cache(
  (): Promise<Instancia> => getInstanciaCached(requestDb(), configValue('DEFAULT_INSTANCIA') ?? DEFAULT_INSTANCIA),
);

export function requestHeader(name: string): string | undefined {
  try {
    return unstable_getHeaders()[name.toLowerCase()];
  } catch {
    return undefined;
  }
}

/** What the page request worked out about who may do what, shared by the layout and the page (ADR 0042). */
const pageMemo = cache((): MemoPeticion => new MemoPeticion());

/** The domain context of a page request: pages read through the same gates as the API. */
export async function pageDomainContext(actor: Actor | null): Promise<DomainContext> {
  return {
    db: requestDb(),
    actor,
    instancia: await pageInstancia(),
    clock: systemClock,
    peticion: pagePeticion(),
    memo: pageMemo(),
  };
}

/**
 * The page request's client address and id, for audit entries (the API's own helper). Pages
 * are not behind the API's request-id middleware: a proxy's X-Request-Id, else one made up
 * once per request.
 */
export const pagePeticion = cache((): { direccion: string | null; requestId: string | null } => {
  let direccion: string | null = null;
  try {
    direccion = clientAddress(getContext());
  } catch {
    // Rendered outside a request (tests): no address to record.
  }
  return { direccion, requestId: requestHeader('x-request-id') ?? crypto.randomUUID() };
});
