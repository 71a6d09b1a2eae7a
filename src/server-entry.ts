import type { MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { createApp } from './api/app.ts';
import { pageFrontDoor, pageFrontDoorMiddleware } from './api/middleware/front-door.ts';
import type { PlatformEnv } from './db/types.ts';
import { cachedPage } from './platform/page-cache.ts';
import { pageReplies } from './platform/page-replies.ts';
import { pageSecurity } from './platform/page-security.ts';
import { scheduled } from './platform/scheduled.ts';

const api = createApp();

/** /api/* goes to the Hono REST app; everything else falls through to Waku's pages. */
const apiMiddleware = (): MiddlewareHandler => async (c, next) => {
  const path = c.req.path;
  if (path !== '/api' && !path.startsWith('/api/')) return next();
  let executionCtx: ExecutionContext | undefined;
  try {
    executionCtx = c.executionCtx as unknown as ExecutionContext;
  } catch {
    // Node has no execution context.
  }
  return api.fetch(c.req.raw, c.env, executionCtx);
};

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
  props: unknown;
}

const serverEntry = adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  // The front door first: `waku dev` has no server entry of ours before these (ADR 0053).
  middlewareFns: [
    pageFrontDoorMiddleware,
    contextStorage,
    pageSecurity({ csp: import.meta.env.PROD }),
    pageReplies,
    apiMiddleware,
  ],
});

/**
 * The API without the page layers around it: the Node server and the Worker send /api/* here
 * directly (the adapter's static-file check, request context and page middleware cost every
 * API call time and do nothing for it).
 */
const apiFetch = (req: Request, env: PlatformEnv | undefined, executionCtx?: ExecutionContext) =>
  api.fetch(req, env, executionCtx);

// The Worker entry (src/cloudflare.ts) and the Node start script reach the cron jobs, the API,
// the pages' front door and the anonymous page cache through the server entry, so both run the
// one bundled copy of the domain code.
export default Object.assign(serverEntry, { scheduled, apiFetch, cachedPage, pageFrontDoor });
