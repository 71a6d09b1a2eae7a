import { describe, expect, it } from 'vitest';
import { textOn } from './color.ts';

describe('textOn', () => {
  it('picks the readable text colour for a tag colour', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#fbbf24')).toBe('#000000');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
    expect(textOn('#15803d')).toBe('#ffffff');
    expect(textOn('nada')).toBe('#000000');
  });
});
