import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The areas of src/domain in layers (ARCHITECTURE.md, "Areas and their layers"; ADR 0041). An
// area imports areas of its own layer or of earlier ones, never of a later layer, and no two
// areas import each other. The foundation is the one exception to the pair rule: its modules
// are what every area is built on and are kept free of cycles file by file instead.

const LAYERS: ReadonlyArray<{ name: string; areas: readonly string[] }> = [
  {
    name: 'foundation',
    // Root modules count as areas of their own name (context.ts is area "context").
    areas: ['shared', 'permisos', 'validation', 'errors', 'context', 'listing', 'auditoria', 'instancias', 'salud'],
  },
  {
    name: 'base',
    areas: [
      'geografia',
      'lookups',
      'identidad',
      'usuarios',
      'centros',
      'catalogo',
      'procesos',
      'procesos-abiertos',
      'invitaciones',
      'ficheros',
      'recordatorios',
    ],
  },
  { name: 'intake', areas: ['solicitudes'] },
  { name: 'projects', areas: ['proyectos'] },
  { name: 'self-assessment', areas: ['autoevaluacion'] },
  { name: 'self-assessment work', areas: ['planificacion', 'subsanacion'] },
  { name: 'evaluation', areas: ['evaluacion'] },
  { name: 'accreditation', areas: ['acreditaciones'] },
  { name: 'agency records', areas: ['actuaciones', 'enlaces'] },
  // Enquiries mail in the notices' layout of requests (solicitudes).
  { name: 'communication', areas: ['consultas'] },
  { name: 'consumers', areas: ['mis-proyectos', 'informes', 'exportes', 'listas', 'mensajes', 'firmas'] },
];

/**
 * Imports against the flow not yet undone, each with what it waits for. The list only shrinks:
 * the test fails when an entry no longer occurs, so removing the import removes the entry.
 */
const PENDING: ReadonlyArray<{ edge: string; why: string }> = [];

const DOMAIN = import.meta.dirname;
const FOUNDATION = new Set(LAYERS[0]?.areas);
const layerOf = new Map(LAYERS.flatMap((l, i) => l.areas.map((a) => [a, i] as const)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The area of a file under src/domain: its folder, or a root module's own name. */
function areaOf(file: string): string {
  const [first = '', ...rest] = relative(DOMAIN, file).split(sep);
  return rest.length === 0 ? first.replace(/(\.test)?\.tsx?$/, '') : first;
}

/** Relative import specifiers of a file: static, side-effect and dynamic, type-only ones included. */
function importsOf(text: string): string[] {
  const specs = text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|\bimport\s*\(?\s*['"](\.[^'"]+)['"]/g,
  );
  return [...specs].map((m) => (m[1] ?? m[2]) as string);
}

interface Edge {
  file: string;
  spec: string;
  from: string;
  to: string;
}

const edges: Edge[] = sourceFiles(DOMAIN)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .map((spec) => ({ spec, target: resolve(dirname(file), spec) }))
      .filter(({ target }) => !relative(DOMAIN, target).startsWith('..'))
      .map(({ spec, target }) => ({ file: relative(DOMAIN, file), spec, from: areaOf(file), to: areaOf(target) }))
      .filter((e) => e.from !== e.to),
  );

const line = (e: Edge) => `${e.file} imports ${e.spec}`;
const show = (e: Edge) => `${line(e)} (${e.from} → ${e.to})`;
const pending = new Set(PENDING.map((p) => p.edge));

describe('area flow', () => {
  it('reads the imports between areas', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('places every area of src/domain in a layer', () => {
    const areas = new Set(
      sourceFiles(DOMAIN)
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .map(areaOf),
    );
    expect([...areas].filter((a) => !layerOf.has(a)).sort()).toEqual([]);
  });

  it('has no area importing an area of a later layer', () => {
    const later = edges.filter((e) => (layerOf.get(e.to) ?? 0) > (layerOf.get(e.from) ?? 0) && !pending.has(line(e)));
    expect(later.map(show)).toEqual([]);
  });

  it('still has every pending import it lists (remove the entry once the import is gone)', () => {
    const seen = new Set(edges.map(line));
    expect(PENDING.filter((p) => !seen.has(p.edge)).map((p) => p.edge)).toEqual([]);
  });

  it('has no two areas importing each other', () => {
    const counted = edges.filter((e) => !pending.has(line(e)) && !(FOUNDATION.has(e.from) && FOUNDATION.has(e.to)));
    const count = new Map<string, number>();
    for (const e of counted) count.set(`${e.from}>${e.to}`, (count.get(`${e.from}>${e.to}`) ?? 0) + 1);
    // Of each pair that imports both ways, the imports of the thinner direction: the ones to undo.
    const back = counted.filter((e) => {
      const here = count.get(`${e.from}>${e.to}`) ?? 0;
      const there = count.get(`${e.to}>${e.from}`) ?? 0;
      return there > 0 && (here < there || (here === there && e.from > e.to));
    });
    expect(back.map(show)).toEqual([]);
  });
});
