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
 */

export type RouteChange = () => Promise<void>;

interface Turn {
  kind: 'reload' | 'navigate';
  /** For a reload, the latest caller's (every reload does the same: the current URL again). */
  run: RouteChange;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface RouterQueue {
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
