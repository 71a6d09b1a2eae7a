/**
 * The link picker's list scrolls past 18 rem. Read-only its checkboxes are disabled and take no
 * focus, so the list itself is a named focus stop (WCAG 2.1.1, axe's scrollable-region-focusable);
 * editable, the checkboxes are the stops and the list adds none.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LinkPicker } from './link-picker.tsx';

// The picker reloads the page through Waku's router, absent outside a page.
vi.mock('../../ui/router.tsx', () => ({ useRouter: () => ({ reload: async () => {} }) }));

const options = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `Estándar ${i + 1}` }));
const picker = (disabled: boolean) =>
  renderToStaticMarkup(
    <LinkPicker legend="Estándares" path="/x" field="estandares" options={options} selected={[1]} disabled={disabled} />,
  );
const list = (html: string) => /<ul[^>]*>/.exec(html)?.[0] ?? '';

describe('LinkPicker', () => {
  it('read-only, its scrolling list is a focus stop named after the set', () => {
    const ul = list(picker(true));
    expect(ul).toContain('overflow-y-auto');
    expect(ul).toContain('tabindex="0"');
    expect(ul).toContain('aria-label="Estándares"');
  });

  it('read-only, each control is disabled by itself: no disabled fieldset holds the list', () => {
    const html = picker(true);
    expect(html).not.toMatch(/<fieldset[^>]*disabled/);
    expect(html.match(/<input type="checkbox"[^>]*disabled/g)).toHaveLength(options.length);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*disabled/);
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('editable, the checkboxes take the focus and the list none', () => {
    const html = picker(false);
    expect(list(html)).not.toContain('tabindex');
    expect(html).toMatch(/<input type="checkbox"(?![^>]*disabled)/);
  });
});
