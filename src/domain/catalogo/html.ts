import { FilterXSS, type IWhiteList } from 'xss';
import { safeHref } from './html-url.ts';

export { safeHref };

/**
 * Server-side sanitising of the rich text of examples (ejemplo.descripcion), written in the
 * browser with Tiptap. The browser is never trusted: whatever arrives is cut down to the
 * allow-list below before it is stored, so every page may render it as HTML.
 *
 * js-xss is a pure-JS tokenizer (no DOM), so the same code runs on Node and in workerd.
 * Tags outside the list are dropped but their text is kept ("<font>hola</font>" → "hola");
 * the bodies of script-like tags are dropped whole. No attribute survives except on links,
 * and a link keeps only an http, https or mailto address.
 */
const ALLOW: IWhiteList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  a: ['href', 'title', 'target', 'rel'],
  blockquote: [],
  code: [],
  pre: [],
};

// Whose content is never text a reader should see.
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
];

const filter = new FilterXSS({
  whiteList: ALLOW,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, _isWhiteAttr) {
    if (tag !== 'a') return '';
    if (name === 'href') {
      const href = safeHref(unescapeEntities(value));
      return href ? `href="${escapeAttr(href)}"` : '';
    }
    if (name === 'title') return `title="${escapeAttr(unescapeEntities(value))}"`;
    // Links open apart and never hand the opener over (Tiptap's default link attributes).
    if (name === 'target') return 'target="_blank"';
    if (name === 'rel') return 'rel="noopener noreferrer nofollow"';
    return '';
  },
});

/** Entities in attribute values ("&#106;avascript:") decoded before the scheme check. */
function unescapeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The stored form of a rich-text field: allow-listed HTML, or null when nothing readable is
 * left (an editor's empty "<p></p>" is no description).
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = filter.process(html).trim();
  const visible = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return visible === '' ? null : clean;
}
