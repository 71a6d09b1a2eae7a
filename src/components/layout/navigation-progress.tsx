'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '../ui/router.tsx';

type BarState = 'idle' | 'loading' | 'done';

/** Show the bar only for navigations slower than this, so fast ones do not flicker. */
const SHOW_AFTER_MS = 120;
/** A navigation that failed never reports completion; do not leave the bar up forever. */
const GIVE_UP_AFTER_MS = 20_000;

/**
 * The 3px loading bar at the bottom of the viewport while the
 * router fetches the next page. Waku emits its route events inside a React transition, where
 * state updates wait for the transition to finish, so the bar is driven through the DOM.
 */
export function NavigationProgress() {
  const router = useRouter();
  const barRef = useRef<HTMLDivElement>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const clear = () => {
      for (const t of timers.current) clearTimeout(t);
      timers.current = [];
    };
    const set = (state: BarState) => {
      bar.dataset.state = state;
      bar.setAttribute('aria-hidden', String(state === 'idle'));
    };
    const start = () => {
      clear();
      timers.current.push(setTimeout(() => set('loading'), SHOW_AFTER_MS));
      timers.current.push(setTimeout(() => set('idle'), GIVE_UP_AFTER_MS));
    };
    const complete = () => {
      clear();
      if (bar.dataset.state !== 'loading') return set('idle');
      set('done');
      timers.current.push(setTimeout(() => set('idle'), 300));
    };
    router.unstable_events.on('start', start);
    router.unstable_events.on('complete', complete);
    return () => {
      router.unstable_events.off('start', start);
      router.unstable_events.off('complete', complete);
      clear();
    };
  }, [router.unstable_events]);

  return (
    <div
      ref={barRef}
      role="progressbar"
      aria-label="Cargando la página"
      aria-hidden="true"
      data-state="idle"
      className="group pointer-events-none fixed inset-x-0 bottom-0 z-50 h-[3px] overflow-hidden"
    >
      <div className="h-full w-0 bg-brand opacity-0 group-data-[state=loading]:w-4/5 group-data-[state=loading]:opacity-100 group-data-[state=loading]:transition-[width] group-data-[state=loading]:duration-[2000ms] group-data-[state=loading]:ease-out group-data-[state=done]:w-full group-data-[state=done]:opacity-0 group-data-[state=done]:transition-all group-data-[state=done]:duration-300" />
    </div>
  );
}
