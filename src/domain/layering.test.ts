import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of ARCHITECTURE.md, held by a walk of the source: the domain declares what it needs
// from outside (ports: the mail outbox, file storage, the page a user returns to, ADR 0040) and
// imports no outer layer nor any web framework; and no two files of src import each other, even
// through others. Type-only and dynamic imports count: each still ties one file to the other.

const SRC = resolve(import.meta.dirname, '..');
const DOMAIN = join(SRC, 'domain');

/** Folders of src the domain must not import: the layers that call it. */
const OUTER_LAYERS = ['platform', 'api', 'components', 'pages'];
/** Packages the domain must not import: it is plain TypeScript, run by pages, routes and jobs alike. */
const FORBIDDEN_PACKAGE = /^(react|react-dom|hono|waku)(\/|$)|^@hono\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Block and line comments out (a `//` inside a string literal is kept: it cannot start a comment there). */
function withoutComments(code: string): string {
  return code.replace(
    /\/\*[\s\S]*?\*\/|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*/g,
    (_m, str) => str ?? '',
  );
}

/** Every module specifier a file names: `import … from`, `export … from`, `import '…'` and `import('…')`. */
function importsOf(code: string): string[] {
  const text = withoutComments(code);
  const found: string[] = [];
  const statements = /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]*?\s+from\s+)?['"]([^'"\n]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
  for (const re of [statements, dynamic]) for (const m of text.matchAll(re)) found.push(m[1] as string);
  return found;
}

/** The file a relative specifier names (the project imports with explicit .ts/.tsx), or null for a package. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = /\.tsx?$/.test(base)
    ? [base]
    : [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c)) ?? null;
}

const rel = (file: string) => relative(SRC, file);

/** Each source file of src with the source files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((s) => resolveRelative(file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): each holds a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.map((component) => oneCycle(graph, new Set(component)));
}

/** One concrete cycle inside a component, as a path a → b → … → a (breadth-first, so the shortest from its first file). */
function oneCycle(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

describe('layering', () => {
  it('reads imports of every form', () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {\n  c,\n  type D,\n} from "./c.tsx";',
      "export { e } from './e.ts';",
      "export type * from './f.ts';",
      "import './g.ts';",
      "const h = await import('./h.ts');",
      "// import { x } from './commented.ts';",
      'const s = \'import { y } from "./string.ts"\';',
    ].join('\n');
    expect(importsOf(code)).toEqual(['./a.ts', '../b.ts', './c.tsx', './e.ts', './f.ts', './g.ts', './h.ts']);
  });

  it('keeps the domain free of the outer layers and the web frameworks', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = resolveRelative(file, specifier);
        const layer = target === null ? null : rel(target).split('/')[0];
        const outer = layer !== null && layer !== undefined && OUTER_LAYERS.includes(layer);
        const framework = target === null && FORBIDDEN_PACKAGE.test(specifier);
        return outer || framework ? [`${rel(file)} imports ${specifier}`] : [];
      }),
    );
    expect(offending, 'the domain declares a port instead (ADR 0040)').toEqual([]);
  });

  it('has no import cycle between files of src', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const found = cycles(graph).map((cycle) => cycle.map(rel).join(' → '));
    expect(found).toEqual([]);
  });
});
