import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// What components may import (ARCHITECTURE.md, Layers): the domain's types and pure helpers,
// i18n, and of src/platform only the request-free modules below. A component reads nothing
// gated and nothing of the request or the database: the page (or its loader in
// src/platform/page-*.ts) reads and passes props; what a page component needs of its request
// (the instance's name, a 404 reply) it asks through components/page/page-request.ts.

/** The modules of src/platform a component may import: pure tables and string helpers. */
const PLATFORM_ALLOWED = new Set(['page-routes.ts', 'page-guard.ts', 'safe-path.ts']);
/** Never imported by a component; of src/db, only the schema (row types, fixed key lists). */
const FORBIDDEN_FOLDERS = ['api'];
/** A domain function named so reads through a gate: the page calls it, not the component. */
const GATED_READ = /^(get|list|load|require)[A-Z]/;

const SRC = resolve(import.meta.dirname, '..');
const COMPONENTS = import.meta.dirname;
const PLATFORM = join(SRC, 'platform');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

interface Import {
  spec: string;
  /** Every name it brings in, type-only ones included. */
  names: string[];
  /** The names it brings in as values (type-only ones left out); '*' for a whole module. */
  values: string[];
}

/** Relative imports of a file with the value names each brings in. */
function importsOf(text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(/(?:^|[\s;])(import|export)(\s+type)?\s([^'";]*?)from\s*['"](\.[^'"]+)['"]/g)) {
    const typeOnly = !!m[2];
    const clause = m[3] ?? '';
    const braces = clause.match(/\{([^}]*)\}/);
    const parts = (braces?.[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const nameOf = (n: string) => n.replace(/^type\s+/, '').split(/\s+as\s+/)[0] as string;
    const names = parts.map(nameOf);
    const whole = !braces && clause.trim() !== '' ? ['*'] : [];
    const values = typeOnly ? [] : [...parts.filter((n) => !n.startsWith('type ')).map(nameOf), ...whole];
    // A side-effect import (`import './x'`) brings no name but runs the module.
    found.push({ spec: m[4] as string, names, values: clause.trim() === '' ? ['*'] : values });
  }
  for (const m of text.matchAll(/(?:^|[\s;])import\s*['"](\.[^'"]+)['"]/g))
    found.push({ spec: m[1] as string, names: [], values: ['*'] });
  for (const m of text.matchAll(/\bimport\s*\(\s*['"](\.[^'"]+)['"]/g))
    found.push({ spec: m[1] as string, names: [], values: ['*'] });
  return found;
}

const files = sourceFiles(COMPONENTS).filter((f) => !/\.test\.tsx?$/.test(f));

/** `file imports spec` for each import of a component the table does not allow, with the reason. */
function violations(): string[] {
  const out: string[] = [];
  for (const file of files) {
    const name = relative(SRC, file);
    for (const imp of importsOf(readFileSync(file, 'utf8'))) {
      const target = relative(SRC, resolve(dirname(file), imp.spec));
      const [folder = '', ...rest] = target.split(sep);
      const say = (why: string) => out.push(`${name} imports ${imp.spec} (${why})`);
      if (folder === 'platform' && !(rest.length === 1 && PLATFORM_ALLOWED.has(rest[0] as string)))
        say('a request-bound platform module');
      if (FORBIDDEN_FOLDERS.includes(folder)) say(`src/${folder}`);
      if (folder === 'db' && rest[0] !== 'schema') say('src/db beyond its schema: the client reads the database');
      if (folder === 'domain') {
        if (imp.names.includes('DomainContext') || (target === join('domain', 'context.ts') && imp.values.length > 0))
          say('the domain context: the page reads');
        for (const v of imp.values.filter((v) => GATED_READ.test(v))) say(`${v}, a gated read: the page reads`);
      }
    }
  }
  return out;
}

describe('component layering', () => {
  it('reads the components', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('imports only what ARCHITECTURE.md allows components', () => {
    expect(violations()).toEqual([]);
  });

  it('allows only platform modules that stay free of the request and the database', () => {
    // The allowed modules import the domain, i18n and each other, nothing that reads a request.
    const bad = [...PLATFORM_ALLOWED].flatMap((m) => {
      const text = readFileSync(join(PLATFORM, m), 'utf8');
      const relativeBad = importsOf(text)
        .map((i) => relative(SRC, resolve(PLATFORM, i.spec)))
        .filter((t) => {
          const [folder = '', ...rest] = t.split(sep);
          if (folder === 'platform') return !PLATFORM_ALLOWED.has(rest.join(sep));
          return folder !== 'domain' && folder !== 'i18n';
        });
      const packages = [...text.matchAll(/from\s*['"]([^.'"][^'"]*)['"]/g)].map((p) => p[1] as string);
      return [...relativeBad, ...packages].map((t) => `platform/${m} imports ${t}`);
    });
    expect(bad).toEqual([]);
  });
});
