import type { ReactNode } from 'react';
import { gestionHome } from '../../components/gestion/menu.ts';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { pageSession } from '../../platform/page-auth.ts';
import { pageInstancia } from '../../platform/page-context.ts';

/** Public pages: the public header (menu and account corner) and the footer. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const [instancia, session] = await Promise.all([pageInstancia(), pageSession()]);
  const actor = session?.actor ?? null;
  return (
    <>
      <SiteHeader instancia={instancia} usuario={actor ? { nombre: actor.nombre } : null} gestionHref={gestionHome(actor)} />
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter instancia={instancia} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
