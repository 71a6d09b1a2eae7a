/**
 * Loaded before every test file (vitest.config.ts setupFiles). With `isolate: false` the files
 * of a worker share one global object, and @hono/node-server's listener (`serve`,
 * `getRequestListener`: what the Node server and its tests start) replaces the global `Request`
 * and `Response` with its light classes for the rest of the process. A file that ran after it
 * then built its replies with those classes, which differ from undici's (hono's HEAD answer over
 * a reply made without options threw), so a file's result depended on which file ran before it
 * in the same worker. The globals the worker started with are put back before each file.
 */
const KEY = Symbol.for('acredita.tests.globales');
type Globales = { Request: typeof Request; Response: typeof Response };
const store = globalThis as unknown as Record<symbol, Globales | undefined>;
store[KEY] ??= { Request: globalThis.Request, Response: globalThis.Response };
const pristine = store[KEY];
for (const name of ['Request', 'Response'] as const) {
  if (globalThis[name] !== pristine[name]) {
    Object.defineProperty(globalThis, name, { value: pristine[name], writable: true, configurable: true });
  }
}
