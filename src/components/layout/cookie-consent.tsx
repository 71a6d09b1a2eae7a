'use client';

import { useEffect, useState } from 'react';
import { Link } from '../ui/router.tsx';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from './consent.ts';

/**
 * Cookie notice. Only technical cookies are used, so the choice is to acknowledge it;
 * the answer is kept for one year and hides the notice. While it shows, it never hides what it
 * floats over: a space as tall as the notice ends the page, so the footer can scroll clear of it,
 * and the page's scroll padding keeps a focused link above it (WCAG 2.4.11).
 */
export function CookieConsent() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '12rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [open]);
  if (!open) return null;
  const accept = () => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
  };
  return (
    <>
      <div aria-hidden="true" className="h-48 shrink-0 sm:h-40" />
      <section
        aria-label="Aviso de cookies"
        className="fixed inset-x-0 bottom-3 z-40 mx-auto w-[min(100%-1.5rem,48rem)] rounded-lg border border-slate-300 bg-white p-4 shadow-lg"
      >
        <p className="text-sm text-slate-800">
          Este sitio solo utiliza cookies técnicas, necesarias para mantener la sesión y recordar esta elección. No usamos cookies
          de publicidad ni de analítica de terceros. Más información en la{' '}
          <Link to="/privacidad" className="font-semibold text-slate-900 underline">
            política de privacidad
          </Link>
          .
        </p>
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={accept}
            className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
          >
            Aceptar
          </button>
        </div>
      </section>
    </>
  );
}
