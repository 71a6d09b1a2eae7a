import type { Context } from 'hono';

/**
 * Sets a header on the reply a handler has made, from a middleware after `next()`.
 *
 * Not `c.header`, and nothing that touches `c.res` before the handler: either makes Hono rebuild
 * the handler's reply from its `body`, which turns @hono/node-server's light Response into a full
 * one that is then streamed through a ReadableStream (profiled: the largest per-request cost of an
 * API read). A reply whose headers are immutable (e.g. one returned by `fetch`) goes through
 * `c.header`, which copies it.
 */
export function setOnReply(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
