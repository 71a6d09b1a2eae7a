import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './escape.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves ordinary Spanish text alone and turns nothing into empty text', () => {
    expect(escapeHtml('Año nº 3: «Evaluación»')).toBe('Año nº 3: «Evaluación»');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('escapes an already escaped entity again (no double-decoding trick passes through)', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });
});

describe('html template tag', () => {
  it('escapes interpolated values but not the literal markup', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(html`<p class="a">${name}</p>`.value).toBe('<p class="a">&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('does not escape nested fragments twice', () => {
    const inner = html`<b>${'a & b'}</b>`;
    const outer = html`<p>${inner}</p>`;
    expect(outer).toBeInstanceOf(SafeHtml);
    expect(String(outer)).toBe('<p><b>a &amp; b</b></p>');
  });

  it('keeps quotes in attribute values from breaking out', () => {
    const link = 'https://x.example/"><script>';
    expect(html`<a href="${link}">x</a>`.value).toBe('<a href="https://x.example/&quot;&gt;&lt;script&gt;">x</a>');
  });
});
