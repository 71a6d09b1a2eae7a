const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML element content and quoted attribute values. Every value a mail
 * template interpolates goes through here: names and e-mails come from users.
 */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] as string);
}

/** Tagged template that escapes every interpolated value (the literal parts are trusted markup). */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | null | undefined | SafeHtml>): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (value instanceof SafeHtml ? value.value : escapeHtml(value)) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup that is already escaped (built with `html`), so nesting does not escape it twice. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
