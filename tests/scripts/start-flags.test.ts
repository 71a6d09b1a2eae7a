import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startFlags } from '../../scripts/lib/bench-process.ts';

// A script that starts the server itself (the page profiler) runs it with npm start's own V8 and
// Node flags, read from package.json, so the two cannot drift apart.

describe("npm start's flags", () => {
  it("are the options before the preloads of package.json's start", () => {
    const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
    const flags = startFlags();
    expect(flags).toContain('--max-old-space-size=512');
    expect(flags).toContain('--expose-gc');
    expect(flags.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
    expect(flags).not.toContain('--import');
    for (const f of flags) expect(start.indexOf(f)).toBeLessThan(start.indexOf('--import'));
  });
});
