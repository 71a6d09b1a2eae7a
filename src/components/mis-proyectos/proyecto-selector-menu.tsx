import { ChevronDown, FolderOpen, LayoutList } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { selectorProyecto as t } from '../../i18n/mis-proyectos.ts';
import { Link } from '../ui/router.tsx';
import type { SelectorProyectos } from './menu.ts';
import { type Apertura, triggerClass } from './proyecto-selector-boton.ts';

const itemClass =
  'flex cursor-pointer flex-col gap-0.5 rounded px-2 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-slate-950';

/**
 * The areas' project switcher's menu (fetched by ProyectoSelector at the first sign of use): a
 * menu button (Radix DropdownMenu: Enter, Space or the arrow keys open it, the arrows move through the projects, Escape closes it and focus returns to the
 * button) listing the person's other projects, each to its area, and a link to the chooser.
 * No portal: the menu stays inside the page shell, which carries the instance's brand colours.
 * Not modal: a modal menu hides the rest of the page from assistive technology while open,
 * the cookie notice's buttons too, which then stay focusable while hidden (an axe failure).
 */
export default function MenuProyectos({
  selector,
  apertura,
  enfocar,
}: {
  selector: SelectorProyectos;
  /** Opened before this code arrived: by pointer, or by this key. */
  apertura: Apertura;
  /** The button it replaces had the focus: this one takes it. */
  enfocar: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // It replaces the placeholder button in one commit: the focus moves to it before the next paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the placeholder
  useLayoutEffect(() => {
    if (enfocar) trigger.current?.focus();
  }, []);
  // A key pressed on the placeholder is pressed again on this button (an effect: it runs after
  // the menu's own, which listen for the keyboard), so it opens as that key opens it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the placeholder
  useEffect(() => {
    if (apertura && apertura !== 'puntero')
      trigger.current?.dispatchEvent(new KeyboardEvent('keydown', { key: apertura, bubbles: true, cancelable: true }));
  }, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={apertura === 'puntero'}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClass}>
        <FolderOpen aria-hidden="true" className="h-4 w-4" />
        {t.boton}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        className="z-50 max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {selector.otros.length > 0 ? (
          <DropdownMenu.Group>
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
              {t.otros}
            </DropdownMenu.Label>
            {selector.otros.map((p) => (
              <DropdownMenu.Item key={p.Id} asChild>
                <Link to={p.href} className={itemClass}>
                  <span className="font-semibold">{p.Codigo}</span>
                  <span className="text-slate-700">
                    {p.Centro} · {p.Fase}
                    {p.soloLectura ? ` · ${t.soloLectura}` : null}
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item asChild>
          <Link to="/autoevaluacion" className={`${itemClass} flex-row items-center gap-2 font-medium`}>
            <LayoutList aria-hidden="true" className="h-4 w-4" />
            {t.todos(selector.total)}
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
