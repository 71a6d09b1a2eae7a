export type Encoding = 'br' | 'gzip';

/** Whether the Accept-Encoding header admits `coding` (listed and not refused with q=0). */
function accepts(header: string, coding: Encoding): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The encoding to send a precompressed body in: brotli when the client takes it (smaller),
 * else gzip, else none. `available` says which forms exist.
 */
export function preferredEncoding(header: string | null | undefined, available: Record<Encoding, boolean>): Encoding | null {
  if (!header) return null;
  if (available.br && accepts(header, 'br')) return 'br';
  if (available.gzip && accepts(header, 'gzip')) return 'gzip';
  return null;
}
