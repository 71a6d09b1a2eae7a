import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validacion as t } from '../../i18n/validacion';
import { type Case, cases, clock, describeCase, formatIssue, type Result } from './cases';
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
  const schema = z.object({
    nombre: builders.requiredText(100),
    email: builders.email(),
    telefono: builders.phone({ required: false }),
    plazas: builders.positiveInt(),
    fechaFin: builders.futureDate(clock),
    condiciones: builders.acceptConditions(),
  });

  it('normalises a valid form post', () => {
    const input = { nombre: ' Centro ', email: 'a@b.es', telefono: '', plazas: '12', fechaFin: '01/06/2026', condiciones: true };
    expect(schema.parse(input)).toEqual({
      nombre: 'Centro',
      email: 'a@b.es',
      telefono: undefined,
      plazas: 12,
      fechaFin: '01/06/2026',
      condiciones: true,
    });
  });

  it('reports missing keys with the Spanish messages, not zod type errors', () => {
    expect(errors(schema.safeParse({ nombre: '', email: 'x', telefono: '800000000', plazas: '-1' }))).toEqual([
      `nombre: ${t.required}`,
      `email: ${t.email}`,
      `telefono: ${t.phone}`,
      `plazas: ${t.notPositiveInteger}`,
      `fechaFin: ${t.required}`,
      `condiciones: ${t.acceptConditions}`,
    ]);
  });

  it('reads the clock at validation time, not when the schema is built', () => {
    let now = new Date('2026-05-10T10:00:00Z');
    const future = builders.futureDate(() => now);
    expect(future.safeParse('20/05/2026').success).toBe(true);
    now = new Date('2026-05-25T10:00:00Z');
    expect(errors(future.safeParse('20/05/2026'))).toEqual([t.futureDate]);
  });
});
