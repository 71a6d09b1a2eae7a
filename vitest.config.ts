import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
    environment: 'node',
    // zod's OpenAPI extension before any schema is built, whichever file runs first; the
    // globals a file may replace (node-server's Request and Response) put back before each file.
    setupFiles: ['./tests/setup-zod-openapi.ts', './tests/setup-globals.ts'],
    // Each API test file migrates and seeds its own in-memory database.
    pool: 'forks',
    // Files share a worker's loaded modules instead of importing the whole app again per file
    // (import time was 270 s of a 465 s run). Safe because every file builds its own app and
    // database and restores what it changes in process.env; no file mocks modules.
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 30000,
    // The address the test apps are deployed at: links in mails start with it (design.md §9b).
    env: { PUBLIC_URL: 'http://localhost' },
  },
});
