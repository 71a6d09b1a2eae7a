import type { Instancia } from '../../db/schema/index.ts';
import { acceso } from '../../i18n/acceso.ts';
import { AccountNav } from '../auth/account-nav.tsx';
import { Link } from '../ui/router.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLink } from './nav-link.tsx';
import { publicMenu } from './public-menu.ts';

// styles.css: the menu link's utilities, the current page's by aria-current.
const linkClass = 'enlace-menu';

/**
 * Logo, instance name, the public menu and the account corner; on small screens the menu
 * opens in a sheet (MobileMenu).
 */
export function SiteHeader({
  instancia,
  usuario,
  gestionHref,
}: {
  instancia: Instancia;
  usuario: { nombre: string } | null;
  gestionHref: string | null;
}) {
  const entries = publicMenu();
  const items = entries.map((e) => (
    <li key={e.href}>
      <NavLink href={e.href} also={e.also} className={linkClass}>
        {e.label}
      </NavLink>
    </li>
  ));
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/inicio" className="flex items-center gap-3 rounded-md">
          {instancia.logo ? <img src={instancia.logo} alt="" width={40} height={40} className="h-10 w-10" /> : null}
          <span className="text-xl font-bold text-slate-900">
            {instancia.nombre}
            <span className="sr-only"> — inicio</span>
          </span>
        </Link>
        <nav aria-label={acceso.menuPublico.principal} className="hidden md:block">
          <ul className="flex flex-wrap items-center gap-1">{items}</ul>
        </nav>
        <AccountNav usuario={usuario} gestionHref={gestionHref} className="ml-auto md:ml-0" />
        <MobileMenu title={acceso.menuPublico.principal} className="md:hidden">
          <nav aria-label={acceso.menuPublico.principalMovil}>
            <ul className="flex flex-col gap-1">{items}</ul>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}
