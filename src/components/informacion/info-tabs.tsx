import { BookOpen, ClipboardCheck, Info, ListOrdered } from 'lucide-react';
import { Link } from '../ui/router.tsx';

export const INFO_TABS = [
  { path: '/quees', label: '¿Qué es?', Icon: Info },
  { path: '/requisitos', label: 'Requisitos', Icon: ClipboardCheck },
  { path: '/modelo', label: 'Modelo de certificación', Icon: BookOpen },
  { path: '/decalogo', label: 'Decálogo', Icon: ListOrdered },
] as const;

export type InfoTabPath = (typeof INFO_TABS)[number]['path'];

/**
 * The information page's tabs. Each tab is its own route, so they are
 * links in a navigation landmark with aria-current rather than an ARIA tablist.
 */
export function InfoTabs({ current }: { current: InfoTabPath }) {
  return (
    <nav aria-label="Secciones de información" className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {INFO_TABS.map(({ path, label, Icon }) => {
          const active = path === current;
          return (
            <li key={path}>
              <Link
                to={path}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'flex items-center gap-2 border-b-4 border-brand px-4 py-3 font-semibold text-slate-950'
                    : 'flex items-center gap-2 border-b-4 border-transparent px-4 py-3 text-slate-700 hover:border-slate-300 hover:text-slate-950'
                }
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
