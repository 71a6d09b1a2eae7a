import type { Actor, DomainContext } from '../../domain/context.ts';
import { systemClock } from '../../domain/context.ts';
import { pageInstancia } from '../../platform/page-context.ts';
import { requestDb } from '../../platform/runtime.ts';

/** The domain context of a page request: pages read through the same gate as the API. */
export async function pageDomainContext(actor: Actor | null): Promise<DomainContext> {
  return { db: requestDb(), actor, instancia: await pageInstancia(), clock: systemClock };
}
