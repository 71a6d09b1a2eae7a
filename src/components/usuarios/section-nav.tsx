import { Link } from 'waku';
import { invitacionesPagina, usuarios as t } from '../../i18n/usuarios.ts';
import { cn } from '../ui/cn.ts';

/** Tabs between the two screens of user administration (the menu has one entry, Usuarios). */
export function PersonasNav({ current }: { current: 'usuarios' | 'invitaciones' }) {
  const tabs = [
    { key: 'usuarios', href: '/usuarios', label: t.titulo },
    { key: 'invitaciones', href: '/invitaciones', label: invitacionesPagina.titulo },
  ] as const;
  return (
    <nav aria-label="Usuarios e invitaciones" className="mb-6 border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex border-b-2 px-4 py-2 text-sm font-semibold',
                tab.key === current ? 'border-brand text-slate-900' : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
