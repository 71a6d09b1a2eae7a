import type { Context } from 'hono';
import type { DomainContext } from '../domain/context.ts';
import { MemoPeticion } from '../domain/shared/memo-peticion.ts';
import { clientAddress } from './client-address.ts';
import type { ApiEnv } from './types.ts';

// One memo per request, shared by every domain context built for it (a route may build more
// than one): what the request worked out about who may do what is kept until it ends (ADR 0042).
const memos = new WeakMap<Context<ApiEnv>, MemoPeticion>();

function memoDe(c: Context<ApiEnv>): MemoPeticion {
  let memo = memos.get(c);
  if (!memo) {
    memo = new MemoPeticion();
    memos.set(c, memo);
  }
  return memo;
}

/** The context every domain function takes, from the values the middleware set. */
export function domainContext(c: Context<ApiEnv>): DomainContext {
  let direccion: string | undefined;
  return {
    memo: memoDe(c),
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
