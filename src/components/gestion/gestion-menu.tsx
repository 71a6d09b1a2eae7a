'use client';

import { ChevronDown, Menu } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useRouter } from 'waku';
import { acceso } from '../../i18n/acceso.ts';
import { pageRoutePattern } from '../../platform/page-routes.ts';
import { cn } from '../ui/cn.ts';
import type { GestionItem, GestionLink } from './menu.ts';

const linkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-soft hover:text-slate-950 ' +
  'aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-slate-950';

const isCurrent = (link: GestionLink, pattern: string | undefined) => pattern !== undefined && link.routes.includes(pattern);

/**
 * The management menu: top-level links and disclosure buttons for the groups (aria-expanded,
 * Escape closes and returns focus, a click elsewhere closes). On small screens the whole menu
 * folds behind a "Menú" button. Everything closes when the path changes.
 */
export function GestionMenu({ items }: { items: GestionItem[] }) {
  const { path } = useRouter();
  const pattern = pageRoutePattern(path);
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what closes the menus
  useEffect(() => {
    setOpenGroup(null);
    setMobileOpen(false);
  }, [path]);

  useEffect(() => {
    if (openGroup === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openGroup]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openGroup === null) return;
    event.preventDefault();
    const button = document.getElementById(`${baseId}-boton-${openGroup}`);
    setOpenGroup(null);
    button?.focus();
  };

  const navId = `${baseId}-nav`;
  return (
    <div className="flex flex-col gap-2 md:block">
      <button
        type="button"
        aria-expanded={mobileOpen}
        aria-controls={navId}
        onClick={() => setMobileOpen((v) => !v)}
        className="inline-flex w-fit items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 md:hidden"
      >
        <Menu aria-hidden="true" className="h-4 w-4" />
        {acceso.gestion.abrirMenu}
      </button>
      <nav
        ref={navRef}
        id={navId}
        aria-label={acceso.gestion.menu}
        onKeyDown={onKeyDown}
        className={cn(mobileOpen ? 'block' : 'hidden', 'md:block')}
      >
        <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">
          {items.map((item, index) => {
            if (item.kind === 'link') {
              return (
                <li key={item.href}>
                  <Link to={item.href} aria-current={isCurrent(item, pattern) ? 'page' : undefined} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              );
            }
            const key = String(index);
            const expanded = openGroup === key;
            const listId = `${baseId}-grupo-${key}`;
            const holdsCurrent = item.links.some((l) => isCurrent(l, pattern));
            return (
              <li key={item.label} className="relative">
                <button
                  id={`${baseId}-boton-${key}`}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpenGroup(expanded ? null : key)}
                  className={cn(
                    'inline-flex w-full items-center justify-between gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-soft md:w-auto',
                    holdsCurrent && 'bg-brand-soft font-semibold text-slate-950',
                  )}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
                </button>
                <ul
                  id={listId}
                  hidden={!expanded}
                  className="mt-1 flex flex-col gap-1 border-l-2 border-slate-200 pl-3 md:absolute md:left-0 md:z-30 md:w-64 md:rounded-md md:border md:border-slate-200 md:bg-white md:p-2 md:shadow-lg"
                >
                  {item.links.map((l) => (
                    <li key={l.href}>
                      <Link to={l.href} aria-current={isCurrent(l, pattern) ? 'page' : undefined} className={linkClass}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
