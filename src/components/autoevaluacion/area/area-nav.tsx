'use client';

import { areaMenu as t } from '../../../i18n/autoevaluacion-area.ts';
import { pageRoutePattern } from '../../../platform/page-routes.ts';
import { MobileMenu } from '../../layout/mobile-menu.tsx';
import { ContadorMensajes } from '../../mensajes/contador-mensajes.tsx';
import { Link, useRouter } from '../../ui/router.tsx';
import type { AreaLink, AreaMenuItem } from './menu.ts';

/** The shared menu link (styles.css `.enlace-menu`): one class in each link's HTML instead of ten utilities. */
const linkClass = 'enlace-menu';

function AreaMenuLink({ link, pattern }: { link: AreaLink; pattern: string | undefined }) {
  const current = pattern !== undefined && link.routes.includes(pattern);
  return (
    <Link to={link.href} aria-current={current ? 'page' : undefined} className={linkClass}>
      {link.label}
      {link.contadorProyecto ? <ContadorMensajes proyectoId={link.contadorProyecto} /> : null}
    </Link>
  );
}

function MenuList({ items, pattern }: { items: AreaMenuItem[]; pattern: string | undefined }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={item.href}>
            <AreaMenuLink link={item} pattern={pattern} />
          </li>
        ) : (
          <li key={item.label} className="mt-2">
            <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{item.label}</p>
            <ul className="mt-1 flex flex-col gap-1 border-l-2 border-slate-200 pl-2">
              {item.links.map((l) => (
                <li key={l.href}>
                  <AreaMenuLink link={l} pattern={pattern} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The area's menu: a side column on wide screens, a sheet behind a "Menú" button on small
 * ones. The current page is marked (aria-current) from the client router's path, so it
 * follows client navigations at once.
 */
export function AreaNav({ items, region = t.region }: { items: AreaMenuItem[]; region?: string }) {
  const { path } = useRouter();
  const pattern = pageRoutePattern(path);
  return (
    <>
      <div className="lg:hidden">
        <MobileMenu title={region}>
          <nav aria-label={region}>
            <MenuList items={items} pattern={pattern} />
          </nav>
        </MobileMenu>
      </div>
      <nav aria-label={region} className="hidden lg:block">
        <MenuList items={items} pattern={pattern} />
      </nav>
    </>
  );
}
