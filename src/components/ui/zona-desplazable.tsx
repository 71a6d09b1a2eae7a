'use client';

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { cn } from './cn.ts';

/**
 * The box around a wide table. When its content is wider than the screen it says so: a visible
 * hint and a shadow on the side that hides columns. It is a focusable, labelled region so a
 * keyboard user can scroll it with the arrows (WCAG 2.1.1, axe's scrollable-region-focusable).
 * The rule: the box is such a region from the server's first paint until a measurement finds it
 * does not scroll, and only then leaves the tab order. Made focusable only once measured, it
 * would be a box that scrolls but takes no focus until the effect has run (always, without
 * JavaScript). The table's first column stays in view (`.tabla-desplazable` in styles.css).
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
  // null until measured: the box may scroll, so it stays a focus stop (see above).
  const [desborda, setDesborda] = useState<boolean | null>(null);
  const [alFinal, setAlFinal] = useState(false);
  // Measured in the commit that mounts or hydrates the box, before the browser paints: a box
  // that does not scroll leaves the tab order (and the region) in that same task.
  useLayoutEffect(() => {
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
          // relative: the box is the containing block of what its table positions (a heading's
          // sr-only text), which would otherwise overflow the page instead of scrolling here.
          className={cn('tabla-desplazable relative overflow-x-auto', className)}
          {...(desborda === false ? {} : { role: 'region', 'aria-label': t.zonaDesplazable(etiqueta), tabIndex: 0 })}
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
