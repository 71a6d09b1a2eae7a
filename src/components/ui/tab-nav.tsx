import { cn } from './cn.ts';
import { Link } from './router.tsx';

export interface Tab {
  key: string;
  href: string;
  label: string;
}

/**
 * Tabs that are each their own URL: links in a navigation landmark with aria-current rather
 * than an ARIA tablist (the pattern of the user administration and information pages).
 */
export function TabNav(props: { label: string; tabs: readonly Tab[]; current: string }) {
  return (
    <nav aria-label={props.label} className="mb-6 border-b border-slate-200">
      <ul className="flex flex-wrap gap-1">
        {props.tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.key === props.current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex border-b-2 px-4 py-2 text-sm font-semibold',
                tab.key === props.current
                  ? 'border-brand text-slate-900'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
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
