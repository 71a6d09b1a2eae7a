import { describe, expect, it } from 'vitest';
import { enlaceSchema, esUrlWeb } from './schema.ts';

describe('a link address', () => {
  it('is an absolute http or https URL with a host', () => {
    expect(esUrlWeb('https://example.org/a?b=1')).toBe(true);
    expect(esUrlWeb('http://localhost:3000')).toBe(true);
    for (const u of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://x.org',
      'file:///etc/passwd',
      '//x.org',
      'x.org',
      'https://',
      '',
    ])
      expect(esUrlWeb(u), u).toBe(false);
  });

  it('is refused with the link message, other fields with theirs', () => {
    const r = enlaceSchema.safeParse({ titulo: 'T', url: 'javascript:alert(1)', lugar: 'PUBLICO' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['url', 'La dirección debe empezar por http:// o https:// y ser una dirección web válida'],
    ]);
    expect(enlaceSchema.safeParse({ titulo: 'T', url: ' https://a.es ', lugar: 'GESTION' }).success).toBe(true);
  });
});
