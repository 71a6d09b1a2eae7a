import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOfPageFile } from '../components/layout/public-menu.ts';
import { PAGE_ROUTES, pageRoutePattern } from './page-routes.ts';

// The pages' counterpart of the API's route walk (tests/api/access-rules.test.ts): every page
// module under src/pages must have an entry in PAGE_ROUTES, and every page that entry does not
// make public must call the guard, which applies that entry.

const PAGES = join(import.meta.dirname, '../pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pageFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** Each page file with the URL it serves ("[id]" slugs filled with a sample value). */
const pages = pageFiles(PAGES).flatMap((file) => {
  const route = routeOfPageFile(`../../pages/${relative(PAGES, file)}`);
  return route === null ? [] : [{ file: relative(PAGES, file), path: route.replace(/\[[^\]]+\]/g, '1') }];
});

describe('page walk', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it('has a route-table entry for every page', () => {
    expect(pages.filter((p) => pageRoutePattern(p.path) === undefined).map((p) => p.file)).toEqual([]);
  });

  it('guards every page whose entry is not public', () => {
    const unguarded = pages.filter((p) => {
      const pattern = pageRoutePattern(p.path);
      if (pattern === undefined || PAGE_ROUTES[pattern] === null) return false;
      return !/\bguardPage\((?:props\.)?path\b/.test(readFileSync(join(PAGES, p.file), 'utf8'));
    });
    expect(unguarded.map((p) => p.file)).toEqual([]);
  });
});
