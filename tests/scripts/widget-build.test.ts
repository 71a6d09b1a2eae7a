import { describe, expect, it } from 'vitest';
import { construirWidget, WIDGET_MAX_GZIP } from '../../scripts/lib/widget-build.ts';

// The widget's budget: at most 12 KB gzip, built against preact/compat (React itself
// would not fit), and a loader that names the versioned bundle.
describe('the widget build', () => {
  it('stays within 12 KB gzip and the loader loads the versioned bundle', async () => {
    const w = await construirWidget();
    expect(w.gzipBundle).toBeLessThanOrEqual(WIDGET_MAX_GZIP);
    expect(w.nombre).toMatch(/^acredita\.[0-9a-f]{10}\.js$/);
    expect(w.loader).toContain(w.nombre);
    expect(w.loader.length).toBeLessThan(2048);
    expect(w.bundle).toContain('acredita-widget');
    expect(w.bundle).toContain('attachShadow');
    expect(w.bundle).not.toContain('__SECRET_INTERNALS');
  }, 60_000);
});
