/**
 * A memory-reducing collection for the Node server under unbroken load (ADR 0074).
 *
 * V8 keeps the heap pages a collection frees in a pool for reuse, and flushes the pool only in a
 * memory-reducing collection, which it runs by itself when the process goes idle. A server that
 * never idles keeps its highest heap of the day resident: measured with `--trace-gc`, ~55-70 MB
 * pooled beside a 60 MB live heap, and `npm run bench` peaked at 404-424 MB (target < 400). One
 * memory-reducing collection (`gc({ flavor: 'last-resort' })`, Node's `--expose-gc`) took the
 * server from 309 to 187 MB, for a pause of ~100 ms (two compacting collections).
 *
 * So: every CHECK_EVERY_MS the resident size is read, and past REDUCE_ABOVE_MB one such
 * collection runs, at most once per MIN_INTERVAL_MS. An idle server never reaches the threshold
 * (V8 reduces it by itself), so the pause is paid only under sustained load, a few times a
 * minute at most. A server started without `--expose-gc` (no `gc` global) does nothing here.
 */

/** The resident size past which the pool is flushed: 75 % of the 400 MB budget, above an idle server (~190-250 MB). */
export const REDUCE_ABOVE_MB = 300;
/** At most one pause of ~100 ms per this many milliseconds. */
export const MIN_INTERVAL_MS = 20_000;
/** How often the resident size is read (a read of /proc/self/stat, microseconds). */
export const CHECK_EVERY_MS = 1_000;

const MB = 1024 * 1024;

/** Whether to collect now: past the threshold, and the last collection long enough ago. */
export function shouldReduce(rssBytes: number, now: number, last: number | null): boolean {
  return rssBytes > REDUCE_ABOVE_MB * MB && (last === null || now - last >= MIN_INTERVAL_MS);
}

interface Options {
  /** Node's `gc` (present with `--expose-gc`). */
  gc: NodeJS.GCFunction | undefined;
  rss?: () => number;
  now?: () => number;
  every?: number;
}

/** Starts the check; returns its stop, or null when the process has no `gc` to call. */
export function startMemoryReducer({
  gc,
  rss = () => process.memoryUsage.rss(),
  now = Date.now,
  every = CHECK_EVERY_MS,
}: Options): (() => void) | null {
  if (typeof gc !== 'function') return null;
  let last: number | null = null;
  const timer = setInterval(() => {
    const t = now();
    if (!shouldReduce(rss(), t, last)) return;
    last = t;
    // A task of its own, not inside this callback; a failure is only a missed reduction.
    gc({ type: 'major', execution: 'async', flavor: 'last-resort' }).catch(() => {});
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
