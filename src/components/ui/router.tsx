'use client';

import { type ComponentProps, type MouseEvent, useCallback, useEffect } from 'react';
import { useRouter as useWakuRouter, Link as WakuLink } from 'waku';
import { createRouterQueue, type RouteChange } from './router-queue.ts';

/**
 * The app's router: Waku's, with every reload and navigation a component asks for run one at a
 * time through one queue for the page (router-queue.ts), because Waku's router breaks when two
 * of its route changes overlap (ADR 0031). Components import `useRouter` and `Link` from here,
 * never from 'waku' (router.test.ts checks it).
 */

type WakuRouter = ReturnType<typeof useWakuRouter>;
type RouteEvents = WakuRouter['unstable_events'];

/** One Waku router per document, so one queue per document. */
const queue = createRouterQueue();

/**
 * Waku's own Links (in the pages' server components) and the browser's back and forward change
 * the route without asking the queue; Waku reports them through its route events. A queued
 * change waits until such a change has completed. A failed one never reports completion: its
 * page shows an error anyway, and the queue stops waiting for it after this long.
 */
const GIVE_UP_AFTER_MS = 20_000;

let ourChangeStarting = false;
let outside: { done: Promise<void>; settle: () => void } | null = null;
const watched = new WeakSet<RouteEvents>();

function watch(events: RouteEvents) {
  if (watched.has(events)) return;
  watched.add(events);
  events.on('start', () => {
    if (ourChangeStarting || outside) return;
    let settle = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const timer = setTimeout(() => settle(), GIVE_UP_AFTER_MS);
    outside = {
      done,
      settle: () => {
        clearTimeout(timer);
        outside = null;
        settle();
      },
    };
  });
  // 'complete' comes before a Link has pushed the new address into the history: let it do so
  // first, or a reload would fetch the page the user has just left.
  events.on('complete', () => {
    const current = outside;
    if (current) setTimeout(current.settle, 0);
  });
}

/** Runs one of Waku's route changes in its turn, after any change that Waku started by itself. */
function inTurn(change: RouteChange): RouteChange {
  return async () => {
    while (outside) await outside.done;
    ourChangeStarting = true;
    let started: Promise<void>;
    try {
      // Waku reports 'start' synchronously when the change begins.
      started = change();
    } finally {
      ourChangeStarting = false;
    }
    await started;
  };
}

export function useRouter(): WakuRouter {
  const router = useWakuRouter();
  const { reload: wakuReload, push: wakuPush, replace: wakuReplace, unstable_events: events } = router;

  useEffect(() => watch(events), [events]);

  const reload = useCallback(() => queue.reload(inTurn(wakuReload)), [wakuReload]);
  const push = useCallback(
    (...args: Parameters<WakuRouter['push']>) => queue.navigate(inTurn(() => wakuPush(...args))),
    [wakuPush],
  ) as WakuRouter['push'];
  const replace = useCallback(
    (...args: Parameters<WakuRouter['replace']>) => queue.navigate(inTurn(() => wakuReplace(...args))),
    [wakuReplace],
  ) as WakuRouter['replace'];

  return { ...router, reload, push, replace };
}

const isAltClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * Waku's Link, which navigates by itself when nothing else is changing the route (so it keeps
 * all of its behaviour) and waits for its turn in the queue when something is.
 */
export function Link(props: ComponentProps<typeof WakuLink>) {
  const { push } = useRouter();
  const { onClick, to, scroll } = props;
  return (
    <WakuLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isAltClick(event) || !(queue.busy || outside)) return;
        event.preventDefault();
        // As Waku's Link: a link to the address shown does nothing.
        if (new URL(to, window.location.href).href === window.location.href) return;
        void push(to, scroll === undefined ? undefined : { scroll });
      }}
    />
  );
}
