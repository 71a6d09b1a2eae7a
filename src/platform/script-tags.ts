/**
 * Finds the real `<script>` start tags of an HTML stream, chunk by chunk. A `<script` inside a
 * script's own text (Waku's RSC payload carries stored texts inside inline scripts, where
 * `</script><script>` may appear escaped only as far as the JavaScript string needs), inside
 * a `<style>` or inside a comment is text, not a tag: the HTML parser would not start an
 * element there, and neither may we hand it a nonce. React escapes `<` and `>` in text and
 * attribute values, so outside those raw-text places every `<script` starts a tag and every
 * start tag ends at the first `>`.
 */
const CLOSERS = { script: /<\/script/gi, style: /<\/style/gi, comment: /-->/g };

export class ScriptTagScanner {
  private carry = '';
  private raw: 'script' | 'style' | 'comment' | null = null;
  private scriptText = '';
  private scriptInline = false;

  /**
   * @param nonce added to each real script start tag that has none (null: leave tags as they are)
   * @param onInlineScript receives the text of each script without `src` (for CSP hashes)
   */
  constructor(
    private readonly nonce: string | null,
    private readonly onInlineScript?: (text: string) => void,
  ) {}

  /** Rewrites one chunk; a construct cut by the chunk's end is held back for the next one. */
  push(chunk: string): string {
    return this.run(this.carry + chunk, false);
  }

  /** The rest held back, once the stream has ended. */
  end(): string {
    return this.run(this.carry, true);
  }

  private emitScriptText(text: string) {
    if (this.raw === 'script' && this.scriptInline) this.scriptText += text;
  }

  private run(text: string, final: boolean): string {
    this.carry = '';
    let out = '';
    let i = 0;
    while (i < text.length) {
      if (this.raw) {
        const closer = CLOSERS[this.raw];
        closer.lastIndex = i;
        const at = closer.exec(text)?.index ?? -1;
        const closeLength = this.raw === 'comment' ? 3 : this.raw.length + 2;
        if (at === -1) {
          // Hold back what could be the start of the closing sequence.
          const keep = final ? text.length : Math.max(i, text.length - closeLength + 1);
          this.emitScriptText(text.slice(i, keep));
          out += text.slice(i, keep);
          this.carry = text.slice(keep);
          return out;
        }
        this.emitScriptText(text.slice(i, at));
        if (this.raw === 'script' && this.scriptInline) this.onInlineScript?.(this.scriptText);
        out += text.slice(i, at + closeLength);
        i = at + closeLength;
        this.raw = null;
        continue;
      }
      const lt = text.indexOf('<', i);
      if (lt === -1) return out + text.slice(i);
      out += text.slice(i, lt);
      if (!final && text.length - lt < 8) {
        this.carry = text.slice(lt);
        return out;
      }
      if (text.startsWith('<!--', lt)) {
        out += '<!--';
        i = lt + 4;
        this.raw = 'comment';
        continue;
      }
      const name = /^<(script|style)(?=[\s>/])/i.exec(text.slice(lt, lt + 8))?.[1]?.toLowerCase();
      if (!name) {
        out += '<';
        i = lt + 1;
        continue;
      }
      const gt = text.indexOf('>', lt);
      if (gt === -1) {
        if (final) return out + text.slice(lt);
        this.carry = text.slice(lt);
        return out;
      }
      let tag = text.slice(lt, gt + 1);
      if (name === 'script') {
        if (this.nonce !== null && !/\snonce=/i.test(tag)) tag = `<script nonce="${this.nonce}"${tag.slice(7)}`;
        this.scriptInline = !/\ssrc=/i.test(tag);
        this.scriptText = '';
      }
      out += tag;
      i = gt + 1;
      this.raw = name as 'script' | 'style';
    }
    return out;
  }
}

/** The texts of an HTML document's inline scripts (what a hash-based CSP must list). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const scanner = new ScriptTagScanner(null, (text) => found.push(text));
  scanner.push(html);
  scanner.end();
  return found;
}
