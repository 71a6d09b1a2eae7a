import { describe, expect, it } from 'vitest';
import { createRouterQueue } from './router-queue.ts';

/**
 * A fake router: each route change it starts stays open until the test finishes or fails it,
 * and it records the order of what happened, as Waku's would if it allowed one change at a time.
 */
function fakeRouter() {
  const log: string[] = [];
  const open: Array<{ name: string; finish: () => void; fail: (e: Error) => void }> = [];
  let changes = 0;
  const change = (name: string) => () => {
    changes++;
    // Two at once is what breaks Waku's router: the fake refuses it.
    if (open.length > 0) throw new Error(`${name} started while ${open[0]?.name} was running`);
    log.push(`start ${name}`);
    return new Promise<void>((resolve, reject) => {
      open.push({
        name,
        finish: () => {
          open.shift();
          log.push(`end ${name}`);
          resolve();
        },
        fail: (e) => {
          open.shift();
          log.push(`fail ${name}`);
          reject(e);
        },
      });
    });
  };
  const current = () => {
    const c = open[0];
    if (!c) throw new Error('no route change is running');
    return c;
  };
  return { log, change, current, changes: () => changes };
}

/** Lets every settled promise run its callbacks. */
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** Records when a caller's promise settles, in the same log as the router. */
function track(log: string[], name: string, p: Promise<void>) {
  p.then(
    () => log.push(`${name} resolved`),
    (e: Error) => log.push(`${name} rejected: ${e.message}`),
  );
}

describe('the router queue', () => {
  it('runs a reload at once when nothing else is running', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.reload(r.change('reload 1')));
    expect(r.log).toEqual(['start reload 1']);
    expect(q.busy).toBe(true);
    r.current().finish();
    await flush();
    expect(r.log).toEqual(['start reload 1', 'end reload 1', 'a resolved']);
    expect(q.busy).toBe(false);
  });

  it('coalesces the reloads asked during one into one more, which begins after all of their calls', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.reload(r.change('reload 1')));
    track(r.log, 'b', q.reload(r.change('reload 2')));
    track(r.log, 'c', q.reload(r.change('reload 3')));
    track(r.log, 'd', q.reload(r.change('reload 4')));
    await flush();
    // b, c and d asked during reload 1: it may have fetched before their writes, so it does not
    // answer them; they wait, and nothing runs beside it.
    expect(r.log).toEqual(['start reload 1']);
    r.current().finish();
    await flush();
    // One more reload, the latest caller's, for all three (it starts before a's caller goes on).
    expect(r.log).toEqual(['start reload 1', 'end reload 1', 'start reload 4', 'a resolved']);
    r.current().finish();
    await flush();
    expect(r.log.slice(4)).toEqual(['end reload 4', 'b resolved', 'c resolved', 'd resolved']);
    expect(r.changes()).toBe(2);
    expect(q.busy).toBe(false);
  });

  it('a call made once a reload is over starts a new reload, never reuses the finished one', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    const a = q.reload(r.change('reload 1'));
    r.current().finish();
    await a;
    track(r.log, 'b', q.reload(r.change('reload 2')));
    r.current().finish();
    await flush();
    expect(r.log).toEqual(['start reload 1', 'end reload 1', 'start reload 2', 'end reload 2', 'b resolved']);
  });

  it('a failed reload rejects its own callers only, and the waiting reload still runs', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.reload(r.change('reload 1')));
    track(r.log, 'b', q.reload(r.change('reload 2')));
    r.current().fail(new Error('red caída'));
    await flush();
    expect(r.log).toEqual(['start reload 1', 'fail reload 1', 'start reload 2', 'a rejected: red caída']);
    r.current().finish();
    await flush();
    expect(r.log.slice(4)).toEqual(['end reload 2', 'b resolved']);
  });

  it('a failure of the waiting reload rejects everyone who joined it, and the next call still works', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.reload(r.change('reload 1')));
    track(r.log, 'b', q.reload(r.change('reload 2')));
    track(r.log, 'c', q.reload(r.change('reload 3')));
    r.current().finish();
    await flush();
    r.current().fail(new Error('sin conexión'));
    await flush();
    expect(r.log.slice(2)).toEqual([
      'start reload 3',
      'a resolved',
      'fail reload 3',
      'b rejected: sin conexión',
      'c rejected: sin conexión',
    ]);
    expect(q.busy).toBe(false);
    track(r.log, 'd', q.reload(r.change('reload 4')));
    r.current().finish();
    await flush();
    expect(r.log.slice(7)).toEqual(['start reload 4', 'end reload 4', 'd resolved']);
  });

  it('a route change that throws before returning a promise is a failure like any other', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    const a = q.reload(() => {
      throw new Error('Missing Router');
    });
    await expect(a).rejects.toThrow('Missing Router');
    track(r.log, 'b', q.reload(r.change('reload 2')));
    r.current().finish();
    await flush();
    expect(r.log).toEqual(['start reload 2', 'end reload 2', 'b resolved']);
  });

  it('navigations run in their turn, in order, never merged, and a reload after one reloads after it', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.reload(r.change('reload 1')));
    track(r.log, 'b', q.navigate(r.change('push /x')));
    track(r.log, 'c', q.navigate(r.change('push /y')));
    track(r.log, 'd', q.reload(r.change('reload 2')));
    track(r.log, 'e', q.reload(r.change('reload 3')));
    for (let i = 0; i < 4; i++) {
      r.current().finish();
      await flush();
    }
    expect(r.log).toEqual([
      'start reload 1',
      'end reload 1',
      'start push /x',
      'a resolved',
      'end push /x',
      'start push /y',
      'b resolved',
      'end push /y',
      'start reload 3',
      'c resolved',
      'end reload 3',
      'd resolved',
      'e resolved',
    ]);
  });

  it('a reload asked before a navigation does not join a reload queued after it', async () => {
    const q = createRouterQueue();
    const r = fakeRouter();
    track(r.log, 'a', q.navigate(r.change('push /x')));
    track(r.log, 'b', q.reload(r.change('reload 1')));
    track(r.log, 'c', q.navigate(r.change('push /y')));
    track(r.log, 'd', q.reload(r.change('reload 2')));
    for (let i = 0; i < 4; i++) {
      r.current().finish();
      await flush();
    }
    expect(r.log.filter((l) => l.startsWith('start'))).toEqual([
      'start push /x',
      'start reload 1',
      'start push /y',
      'start reload 2',
    ]);
    expect(r.log.filter((l) => l.endsWith('resolved'))).toEqual(['a resolved', 'b resolved', 'c resolved', 'd resolved']);
  });
});
