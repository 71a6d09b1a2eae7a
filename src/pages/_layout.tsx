import '../styles.css';

import type { CSSProperties, ReactNode } from 'react';
import { SessionRefresh } from '../components/auth/session-refresh.tsx';
import { hasConsent } from '../components/layout/consent.ts';
import { CookieConsent } from '../components/layout/cookie-consent.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { pageSession } from '../platform/page-auth.ts';
import { pageInstancia, requestHeader } from '../platform/page-context.ts';

/**
 * The shell every page shares, public or management: brand colours, the skip link, the
 * cookie notice, the loading bar and the session refresh. Headers, menus and the <main>
 * landmark come from the route groups' layouts, (publico) and (gestion).
 */
export default async function ShellLayout({ children }: { children: ReactNode }) {
  const [instancia, session] = await Promise.all([pageInstancia(), pageSession()]);
  const brand = {
    '--marca-primario': instancia.colorPrimario,
    '--marca-secundario': instancia.colorSecundario,
    '--marca-acento': instancia.colorAcento,
  } as CSSProperties;
  return (
    <div style={brand} className="flex min-h-screen flex-col">
      <meta name="description" content={`${instancia.nombre}: ${instancia.descripcion ?? ''}`} />
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Saltar al contenido
      </a>
      {children}
      {hasConsent(requestHeader('cookie')) ? null : <CookieConsent />}
      <NavigationProgress />
      <SessionRefresh expiraEn={session?.sesion.expiraEn ?? null} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
