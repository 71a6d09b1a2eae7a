import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_INTERVAL_MS, REDUCE_ABOVE_MB, shouldReduce, startMemoryReducer } from '../../scripts/lib/memory-reducer.ts';

// The Node server flushes V8's page pool with one memory-reducing collection when its resident
// size passes 300 MB, at most once every 20 s (ADR 0074); without --expose-gc it does nothing.

const MB = 1024 * 1024;

describe('when the server reduces its memory', () => {
  it('only past 300 MB, and not again within 20 s', () => {
    expect(REDUCE_ABOVE_MB).toBe(300);
    expect(MIN_INTERVAL_MS).toBe(20_000);
    expect(shouldReduce(300 * MB, 0, null)).toBe(false);
    expect(shouldReduce(300 * MB + 1, 0, null)).toBe(true);
    expect(shouldReduce(400 * MB, 50_000, 31_000)).toBe(false);
    expect(shouldReduce(400 * MB, 51_000, 31_000)).toBe(true);
  });
});

describe('the running check', () => {
  afterEach(() => vi.useRealTimers());

  it('calls a memory-reducing collection past the threshold, once per interval', async () => {
    vi.useFakeTimers();
    const gc = vi.fn(async () => {});
    let rss = 300 * MB;
    const stop = startMemoryReducer({
      gc: gc as unknown as NodeJS.GCFunction,
      rss: () => rss,
      now: () => Date.now(),
      every: 1000,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gc).not.toHaveBeenCalled();
    rss = 350 * MB;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async', flavor: 'last-resort' });
    await vi.advanceTimersByTimeAsync(18_000);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(gc).toHaveBeenCalledTimes(2);
    stop?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a process started without --expose-gc', () => {
    expect(startMemoryReducer({ gc: undefined })).toBeNull();
  });
});
