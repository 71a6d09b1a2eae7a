import { getContext } from 'hono/context-storage';
import { cache } from 'react';
import { unstable_getHeaders } from 'waku/server';
import { clientAddress } from '../api/client-address.ts';
import type { Instancia } from '../db/schema/index.ts';
import { type Actor, type DomainContext, systemClock } from '../domain/context.ts';
import { getInstanciaCached } from '../domain/instancias.ts';
import { configValue, requestDb } from './runtime.ts';

/**
 * The instance pages are rendered for (one per deployment for now: DEFAULT_INSTANCIA).
 * Memoised per request: the layout and the page both ask for it.
 */
export const pageInstancia = cache(
  (): Promise<Instancia> => getInstanciaCached(requestDb(), configValue('DEFAULT_INSTANCIA') ?? 'soludable'),
);

export function requestHeader(name: string): string | undefined {
  try {
    return unstable_getHeaders()[name.toLowerCase()];
  } catch {
    return undefined;
  }
}

/** The domain context of a page request: pages read through the same gates as the API. */
export async function pageDomainContext(actor: Actor | null): Promise<DomainContext> {
  return { db: requestDb(), actor, instancia: await pageInstancia(), clock: systemClock };
}

/** The page request's client address and id, for audit entries (the API's own helper). */
export function pagePeticion(): { direccion: string | null; requestId: string | null } {
  try {
    const c = getContext();
    return { direccion: clientAddress(c), requestId: requestHeader('x-request-id') ?? null };
  } catch {
    return { direccion: null, requestId: null };
  }
}
