import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const DB_DIR = 'data';
const DB_FILE = 'e2e.db';
/** Where the browser tests put the test CA of the certificate sign-in. */
const CERT_LOGIN_CA_FILE = join(DB_DIR, 'e2e-ca-login.pem');

/** True when something already listens on the port (a server that `reuseExistingServer` would reuse). */
function portInUse(port: number): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s=require('node:net').connect(${port},'127.0.0.1');` +
        's.on("connect",()=>{s.destroy();process.exit(0)});s.on("error",()=>process.exit(1));',
    ],
    { timeout: 5_000 },
  );
  return probe.status === 0;
}

/**
 * Every run starts from a fresh seeded database: delete ./data/e2e.db (and its -wal/-shm/-journal
 * files) before the web server starts, so `scripts/start.ts` migrates and seeds it anew. The config
 * is also loaded by each worker process (TEST_WORKER_INDEX is set there): only the runner deletes,
 * and never under a server that is already running and will be reused.
 */
if (!process.env.TEST_WORKER_INDEX && !portInUse(PORT)) {
  let files: string[] = [];
  try {
    files = readdirSync(DB_DIR);
  } catch {
    // No data folder yet: nothing to delete.
  }
  for (const f of files) if (f === DB_FILE || f.startsWith(`${DB_FILE}-`)) rmSync(join(DB_DIR, f), { force: true });
}

const launchOptions = {
  // Debian's Chromium: Playwright must never download a browser here (no internet).
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI runs on a shared 2-core machine where one scrypt sign-in alone can take seconds: the bounds
  // there are doubled (a bound is a wait, never a timing check; a healthy run never nears it).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /responsive\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      testMatch: /responsive\.spec\.ts$/,
      use: {
        // A phone-sized Chromium (Pixel 5 emulation) at 390x844.
        ...devices['Pixel 5'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    port: PORT,
    // TRUST_PROXY=1: the tests act as the one proxy in front, so a test that submits many requests
    // names its own client address in X-Forwarded-For and the per-address caps of one test do not
    // spill into another; the browser's own requests (no such header) count by their socket.
    env: {
      PORT: String(PORT),
      DATABASE_URL: `file:./${DB_DIR}/${DB_FILE}`,
      JOB_INTERVAL_MS: '3600000',
      TRUST_PROXY: '1',
      // The certificate sign-in's authorities: tests/e2e/login-certificado.spec.ts writes a test
      // CA made at run time there (read per request; no key is ever committed).
      CERT_LOGIN_CA_FILE: CERT_LOGIN_CA_FILE,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
