import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Builder, type Case, cases, clock, describeCase, formatIssue, formFields, formPost, type Result } from './cases';
import * as builders from './valibot';
import * as zodBuilders from './zod';

/** Builds the row's schema and reduces valibot's result to the shared Result shape. */
function run(c: Case): Result {
  const build = builders[c.builder] as (...args: unknown[]) => v.GenericSchema;
  const result = v.safeParse(build(...c.args), c.input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, errors: result.issues.map((i) => formatIssue(v.getDotPath(i) ?? '', i.message)) };
}

/** Same reduction for zod, used only by the parity check below. */
function runZod(c: Case): Result {
  const build = zodBuilders[c.builder] as (...args: unknown[]) => z.ZodType;
  const result = build(...c.args).safeParse(c.input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: result.error.issues.map((i) => formatIssue(i.path.join('.'), i.message)) };
}

describe('valibot builders (shared table)', () => {
  it.each(cases.map((c) => [describeCase(c), c] as const))('%s', (_, c) => {
    expect(run(c)).toEqual(c.expected);
  });
});

describe('valibot and zod agree beyond the table', () => {
  // Odd inputs a buggy client or a hand-made request could send; no expectation other than parity.
  const inputs: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    0,
    -1,
    1.5,
    NaN,
    true,
    false,
    [],
    {},
    ['a'],
    { a: 1 },
    '0',
    ' 12 ',
    'ñ',
    '😀😀😀Aa1',
    '12345678Z',
    'x1234567l',
    'A58818501',
    '29/02/2024',
    '#ABCDEF',
    'a@b.es',
    '612345678',
    '28001',
    { password: 'Abcde1!', confirmPassword: 'Abcde1!' },
    { documentType: 'PAS', documentNumber: 'abc123456z' },
    { documentType: 1, documentNumber: 2 },
  ];
  const argSets: unknown[][] = [[], [{ required: false }]];
  const rows: Case[] = [];
  for (const builder of Object.keys(builders).sort() as Builder[]) {
    // Builders with leading arguments get them before the options.
    const leading: Partial<Record<Builder, unknown[]>> = {
      futureDate: [clock],
      numberList: [(n: number) => n % 2 === 1, 'Impar'],
    };
    for (const args of argSets.map((a) => [...(leading[builder] ?? []), ...a])) {
      for (const input of inputs) rows.push({ builder, args, input, expected: { ok: true, value: undefined } });
    }
  }

  it.each(rows.map((c) => [describeCase(c).replace(/ → .*$/, ''), c] as const))('%s', (_, c) => {
    expect(run(c)).toEqual(runZod(c));
  });
});

describe('valibot builders in a form schema', () => {
  const schema = v.object(formFields<v.GenericSchema>(builders));

  it('normalises a valid form post', () => {
    expect(v.parse(schema, formPost.valid)).toEqual(formPost.normalised);
  });

  it('reports missing keys with the Spanish messages, not valibot key errors', () => {
    const result = v.safeParse(schema, formPost.invalid);
    expect(result.issues?.map((i) => formatIssue(v.getDotPath(i) ?? '', i.message))).toEqual(formPost.errors);
  });

  it('keeps zod out of the client import graph', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./valibot.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod['"]/);
    // Its dependencies must stay library-free too, or zod would sneak into the client bundle.
    for (const file of ['./builders.ts', './fields.ts', './rules.ts', '../../i18n/validacion.ts']) {
      const dependency = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(dependency).not.toMatch(/from ['"](zod|valibot)['"]/);
    }
  });
});
