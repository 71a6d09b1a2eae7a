import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every write of the domain goes through `commit` (ADR 0015), so that it is recorded in the
 * same batch. This walk fails on a write statement that is executed on its own: awaited,
 * run, or sent in a batch of its own. Bookkeeping writes that change no record (attempt
 * counters, session last use, the outbox's delivery state, job runs) say so on the line
 * above with `auditoria: técnica` and why.
 */
const ROOTS = ['src/domain', 'src/platform'];
const OWN = 'src/domain/auditoria/';
const MARK = /auditoria: técnica/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const EXECUTED = [
  // `await db.insert(…)`, `await ctx.db\n .update(…)`, `await tx.delete(…)`
  /\bawait\s+[\w.]*\b(db|tx)\s*\.\s*(insert|update|delete|run|batch)\s*\(/g,
  // a batch outside the audit helper
  /\.\s*batch\s*\(/g,
  // several writes run side by side
  /Promise\.all\(\s*\[?[^;]{0,200}?\.\s*(insert|update|delete)\s*\(/g,
];

function violations(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const found: string[] = [];
  for (const re of EXECUTED) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      const above = lines.slice(Math.max(0, line - 3), line).join('\n');
      if (!MARK.test(above)) found.push(`${relative('.', path)}:${line}: ${m[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

describe('domain writes', () => {
  it('every write goes through commit() with its audit entry', () => {
    const all = ROOTS.flatMap(files)
      .filter((p) => !relative('.', p).startsWith(OWN))
      .flatMap(violations);
    expect(all).toEqual([]);
  });
});
