import '../styles.css';

import type { CSSProperties, ReactNode } from 'react';
import { hasConsent } from '../components/layout/consent.ts';
import { CookieConsent } from '../components/layout/cookie-consent.tsx';
import { NavigationProgress } from '../components/layout/navigation-progress.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { pageInstancia, requestHeader } from '../platform/page-context.ts';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const instancia = await pageInstancia();
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
      <SiteHeader instancia={instancia} />
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter instancia={instancia} />
      {hasConsent(requestHeader('cookie')) ? null : <CookieConsent />}
      <NavigationProgress />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
