/**
 * `npm test`: every suite, one summary. Unit and API tests (vitest), browser tests against
 * the built server (Playwright + Chromium), and the Cloudflare Worker smoke test (workerd +
 * local D1). Ends with the line "N passed, N failed" summed over all suites.
 *
 * `npm test -- unit` (or e2e, cloudflare) runs only the named suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.ts';

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
}

const RESULTS = 'test-results';

function runSuite(suite: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${suite} ━━`);
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(): Outcome {
  const out = `${RESULTS}/vitest.json`;
  rmSync(out, { force: true });
  const status = runSuite('unidad y API (vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) return { suite: 'vitest', passed: 0, failed: Math.max(status, 1) };
  const r = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  // A file that fails to load counts as a failure even though it ran no test.
  return {
    suite: 'vitest',
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numFailedTests === 0 && status !== 0 ? 1 : 0),
  };
}

function playwright(): Outcome {
  const out = `${RESULTS}/e2e.json`;
  rmSync(out, { force: true });
  const chromium = ensureChromium();
  const status = runSuite('navegador (Playwright)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
  if (!existsSync(out)) return { suite: 'e2e', passed: 0, failed: Math.max(status, 1) };
  const r = JSON.parse(readFileSync(out, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  const failed = r.stats.unexpected + (r.stats.unexpected === 0 && status !== 0 ? 1 : 0);
  return { suite: 'e2e', passed: r.stats.expected + r.stats.flaky, failed };
}

function cloudflare(): Outcome {
  console.log('\n━━ Cloudflare Worker (workerd + D1 local) ━━');
  const result = spawnSync('npx', ['tsx', 'scripts/cf-smoke.ts'], { encoding: 'utf8', env: process.env });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const m = /(\d+) passed, (\d+) failed/.exec(result.stdout ?? '');
  if (!m) return { suite: 'cloudflare', passed: 0, failed: 1 };
  return { suite: 'cloudflare', passed: Number(m[1]), failed: Number(m[2]) + (result.status !== 0 && m[2] === '0' ? 1 : 0) };
}

const SUITES: Record<string, () => Outcome> = { unit: vitest, e2e: playwright, cloudflare };
const requested = process.argv.slice(2).filter((a) => a in SUITES);
const names = requested.length > 0 ? requested : Object.keys(SUITES);

mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const outcomes = names.map((n) => (SUITES[n] as () => Outcome)());
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);

console.log('\n━━ Resumen ━━');
for (const o of outcomes) console.log(`  ${o.suite.padEnd(12)} ${o.passed} passed, ${o.failed} failed`);
console.log(`  tiempo total: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
