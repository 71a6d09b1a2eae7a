// The browser's checks before a form is sent: the pure checkers the server's zod schemas use
// (src/domain/validation/fields.ts), so both say the same and only what the browser cannot
// know comes back from the API.

export type Errores = Record<string, string[]>;
export type Check = (input: string) => { ok: true; value: unknown } | { ok: false; messages: string[] };

/** Each field's messages, for the fields whose check fails. */
export function comprobar(values: object, checks: Record<string, Check>): Errores {
  return Object.fromEntries(
    Object.entries(checks).flatMap(([campo, check]) => {
      const o = check(String((values as Record<string, unknown>)[campo] ?? ''));
      return o.ok ? [] : [[campo, o.messages]];
    }),
  );
}
