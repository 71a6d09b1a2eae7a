/**
 * `npm test`: every suite, one summary. Unit and API tests (vitest), browser tests against
 * the built server (Playwright + Chromium), and the Cloudflare Worker smoke test (workerd +
 * local D1). Ends with the line "N passed, N failed" summed over all suites.
 *
 * The API tests (tests/api) run twice: with the unit tests on Node against libSQL, and in the
 * `edge` suite inside workerd against a local D1 and R2 (vitest.workers.config.ts).
 *
 * `npm test -- unit` (or edge, e2e, cloudflare) runs only the named suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { EXCLUIDOS_EN_WORKERD } from '../tests/runtime/excluidos-workerd.ts';
import { ensureChromium } from './lib/chromium.ts';

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  /** Lines the summary prints under the suite's own (e.g. the count per runtime). */
  detail?: string[];
}

/** The parts of vitest's JSON report the summary reads. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

/** Passed tests of the files under tests/api. */
const apiPassed = (r: VitestReport) =>
  r.testResults
    .filter((f) => f.name.includes('/tests/api/'))
    .reduce((n, f) => n + f.assertionResults.filter((a) => a.status === 'passed').length, 0);

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
  const r = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
  // A file that fails to load counts as a failure even though it ran no test.
  return {
    suite: 'vitest',
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numFailedTests === 0 && status !== 0 ? 1 : 0),
    detail: [`API en Node (libSQL): ${apiPassed(r)} passed`],
  };
}

/** The API suite again, inside workerd against a local D1 and R2. */
function edge(): Outcome {
  const out = `${RESULTS}/edge.json`;
  rmSync(out, { force: true });
  const excluded = Object.entries(EXCLUIDOS_EN_WORKERD);
  const status = runSuite('API en workerd (D1 + R2)', 'npx', [
    'vitest',
    'run',
    '--config',
    'vitest.workers.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  console.log(`No corren en workerd (${excluded.length}):`);
  for (const [file, why] of excluded) console.log(`  ${file}: ${why}`);
  if (!existsSync(out)) return { suite: 'edge', passed: 0, failed: Math.max(status, 1) };
  const r = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
  const failed = r.numFailedTests + (r.numFailedTests === 0 && status !== 0 ? 1 : 0);
  return {
    suite: 'edge',
    passed: r.numPassedTests,
    failed,
    detail: [`API en workerd (D1 + R2): ${r.numPassedTests} passed, ${excluded.length} files excluded`],
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

const SUITES: Record<string, () => Outcome> = { unit: vitest, edge, e2e: playwright, cloudflare };
const requested = process.argv.slice(2).filter((a) => a in SUITES);
const names = requested.length > 0 ? requested : Object.keys(SUITES);

mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const outcomes = names.map((n) => (SUITES[n] as () => Outcome)());
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);

console.log('\n━━ Resumen ━━');
for (const o of outcomes) {
  console.log(`  ${o.suite.padEnd(12)} ${o.passed} passed, ${o.failed} failed`);
  for (const line of o.detail ?? []) console.log(`    ${line}`);
}
console.log(`  tiempo total: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
