import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeRichText } from './html.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Título</h2><p>Uno <strong>dos</strong> <em>tres</em> <u>cuatro</u> <s>cinco</s><br>seis</p>' +
      '<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><blockquote><p>cita</p></blockquote>' +
      '<pre><code>x = 1</code></pre><h3>h3</h3><h4>h4</h4>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https and mailto links, with safe rel and target', () => {
    expect(
      sanitizeRichText(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://aemps.es/a?b=1&amp;c=2">x</a></p>',
      ),
    ).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://aemps.es/a?b=1&amp;c=2">x</a></p>');
    expect(sanitizeRichText('<a href="mailto:info@soludable.es">m</a>')).toBe('<a href="mailto:info@soludable.es">m</a>');
    expect(sanitizeRichText('<a href="http://x.es" rel="opener" target="_top">m</a>')).toBe(
      '<a href="http://x.es" rel="noopener noreferrer nofollow" target="_blank">m</a>',
    );
  });

  it('drops script tags with their content', () => {
    expect(sanitizeRichText('<p>hola</p><script>alert(1)</script>')).toBe('<p>hola</p>');
    expect(sanitizeRichText('<p>a<SCRIPT src="//evil.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBeNull();
  });

  it('drops event handlers such as onerror and onclick', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">x</p><img src=x onerror="alert(1)"><strong onmouseover=alert(1)>y</strong>',
    );
    expect(out).toBe('<p>x</p><strong>y</strong>');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('drops javascript:, data: and disguised script URLs from links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('drops style attributes and style elements', () => {
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>')).toBe('<p>x</p>');
  });

  it('drops iframes, objects, embeds, svg and forms', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
        '<svg onload="alert(1)"><circle/></svg><form action="x"><input name="a"></form><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('keeps the text of unknown tags, escaped', () => {
    expect(sanitizeRichText('<font color="red">hola</font> <div>mundo</div>')).toBe('hola mundo');
    expect(sanitizeRichText('<p>1 &lt; 2</p>')).toBe('<p>1 &lt; 2</p>');
  });

  it('removes comments (no conditional-comment tricks)', () => {
    expect(sanitizeRichText('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('stores nothing for empty editor content', () => {
    expect(sanitizeRichText('<p></p>')).toBeNull();
    expect(sanitizeRichText('<p>&nbsp;</p>')).toBeNull();
    expect(sanitizeRichText('   ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeNull();
  });
});

describe('safeHref', () => {
  it('accepts only http, https and mailto', () => {
    expect(safeHref('https://a.es')).toBe('https://a.es');
    expect(safeHref('MAILTO:a@b.es')).toBe('MAILTO:a@b.es');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('/relativo')).toBeNull();
  });
});
