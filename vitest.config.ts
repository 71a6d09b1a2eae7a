import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
    environment: 'node',
    // Each API test file migrates and seeds its own in-memory database.
    pool: 'forks',
    testTimeout: 20000,
    // The address the test apps are deployed at: links in mails start with it (design.md §9b).
    env: { PUBLIC_URL: 'http://localhost' },
  },
});
