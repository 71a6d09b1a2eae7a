import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.ts';

const both = { br: true, gzip: true };

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and needs the header', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('identity', both)).toBeNull();
  });

  it('honours q=0 and the forms that exist', () => {
    expect(preferredEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('br', { br: false, gzip: true })).toBeNull();
    expect(preferredEncoding('*', { br: false, gzip: true })).toBe('gzip');
  });
});
