import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every reload and navigation a component asks for goes through the page's one queue
// (router.tsx, ADR 0031): a component that took Waku's router directly could overlap another's.

const SRC = join(import.meta.dirname, '../..');
const SHARED = 'components/ui/router.tsx';

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: relative(SRC, join(SRC, f)), text: readFileSync(join(SRC, f), 'utf8') }));

/** `useRouter` of "useRouter", "type useRouter" or "useRouter as useR". */
const importedName = (item: string) =>
  item
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0] ?? '';

/** The names a file imports from Waku's client router ('waku' or 'waku/router/client'). */
function fromWaku(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]waku(?:\/router\/client)?['"]/g)) {
    for (const item of (m[1] ?? '').split(',')) names.push(importedName(item));
  }
  return names;
}

describe('one router for every component', () => {
  it('no file but the shared one takes useRouter from Waku', () => {
    const direct = sources.filter((s) => s.file !== SHARED && fromWaku(s.text).includes('useRouter')).map((s) => s.file);
    expect(direct).toEqual([]);
  });

  it("no file takes Waku's Link (the shared one waits for its turn and navigates in a transition)", () => {
    // Server components too: a navigation outside a transition that meets a client component whose
    // code has not loaded yet breaks React 19.2's render (ADR 0035).
    const direct = sources.filter((s) => s.file !== SHARED && fromWaku(s.text).includes('Link')).map((s) => s.file);
    expect(direct).toEqual([]);
  });

  it('the components that reload or navigate use the shared router', () => {
    const shared = sources.filter((s) =>
      /import\s*\{[^}]*\buseRouter\b[^}]*\}\s*from\s*'[./]+(?:ui\/)?router\.tsx'/.test(s.text),
    );
    // About fifty today; the guard above is only meaningful while they exist.
    expect(shared.length).toBeGreaterThanOrEqual(50);
    const reloading = sources.filter((s) => /\brouter\.reload\(/.test(s.text));
    expect(reloading.filter((s) => !shared.includes(s)).map((s) => s.file)).toEqual([]);
  });

  it('recognises a direct import in any of its spellings', () => {
    expect(fromWaku("import { useRouter } from 'waku';")).toContain('useRouter');
    expect(fromWaku('import { Link, useRouter as useR } from "waku";')).toEqual(['Link', 'useRouter']);
    expect(fromWaku("import {\n  Link,\n  useRouter,\n} from 'waku/router/client';")).toContain('useRouter');
    expect(fromWaku("import { fsRouter } from 'waku';")).toEqual(['fsRouter']);
    expect(fromWaku("import { useRouter } from '../ui/router.tsx';")).toEqual([]);
  });
});
