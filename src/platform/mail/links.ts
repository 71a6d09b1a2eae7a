import type { PlatformEnv } from '../../db/types.ts';

/**
 * The origin links in mails point to: PUBLIC_URL when configured (behind a proxy the
 * request's Host may be internal), else the origin the request came to.
 */
export function publicOrigin(requestUrl: string, env?: PlatformEnv): string {
  const configured = env?.PUBLIC_URL ?? (typeof process !== 'undefined' ? process.env?.PUBLIC_URL : undefined);
  if (typeof configured === 'string' && /^https?:\/\//i.test(configured)) return new URL(configured).origin;
  return new URL(requestUrl).origin;
}
