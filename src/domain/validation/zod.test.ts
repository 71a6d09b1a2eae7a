import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validacion as t } from '../../i18n/validacion';
import { type Case, cases, describeCase, formatIssue, formFields, formPost, type Result } from './cases';
import * as builders from './zod';

/** Builds the row's schema and reduces zod's result to the shared Result shape. */
function run(c: Case): Result {
  const build = builders[c.builder] as (...args: unknown[]) => z.ZodType;
  const result = build(...c.args).safeParse(c.input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: result.error.issues.map((i) => formatIssue(i.path.join('.'), i.message)) };
}

const errors = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((i) => formatIssue(i.path.join('.'), i.message));

describe('zod builders (shared table)', () => {
  it.each(cases.map((c) => [describeCase(c), c] as const))('%s', (_, c) => {
    expect(run(c)).toEqual(c.expected);
  });
});

describe('zod builders in a form schema', () => {
  const schema = z.object(formFields<z.ZodType>(builders));

  it('normalises a valid form post', () => {
    expect(schema.parse(formPost.valid)).toEqual(formPost.normalised);
  });

  it('reports missing keys with the Spanish messages, not zod type errors', () => {
    expect(errors(schema.safeParse(formPost.invalid))).toEqual(formPost.errors);
  });

  it('reads the clock at validation time, not when the schema is built', () => {
    let now = new Date('2026-05-10T10:00:00Z');
    const future = builders.futureDate(() => now);
    expect(future.safeParse('20/05/2026').success).toBe(true);
    now = new Date('2026-05-25T10:00:00Z');
    expect(errors(future.safeParse('20/05/2026'))).toEqual([t.futureDate]);
  });
});

describe('withoutControlCharacters', () => {
  it('applies the text builders’ control-character rule to a field with its own zod shape', () => {
    const schema = builders.withoutControlCharacters(z.string().nullish());
    expect(schema.safeParse(null).success).toBe(true);
    expect(schema.safeParse('a\tb\r\nc').success).toBe(true);
    const refused = schema.safeParse('a\u0000b');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(t.controlCharacters);
  });
});
