'use client';

import { lazy, Suspense, useRef } from 'react';
import { useVisible } from '../ui/use-visible.ts';
import type { BarraGrafico } from './grafico-barras-tipos.ts';

export type { BarraGrafico };

// The chart library is most of a signed-in page's JavaScript: it is fetched only when a chart
// nears the screen, never with the page.
const DibujoBarras = lazy(() => import('./grafico-barras-dibujo.tsx'));

/**
 * A bar chart. It is a picture for sighted mouse users (a bar opens its filtered list); the
 * table beside it, with the same figures and links, is what keyboards and screen readers use,
 * so the chart itself is hidden from assistive technology. The box has the chart's size from
 * the first paint and the drawing appears inside it, so nothing on the page moves.
 */
export function GraficoBarras({ datos, etiqueta }: { datos: BarraGrafico[]; etiqueta: string }) {
  const box = useRef<HTMLDivElement>(null);
  const visible = useVisible(box);
  return (
    <div ref={box} aria-hidden="true" className="h-64 w-full print:hidden">
      {visible ? (
        <Suspense fallback={null}>
          <DibujoBarras datos={datos} etiqueta={etiqueta} />
        </Suspense>
      ) : null}
    </div>
  );
}
