/**
 * Renders of a page under way, by cache key, for the page caches (page-cache.ts for visitors,
 * page-cache-session.ts per session): requests for a copy not stored yet wait for the one render
 * in progress instead of each rendering it (100 visitors arriving at a cold page rendered it
 * 100 times at once, and the process answered nothing for seconds). The render settles its
 * waiters with what it stored, or with null when it stored nothing (a redirect, a 404, an
 * error: they then render their own); a render that never comes back releases them after
 * `maxMs`.
 */
export class RendersEnCurso<E> {
  readonly #renders = new Map<string, { since: number; done: Promise<E | null>; settle: (e: E | null) => void }>();

  constructor(private readonly maxMs: number) {}

  /** The render of `key` under way (started at `since`), if any. */
  get(key: string): { since: number; done: Promise<E | null> } | undefined {
    return this.#renders.get(key);
  }

  has(key: string): boolean {
    return this.#renders.has(key);
  }

  /** A render of `key` starts now (one already under way is released first). */
  start(key: string, now: number): void {
    this.settle(key, null);
    let resolve: (e: E | null) => void = () => {};
    const done = new Promise<E | null>((r) => {
      resolve = r;
    });
    const timer = setTimeout(() => {
      if (this.#renders.get(key) === render) this.settle(key, null);
    }, this.maxMs);
    (timer as { unref?: () => void }).unref?.();
    const render = {
      since: now,
      done,
      settle: (e: E | null) => {
        clearTimeout(timer);
        resolve(e);
      },
    };
    this.#renders.set(key, render);
  }

  /** The render of `key` ended: its waiters get `e` (null: render your own). */
  settle(key: string, e: E | null): void {
    const render = this.#renders.get(key);
    if (!render) return;
    this.#renders.delete(key);
    render.settle(e);
  }

  /** Releases every waiter (tests reset the caches between cases). */
  settleAll(): void {
    for (const key of [...this.#renders.keys()]) this.settle(key, null);
  }
}
