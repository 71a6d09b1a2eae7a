import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, injectNonce } from './page-security.ts';
import { inlineScripts } from './script-tags.ts';

async function rewrite(chunks: string[], nonce = 'abc123') {
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      for (const ch of chunks) c.enqueue(enc.encode(ch));
      c.close();
    },
  });
  return new Response(injectNonce(stream, nonce)).text();
}

describe('injectNonce', () => {
  const html =
    '<html><head><script type="module" src="/a.js"></script></head><body><p>a &lt;script b</p><script>x()</script></body></html>';

  it('adds the nonce to every script tag', async () => {
    const out = await rewrite([html]);
    expect(out.match(/<script nonce="abc123"/g)).toHaveLength(2);
    expect(out).toContain('a &lt;script b');
  });

  it('handles a tag split across any chunk boundary', async () => {
    for (let cut = 1; cut < html.length; cut++) {
      const out = await rewrite([html.slice(0, cut), html.slice(cut)]);
      expect(out, `cut at ${cut}`).toBe((await rewrite([html])) as string);
    }
  });

  it('does not touch tags that merely start with "script"', async () => {
    expect(await rewrite(['<scripted>x</scripted>'])).toBe('<scripted>x</scripted>');
  });

  it('never nonces script-like text inside a script: a stored text in the RSC payload stays inert', async () => {
    // What Waku (rsc-html-stream) writes for a stored "</script><script>alert(1)</script>":
    // only "</script" is escaped inside the inline script, "<script>" stays as typed.
    const payload = '<script>(self.__FLIGHT_DATA||=[]).push("1:\\"</\\script><script>alert(1)</\\script>\\"")</script>';
    const page = `<html><head><script type="module" src="/a.js"></script></head><body><p>x</p>${payload}</body></html>`;
    for (let cut = 1; cut < page.length; cut += 7) {
      const out = await rewrite([page.slice(0, cut), page.slice(cut)]);
      expect(out.match(/nonce=/g), `cut at ${cut}`).toHaveLength(2);
      expect(out).toContain('<script>alert(1)</\\script>');
    }
  });

  it('skips comments and style sheets, and ends a script at a closing tag in any case', async () => {
    const out = await rewrite(['<!-- <script> --><style>a{}</style><SCRIPT>1</ScRiPt ><script>2</script>']);
    expect(out).toBe('<!-- <script> --><style>a{}</style><script nonce="abc123">1</ScRiPt ><script nonce="abc123">2</script>');
  });

  it('keeps multi-byte characters split across chunks intact', async () => {
    const bytes = new TextEncoder().encode('<p>Ávila</p><script>1</script>');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 4));
        c.enqueue(bytes.slice(4));
        c.close();
      },
    });
    const out = await new Response(injectNonce(stream, 'n')).text();
    expect(out).toBe('<p>Ávila</p><script nonce="n">1</script>');
  });
});

describe('inlineScripts', () => {
  it('lists the text of each inline script, not of module scripts nor of script-like text', () => {
    const html =
      '<script src="/a.js"></script><script>a("<script>b</\\script>")</script><p>&lt;script&gt;</p><script>c()</script>';
    expect(inlineScripts(html)).toEqual(['a("<script>b</\\script>")', 'c()']);
  });
});

describe('contentSecurityPolicy', () => {
  it('lists script hashes instead of a nonce for cached pages', () => {
    expect(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"], false)).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
  });

  it('allows only nonced scripts and forbids framing outside widget routes', () => {
    expect(contentSecurityPolicy('n1', false)).toContain("script-src 'self' 'nonce-n1'");
    expect(contentSecurityPolicy('n1', false)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('n1', true)).toContain('frame-ancestors *');
  });
});
