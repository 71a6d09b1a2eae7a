import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, injectNonce } from './page-security.ts';

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

describe('contentSecurityPolicy', () => {
  it('allows only nonced scripts and forbids framing outside widget routes', () => {
    expect(contentSecurityPolicy('n1', false)).toContain("script-src 'self' 'nonce-n1'");
    expect(contentSecurityPolicy('n1', false)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('n1', true)).toContain('frame-ancestors *');
  });
});
