'use client';

import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { pageRoutePattern } from '../../platform/page-routes.ts';
import { MobileMenu } from '../layout/mobile-menu.tsx';
import { ContadorMensajes } from '../mensajes/contador-mensajes.tsx';
import { cn } from '../ui/cn.ts';
import { Link, useRouter } from '../ui/router.tsx';
import type { GestionItem, GestionLink } from './menu.ts';

// styles.css: the menu link's utilities, the current page's by aria-current.
const linkClass = 'enlace-menu';

const isCurrent = (link: GestionLink, pattern: string | undefined) => pattern !== undefined && link.routes.includes(pattern);

/** A link of the menu, marked as the current page when the path is one of its routes. */
function MenuLink({ link, pattern }: { link: GestionLink; pattern: string | undefined }) {
  return (
    <Link to={link.href} aria-current={isCurrent(link, pattern) ? 'page' : undefined} className={linkClass}>
      {link.label}
      {link.contador ? <ContadorMensajes /> : null}
    </Link>
  );
}

/** The links of a group, in a list (the sheet shows it open, the bar as a drop-down). */
function GroupLinks({ links, pattern, ...list }: { links: GestionLink[]; pattern: string | undefined } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {links.map((l) => (
        <li key={l.href}>
          <MenuLink link={l} pattern={pattern} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The management menu: top-level links and disclosure buttons for the groups (aria-expanded,
 * Escape closes and returns focus, a click elsewhere closes). On small screens the menu opens
 * in a sheet (MobileMenu) where the groups are listed open. Everything closes when the path
 * changes.
 */
export function GestionMenu({ items }: { items: GestionItem[] }) {
  const { path } = useRouter();
  const pattern = pageRoutePattern(path);
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what closes the menus
  useEffect(() => {
    setOpenGroup(null);
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

  return (
    <>
      <MobileMenu title={acceso.gestion.menu} className="md:hidden">
        <nav aria-label={acceso.gestion.menu}>
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.href}>
                  <MenuLink link={item} pattern={pattern} />
                </li>
              ) : (
                <li key={item.label} className="mt-2">
                  <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{item.label}</p>
                  <GroupLinks
                    links={item.links}
                    pattern={pattern}
                    className="mt-1 flex flex-col gap-1 border-l-2 border-slate-200 pl-3"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
      </MobileMenu>
      <nav ref={navRef} aria-label={acceso.gestion.menu} onKeyDown={onKeyDown} className="hidden md:block">
        <ul className="flex flex-row flex-wrap items-center gap-1">
          {items.map((item, index) => {
            if (item.kind === 'link') {
              return (
                <li key={item.href}>
                  <MenuLink link={item} pattern={pattern} />
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
                    'inline-flex items-center justify-between gap-1 rounded-md px-3 py-2 text-sm hover:bg-brand-soft',
                    holdsCurrent ? 'bg-brand-soft font-semibold text-slate-950' : 'font-medium text-slate-800',
                  )}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} />
                </button>
                <GroupLinks
                  links={item.links}
                  pattern={pattern}
                  id={listId}
                  hidden={!expanded}
                  className="absolute left-0 z-30 mt-1 flex w-64 flex-col gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
                />
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
