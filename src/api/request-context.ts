import type { Context } from 'hono';
import type { DomainContext } from '../domain/context.ts';
import { clientAddress } from './client-address.ts';
import type { ApiEnv } from './types.ts';

/** The context every domain function takes, from the values the middleware set. */
export function domainContext(c: Context<ApiEnv>): DomainContext {
  let direccion: string | undefined;
  return {
    db: c.get('db'),
    actor: c.get('actor'),
    instancia: c.get('instancia'),
    clock: c.get('clock'),
    peticion: {
      // Only writes (their audit entries) and limits read the address: worked out then, once.
      get direccion() {
        direccion ??= clientAddress(c);
        return direccion;
      },
      requestId: c.get('requestId') ?? null,
    },
  };
}

/** Lets a Worker finish work (sending mail) after the reply; Node has no execution context. */
export function waitUntilOf(c: Context<ApiEnv>) {
  try {
    const ctx = c.executionCtx;
    return (p: Promise<unknown>) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}
