import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Distinct method + path pairs kept; past it the oldest goes (paths with ids come and go). */
const MAX_RUTAS = 1000;
/** Longer paths are matched each time, never kept (nothing a client sends may grow the memory). */
const MAX_LARGO = 200;

/**
 * Hono's default router (the same SmartRouter: the API's routes need its trie, RegExpRouter
 * refuses them) with its answers kept per method and path. The trie walks every segment and
 * builds new arrays and parameter objects on every call (~4 KB of garbage per API call,
 * profiled), although the answer for a method and path never changes once the routes are in.
 * An answer is only read by Hono (handlers, parameters, matched routes), never changed, as
 * RegExpRouter's own answers for fixed paths are shared between requests too.
 */
export class RouterMemo<T> implements Router<T> {
  name = 'RouterMemo';
  readonly #router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    // Hono adds every route before the first match (SmartRouter refuses one after it).
    this.#kept.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_LARGO) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#kept.get(key);
    if (!result) {
      result = this.#router.match(method, path);
      this.#kept.set(key, result);
      if (this.#kept.size > MAX_RUTAS) this.#kept.delete(this.#kept.keys().next().value as string);
    }
    return result;
  }
}
