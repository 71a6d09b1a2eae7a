import type { ReactNode } from 'react';
import { PageTitle } from '../page/page-title.tsx';
import { INFO_TABS, type InfoTabPath, InfoTabs } from './info-tabs.tsx';

/** Frame of the four information routes: heading, tabs, and the tab's content. */
export function InfoPage({ current, children }: { current: InfoTabPath; children: ReactNode }) {
  const tab = INFO_TABS.find((t) => t.path === current);
  return (
    <article>
      <PageTitle>{tab?.label ?? 'Información'}</PageTitle>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Información</h1>
      <InfoTabs current={current} />
      <div className="max-w-3xl pt-2">{children}</div>
    </article>
  );
}
