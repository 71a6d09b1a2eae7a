'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';

/**
 * The 3px loading bar at the bottom of the viewport (behaviour.md §2 and §9) while the
 * router fetches the next page. It only appears after 120 ms so fast navigations do not flicker.
 */
export function NavigationProgress() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const start = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('loading'), 120);
    };
    const complete = () => {
      clearTimeout(timer.current);
      setState((s) => (s === 'loading' ? 'done' : 'idle'));
      timer.current = setTimeout(() => setState('idle'), 300);
    };
    router.unstable_events.on('start', start);
    router.unstable_events.on('complete', complete);
    return () => {
      router.unstable_events.off('start', start);
      router.unstable_events.off('complete', complete);
      clearTimeout(timer.current);
    };
  }, [router.unstable_events]);

  return (
    <div
      role="progressbar"
      aria-label="Cargando la página"
      aria-hidden={state === 'idle'}
      data-state={state}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 h-[3px] overflow-hidden"
    >
      <div
        className={
          state === 'idle'
            ? 'h-full w-0 opacity-0'
            : state === 'loading'
              ? 'h-full w-4/5 bg-brand transition-[width] duration-[2000ms] ease-out'
              : 'h-full w-full bg-brand opacity-0 transition-all duration-300'
        }
      />
    </div>
  );
}
