'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { cn } from './cn.ts';

/**
 * The box around a wide table. When its content is wider than the screen it says so: a visible
 * hint and a shadow on the side that hides columns, and it becomes a focusable, labelled region so
 * a keyboard user can scroll it with the arrows (WCAG 2.1.1, axe's scrollable-region-focusable).
 * The table's first column stays in view (`.tabla-desplazable` in styles.css). Without
 * JavaScript the box still scrolls; only the hint and the focus stop need the measurement.
 */
export function ZonaDesplazable({
  etiqueta,
  className,
  children,
}: {
  etiqueta: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [desborda, setDesborda] = useState(false);
  const [alFinal, setAlFinal] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => {
      setDesborda(el.scrollWidth > el.clientWidth + 1);
      setAlFinal(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
    };
    medir();
    const observer = new ResizeObserver(medir);
    observer.observe(el);
    el.addEventListener('scroll', medir, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', medir);
    };
  }, []);
  return (
    // min-w-0: as a grid or flex item the box would otherwise grow to the table's width and
    // push the whole page sideways instead of scrolling itself.
    <div className="min-w-0">
      {desborda ? (
        <p className="mb-1 text-sm text-slate-700" aria-hidden="true">
          {t.desplazar}
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={ref}
          data-desplazable=""
          className={cn('tabla-desplazable overflow-x-auto', className)}
          {...(desborda ? { role: 'region', 'aria-label': t.zonaDesplazable(etiqueta), tabIndex: 0 } : {})}
        >
          {children}
        </div>
        {desborda && !alFinal ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-4 rounded-r-lg bg-gradient-to-l from-slate-900/25 to-transparent"
          />
        ) : null}
      </div>
    </div>
  );
}
