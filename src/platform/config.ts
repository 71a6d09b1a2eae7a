/**
 * Configuration reads with no dependencies, so that the Worker entry (bundled by wrangler, not
 * Vite) and the start scripts can import them too.
 */

/**
 * A configuration value from the given platform bindings (a Worker's vars, or what a test
 * passes), else the process environment. For code that holds its request's bindings.
 */
export function configFrom(env: unknown, name: string): string | undefined {
  const bound = env && typeof env === 'object' ? (env as Record<string, unknown>)[name] : undefined;
  if (typeof bound === 'string') return bound;
  return typeof process !== 'undefined' ? process.env[name] : undefined;
}

/** True inside a Cloudflare Worker (the runtime's documented user agent). */
export function onWorkers(): boolean {
  return typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers';
}
