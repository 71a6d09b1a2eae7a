import { describe, expect, it } from 'vitest';
import { withoutTrailingSlash } from './trailing-slash.ts';

const at = (path: string) => withoutTrailingSlash(`http://localhost:3000${path}`);

describe('where a path ending in a slash moves to', () => {
  it('drops the slash, keeping the query string', () => {
    expect(at('/inicio/')).toBe('/inicio');
    expect(at('/autoevaluacion/1/')).toBe('/autoevaluacion/1');
    expect(at('/proyectos/?pagina=2&orden=Codigo')).toBe('/proyectos?pagina=2&orden=Codigo');
    expect(at('/api/salud/')).toBe('/api/salud');
    expect(at('/manual//')).toBe('/manual');
  });

  it('leaves `/` and paths without a final slash alone', () => {
    expect(at('/')).toBeNull();
    expect(at('/?x=1')).toBeNull();
    expect(at('/inicio')).toBeNull();
    expect(at('/inicio?volver=/perfil/')).toBeNull();
    expect(withoutTrailingSlash('http://localhost:3000')).toBeNull();
  });

  it('never points off the site: slashes at the start fold into one', () => {
    expect(at('//evil.com/')).toBe('/evil.com');
    expect(at('///evil.com//?a=b')).toBe('/evil.com?a=b');
    expect(at('//')).toBe('/');
    // What the URL parser makes of a backslash (a browser reads `/\` as `//`).
    expect(withoutTrailingSlash(new URL('http://localhost/\\evil.com/').href)).toBe('/evil.com');
  });
});
