/**
 * The wide table's box as the server paints it (no DOM here: the measurement is the browser's,
 * tests/e2e/recorrido-390.spec.ts): before any script runs it is already a focusable region
 * named after its table, so a keyboard user (and axe) never meets a box that scrolls but takes
 * no focus. Its positioned content (a heading's sr-only text) is held by the box itself.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listas } from '../../i18n/listas.ts';
import { ZonaDesplazable } from './zona-desplazable.tsx';

describe('ZonaDesplazable', () => {
  it('is a labelled focus stop from the first paint, with no hint or shadow until measured', () => {
    const html = renderToStaticMarkup(
      <ZonaDesplazable etiqueta="Registro de auditoría">
        <table />
      </ZonaDesplazable>,
    );
    const box = /<div[^>]*data-desplazable[^>]*>/.exec(html)?.[0] ?? '';
    expect(box).toContain('role="region"');
    expect(box).toContain('tabindex="0"');
    expect(box).toContain(`aria-label="${listas.zonaDesplazable('Registro de auditoría')}"`);
    expect(box).toMatch(/class="[^"]*\brelative\b[^"]*\boverflow-x-auto\b/);
    expect(html).not.toContain(listas.desplazar);
    expect(html).not.toContain('bg-gradient-to-l');
  });
});
