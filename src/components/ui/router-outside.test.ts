import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutsideChanges, type RouteEvents } from './router-queue.ts';

/** Waku's route events, fired by the test: a Link in a server component, back and forward. */
function fakeEvents() {
  const handlers: Record<'start' | 'complete', Array<() => void>> = { start: [], complete: [] };
  const events: RouteEvents = { on: (event, handler) => void handlers[event].push(handler) };
  const fire = (event: 'start' | 'complete') => {
    for (const h of handlers[event]) h();
  };
  return { events, fire, handlers };
}

describe('route changes Waku starts by itself', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a queued change waits for one in flight, until one task after its completion', async () => {
    const outside = createOutsideChanges(20_000);
    const w = fakeEvents();
    outside.watch(w.events);
    const log: string[] = [];
    w.fire('start');
    expect(outside.inFlight).toBe(true);
    const run = outside.inTurn(async () => {
      log.push('reload');
    })();
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual([]);
    w.fire('complete');
    // Waku's Link pushes the new address after 'complete', in the same task: not yet.
    await Promise.resolve();
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    await run;
    expect(log).toEqual(['reload']);
    expect(outside.inFlight).toBe(false);
  });

  it("its own changes' events are not outside changes", async () => {
    const outside = createOutsideChanges(20_000);
    const w = fakeEvents();
    outside.watch(w.events);
    let during = true;
    await outside.inTurn(async () => {
      w.fire('start');
      during = outside.inFlight;
    })();
    expect(during).toBe(false);
    // An outside change that starts later is one.
    w.fire('start');
    expect(outside.inFlight).toBe(true);
  });

  it('one that never completes (it failed) is waited for no longer than the bound, and the next one still counts', async () => {
    const outside = createOutsideChanges(20_000);
    const w = fakeEvents();
    outside.watch(w.events);
    const log: string[] = [];
    w.fire('start');
    const run = outside.inTurn(async () => {
      log.push('reload');
    })();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(log).toEqual(['reload']);
    expect(outside.inFlight).toBe(false);
    w.fire('start');
    expect(outside.inFlight).toBe(true);
    w.fire('complete');
    await vi.advanceTimersByTimeAsync(0);
    expect(outside.inFlight).toBe(false);
  });

  it('follows each router once, however many components ask', () => {
    const outside = createOutsideChanges(20_000);
    const w = fakeEvents();
    outside.watch(w.events);
    outside.watch(w.events);
    expect(w.handlers.start).toHaveLength(1);
    expect(w.handlers.complete).toHaveLength(1);
  });

  it('a change that throws before starting lets the next one mark its own start again', async () => {
    const outside = createOutsideChanges(20_000);
    const w = fakeEvents();
    outside.watch(w.events);
    await expect(
      outside.inTurn(() => {
        throw new Error('Missing Router');
      })(),
    ).rejects.toThrow('Missing Router');
    w.fire('start');
    expect(outside.inFlight).toBe(true);
  });
});
