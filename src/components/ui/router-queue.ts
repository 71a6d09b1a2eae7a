/**
 * One line of route changes for the page: Waku's router breaks when two of its route changes
 * overlap (ADR 0031), so every reload and navigation a component asks for runs here, one after
 * the other, in the order asked.
 *
 * A reload asked while another route change runs waits for it and then runs once more: the
 * page must show every write made before the call, which a reload that had already fetched may
 * have missed. Reloads that wait together are one reload (each caller's promise settles with it,
 * and it begins after all of their calls). A navigation is never merged: each runs in its turn.
 * A failure rejects only the callers of the change that failed; the next one still runs.
 * What it reads of Waku, the pinned version and when to remove it: ADR 0045.
 */

type RouteChange = () => Promise<void>;

interface Turn {
  kind: 'reload' | 'navigate';
  /** For a reload, the latest caller's (every reload does the same: the current URL again). */
  run: RouteChange;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface RouterQueue {
  reload(run: RouteChange): Promise<void>;
  navigate(run: RouteChange): Promise<void>;
  /** A route change is running or waiting. */
  readonly busy: boolean;
}

export function createRouterQueue(): RouterQueue {
  const waiting: Turn[] = [];
  let running: Turn | null = null;

  const next = () => {
    if (running) return;
    const turn = waiting.shift();
    if (!turn) return;
    running = turn;
    let result: Promise<void>;
    try {
      result = Promise.resolve(turn.run());
    } catch (error) {
      result = Promise.reject(error);
    }
    // Free before its callers go on, so a caller that asks again right away is not kept waiting.
    const settle = (callers: () => void) => {
      running = null;
      callers();
      next();
    };
    result.then(
      () => settle(turn.resolve),
      (error: unknown) => settle(() => turn.reject(error)),
    );
  };

  const enqueue = (kind: Turn['kind'], run: RouteChange): Promise<void> => {
    const last = waiting.at(-1);
    // Not started yet, so it begins after this call too: join it.
    if (kind === 'reload' && last?.kind === 'reload') {
      last.run = run;
      return last.done;
    }
    let resolve = () => {};
    let reject: (error: unknown) => void = () => {};
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    waiting.push({ kind, run, done, resolve, reject });
    next();
    return done;
  };

  return {
    reload: (run) => enqueue('reload', run),
    navigate: (run) => enqueue('navigate', run),
    get busy() {
      return running !== null || waiting.length > 0;
    },
  };
}

/** What the queue needs of Waku's route events (`router.unstable_events`). */
export interface RouteEvents {
  on(event: 'start' | 'complete', handler: () => void): void;
}

/**
 * Route changes Waku starts by itself, which the queue does not run: its Link in server
 * components, back and forward, its redirects. Waku reports each one's start and completion; a
 * queued change waits while one is in flight. Completion comes before a Link has pushed the new
 * address into the history, so the wait ends one task later (a reload must not fetch the page
 * the user has just left). A failed change never reports completion: its page shows an error,
 * and the wait ends after `giveUpAfterMs`.
 */
export function createOutsideChanges(giveUpAfterMs: number) {
  let ours = false;
  let current: { done: Promise<void>; settle: () => void } | null = null;
  const watched = new WeakSet<RouteEvents>();

  const start = () => {
    if (ours || current) return;
    let resolve = () => {};
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    const settle = () => {
      clearTimeout(timer);
      if (current?.done === done) current = null;
      resolve();
    };
    const timer = setTimeout(settle, giveUpAfterMs);
    current = { done, settle };
  };
  const complete = () => {
    const settle = current?.settle;
    if (settle) setTimeout(settle, 0);
  };

  return {
    /** Follows one router's events (once per router, however many components ask). */
    watch(events: RouteEvents) {
      if (watched.has(events)) return;
      watched.add(events);
      events.on('start', start);
      events.on('complete', complete);
    },
    /** `change`, to run once no outside change is in flight; its own start is not an outside one. */
    inTurn(change: RouteChange): RouteChange {
      return async () => {
        while (current) await current.done;
        ours = true;
        let started: Promise<void>;
        try {
          // Waku reports 'start' synchronously, as the change begins.
          started = change();
        } finally {
          ours = false;
        }
        await started;
      };
    },
    get inFlight() {
      return current !== null;
    },
  };
}
