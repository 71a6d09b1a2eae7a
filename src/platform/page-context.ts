import { cache } from 'react';
import { unstable_getHeaders } from 'waku/server';
import type { Instancia } from '../db/schema/index.ts';
import { getInstancia } from '../domain/instancias.ts';
import { configValue, requestDb } from './runtime.ts';

/**
 * The instance pages are rendered for (one per deployment for now: DEFAULT_INSTANCIA).
 * Memoised per request: the layout and the page both ask for it.
 */
export const pageInstancia = cache(
  (): Promise<Instancia> => getInstancia(requestDb(), configValue('DEFAULT_INSTANCIA') ?? 'soludable'),
);

export function requestHeader(name: string): string | undefined {
  try {
    return unstable_getHeaders()[name.toLowerCase()];
  } catch {
    return undefined;
  }
}
