// Kept apart from html.ts so the browser editor can use the same rule without bundling xss.

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** A link target kept only for http, https and mailto; control characters and spaces cannot hide a scheme. */
export function safeHref(value: string): string | null {
  // Browsers ignore tabs/newlines inside a URL ("java\tscript:"), so compare without them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_URL.test(compact) ? compact : null;
}
