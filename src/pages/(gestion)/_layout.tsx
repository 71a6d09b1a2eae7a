import type { ReactNode } from 'react';
import { GestionHeader } from '../../components/gestion/gestion-header.tsx';
import { SiteFooterSesion } from '../../components/layout/site-footer.tsx';
import { SuccessToast } from '../../components/ui/feedback.tsx';
import { pageSession } from '../../platform/page-auth.ts';
import { pageInstancia } from '../../platform/page-context.ts';

/**
 * Management pages: the management header and menu, and the page's success toast (a save's,
 * kept through the reload or navigation that follows it). Each page guards itself with
 * guardPage(path) (a layout does not know the path); without a session the header shows
 * only the way in while the page redirects.
 */
export default async function GestionLayout({ children }: { children: ReactNode }) {
  const [instancia, session] = await Promise.all([pageInstancia(), pageSession()]);
  return (
    <>
      <GestionHeader instancia={instancia} actor={session?.actor ?? null} />
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooterSesion instancia={instancia} />
      <SuccessToast />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
