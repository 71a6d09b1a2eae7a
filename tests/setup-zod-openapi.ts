/**
 * Loaded before every test file (vitest.config.ts setupFiles). Importing @hono/zod-openapi adds
 * `.openapi()` to zod's schemas, but only to those built after it runs; the app imports it before
 * any route builds on a domain schema. With `isolate: false` a worker keeps the modules a file
 * loaded, so a unit test that imports a domain schema first would leave that schema without
 * `.openapi()` for the API test files that follow it in the same worker. Loading it here first
 * makes the order of files irrelevant.
 */
import '@hono/zod-openapi';
