'use client';

import { type ComponentProps, type MouseEvent, startTransition, useCallback, useEffect } from 'react';
import { useRouter as useWakuRouter, Link as WakuLink } from 'waku';
import { createOutsideChanges, createRouterQueue } from './router-queue.ts';

/**
 * The app's router: Waku's, with every reload and navigation a component asks for run one at a
 * time through one queue for the page (router-queue.ts), because Waku's router breaks when two
 * of its route changes overlap (ADR 0031); they also wait for a route change Waku started by
 * itself (createOutsideChanges). Components import `useRouter` and `Link` from here, never from
 * 'waku' (router.test.ts checks it).
 */

type WakuRouter = ReturnType<typeof useWakuRouter>;

/** One Waku router per document, so one queue per document. */
const queue = createRouterQueue();
/** How long a queued change waits for one Waku started by itself that never completes (it failed). */
const outside = createOutsideChanges(20_000);

export function useRouter(): WakuRouter {
  const router = useWakuRouter();
  const { reload: wakuReload, push: wakuPush, replace: wakuReplace, unstable_events: events } = router;

  useEffect(() => outside.watch(events), [events]);

  const reload = useCallback(() => queue.reload(outside.inTurn(wakuReload)), [wakuReload]);
  const push = useCallback(
    (...args: Parameters<WakuRouter['push']>) => queue.navigate(outside.inTurn(() => wakuPush(...args))),
    [wakuPush],
  ) as WakuRouter['push'];
  const replace = useCallback(
    (...args: Parameters<WakuRouter['replace']>) => queue.navigate(outside.inTurn(() => wakuReplace(...args))),
    [wakuReplace],
  ) as WakuRouter['replace'];

  return { ...router, reload, push, replace };
}

const isAltClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * Waku's Link, which navigates by itself when nothing else is changing the route (so it keeps
 * all of its behaviour) and waits for its turn in the queue when something is. Its navigation
 * runs in a transition: Waku's default is an urgent update, and an urgent render that meets a
 * client component whose code is still loading (the first visit to another layout) suspends with
 * no boundary, which React 19.2 can commit half-built (ADR 0035). In a transition React keeps
 * the current page until the new one is whole. Every Link, server components' too, is this one.
 */
export function Link(props: ComponentProps<typeof WakuLink>) {
  const { push } = useRouter();
  const { onClick, to, scroll } = props;
  return (
    <WakuLink
      unstable_startTransition={startTransition}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isAltClick(event) || !(queue.busy || outside.inFlight)) return;
        event.preventDefault();
        // As Waku's Link: a link to the address shown does nothing.
        if (new URL(to, window.location.href).href === window.location.href) return;
        void push(to, scroll === undefined ? undefined : { scroll });
      }}
    />
  );
}
