import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A script that prints what its process got: id, MALLOC_ARENA_MAX, Node's flags, its own arguments. */
const show = join(mkdtempSync(join(tmpdir(), 'arenas-')), 'show.mjs');
writeFileSync(
  show,
  'console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX ?? null, execArgv: process.execArgv, argv: process.argv.slice(2) }));',
);

function run(env: Record<string, string | undefined>) {
  const { MALLOC_ARENA_MAX: _m, ...base } = process.env;
  const child = spawnSync(
    process.execPath,
    ['--max-semi-space-size=16', '--import', './scripts/lib/malloc-arenas.mjs', show, 'uno', 'dos'],
    { env: { ...base, ...env }, encoding: 'utf8', timeout: 30_000 },
  );
  expect(child.status, child.stderr).toBe(0);
  return { spawned: child.pid, seen: JSON.parse(child.stdout) };
}

describe("npm start's malloc-arenas preload", () => {
  it('on Linux, the same process (id, flags, arguments) carries on with two malloc arenas', () => {
    const { spawned, seen } = run({});
    expect(seen.arenas).toBe(process.platform === 'linux' ? '2' : null);
    expect(seen.pid).toBe(spawned);
    expect(seen.execArgv).toContain('--max-semi-space-size=16');
    expect(seen.argv).toEqual(['uno', 'dos']);
  });

  it("keeps an operator's own MALLOC_ARENA_MAX", () => {
    expect(run({ MALLOC_ARENA_MAX: '4' }).seen.arenas).toBe('4');
  });

  it('is what npm start preloads, before the TypeScript hooks', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
    expect(start.indexOf('./scripts/lib/malloc-arenas.mjs')).toBeGreaterThan(0);
    expect(start.indexOf('./scripts/lib/malloc-arenas.mjs')).toBeLessThan(start.indexOf('./scripts/lib/typescript.mjs'));
  });
});
