import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const VARIABLES = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_'] as const;

/** A script that prints what its process got: id, the malloc variables, Node's flags, its own arguments. */
const show = join(mkdtempSync(join(tmpdir(), 'malloc-')), 'show.mjs');
writeFileSync(
  show,
  `const vars = ${JSON.stringify(VARIABLES)};
console.log(JSON.stringify({ pid: process.pid, env: Object.fromEntries(vars.map((v) => [v, process.env[v] ?? null])), execArgv: process.execArgv, argv: process.argv.slice(2) }));`,
);

function run(env: Record<string, string>) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(VARIABLES as readonly string[]).includes(k)));
  const child = spawnSync(
    process.execPath,
    ['--max-semi-space-size=16', '--import', './scripts/lib/malloc.mjs', show, 'uno', 'dos'],
    {
      env: { ...base, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  expect(child.status, child.stderr).toBe(0);
  return { spawned: child.pid, seen: JSON.parse(child.stdout) };
}

const linux = process.platform === 'linux';

describe("npm start's malloc preload", () => {
  it('on Linux, the same process (id, flags, arguments) carries on with two arenas and fixed mmap and trim thresholds', () => {
    const { spawned, seen } = run({});
    expect(seen.env).toEqual(
      linux
        ? { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '1048576' }
        : { MALLOC_ARENA_MAX: null, MALLOC_MMAP_THRESHOLD_: null, MALLOC_TRIM_THRESHOLD_: null },
    );
    expect(seen.pid).toBe(spawned);
    expect(seen.execArgv).toContain('--max-semi-space-size=16');
    expect(seen.argv).toEqual(['uno', 'dos']);
  });

  it("keeps an operator's own value of each variable and sets the others", () => {
    const { seen } = run({ MALLOC_ARENA_MAX: '4', MALLOC_TRIM_THRESHOLD_: '131072' });
    expect(seen.env).toEqual(
      linux
        ? { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' }
        : { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: null, MALLOC_TRIM_THRESHOLD_: '131072' },
    );
  });

  it('is what npm start preloads, before the TypeScript hooks', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
    expect(start.indexOf('./scripts/lib/malloc.mjs')).toBeGreaterThan(0);
    expect(start.indexOf('./scripts/lib/malloc.mjs')).toBeLessThan(start.indexOf('./scripts/lib/typescript.mjs'));
  });
});
