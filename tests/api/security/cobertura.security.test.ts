import { describe, expect, it } from 'vitest';
import { API_RULES } from '../../../src/api/access/rules.ts';
import { DEMO_USUARIOS } from '../../../src/db/seed/identidad.ts';
import { COLUMNS } from './harness.ts';

/** The text of every security table of this folder, as written (not as run). */
const FILES = import.meta.glob<string>('./*.security.test.ts', { eager: true, query: '?raw', import: 'default' });

describe('security tables: coverage', () => {
  it('every API route has a hand-written row in one of the area tables', () => {
    const rows = Object.values(FILES).join('\n');
    const missing = Object.keys(API_RULES).filter((key) => !rows.includes(`'${key}':`));
    expect(missing, 'routes with no row in tests/api/security/*.security.test.ts').toEqual([]);
  });

  it('no route has rows in two tables', () => {
    const twice = Object.keys(API_RULES).filter(
      (key) => Object.values(FILES).filter((text) => text.includes(`'${key}':`)).length > 1,
    );
    expect(twice).toEqual([]);
  });

  it('the columns are no session and then every demo account', () => {
    expect(COLUMNS).toEqual(['anonimo', ...DEMO_USUARIOS.map((u) => u.userName)]);
  });
});
