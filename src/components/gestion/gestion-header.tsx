import type { Instancia } from '../../db/schema/index.ts';
import type { Actor } from '../../domain/context.ts';
import { acceso } from '../../i18n/acceso.ts';
import { AccountNavSesion } from '../auth/account-nav-sesion.tsx';
import { Link } from '../ui/router.tsx';
import { GestionMenu } from './gestion-menu.tsx';
import { gestionHome, gestionMenu } from './menu.ts';

/** The management header: instance name, the user's account corner and the management menu. */
export function GestionHeader({ instancia, actor }: { instancia: Instancia; actor: Actor | null }) {
  const items = gestionMenu(actor, instancia.terminologia);
  const home = gestionHome(actor) ?? '/inicio';
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={home} className="flex items-center gap-3 rounded-md">
          {instancia.logo ? <img src={instancia.logo} alt="" width={36} height={36} className="h-9 w-9" /> : null}
          <span className="text-lg font-bold text-slate-900">
            {instancia.nombre}
            <span className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-white">
              {acceso.gestion.inicioTitulo}
            </span>
          </span>
        </Link>
        <AccountNavSesion usuario={actor ? { nombre: actor.nombre } : null} sitioPublico />
      </div>
      {items.length > 0 ? <div className="mx-auto max-w-7xl px-4 pb-2">{<GestionMenu items={items} />}</div> : null}
    </header>
  );
}
