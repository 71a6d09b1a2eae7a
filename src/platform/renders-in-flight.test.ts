import { afterEach, describe, expect, it, vi } from 'vitest';
import { RendersEnCurso } from './renders-in-flight.ts';

describe('RendersEnCurso', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waiters get what the render stored, and the key is free again', async () => {
    const r = new RendersEnCurso<string>(1000);
    r.start('a', 0);
    expect(r.get('a')?.since).toBe(0);
    const waiting = r.get('a')?.done;
    r.settle('a', 'copia');
    await expect(waiting).resolves.toBe('copia');
    expect(r.has('a')).toBe(false);
  });

  it('a render that stores nothing releases its waiters with null; starting again releases the earlier one', async () => {
    const r = new RendersEnCurso<string>(1000);
    r.start('a', 0);
    const first = r.get('a')?.done;
    r.start('a', 5);
    await expect(first).resolves.toBeNull();
    expect(r.get('a')?.since).toBe(5);
    r.settleAll();
    expect(r.has('a')).toBe(false);
  });

  it('a render that never comes back releases its waiters after maxMs', async () => {
    vi.useFakeTimers();
    const r = new RendersEnCurso<string>(1000);
    r.start('a', 0);
    const waiting = r.get('a')?.done;
    vi.advanceTimersByTime(999);
    expect(r.has('a')).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(waiting).resolves.toBeNull();
    expect(r.has('a')).toBe(false);
  });
});
