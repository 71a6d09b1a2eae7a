import { afterEach, describe, expect, it, vi } from 'vitest';
import { freedWhenRead, RENDER_SLOTS, renderSlots, SLOT_MAX_MS, takeRenderSlot } from './render-slots.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Takes slots as `n` renders would, recording the order in which each got one. */
function renders(n: number) {
  const frees: (() => void)[] = [];
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    void takeRenderSlot().then((free) => {
      order.push(i);
      frees[i] = free;
    });
  }
  return { frees, order };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('render slots', () => {
  it('four renders at once; the fifth starts when one frees its slot, first come first served', async () => {
    expect(RENDER_SLOTS).toBe(4);
    const { frees, order } = renders(6);
    await settle();
    expect(order).toEqual([0, 1, 2, 3]);
    expect(renderSlots()).toEqual({ active: 4, waiting: 2 });

    frees[2]?.();
    frees[2]?.(); // freeing twice frees one slot
    await settle();
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(renderSlots()).toEqual({ active: 4, waiting: 1 });

    frees[0]?.();
    await settle();
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    for (const i of [1, 3, 4, 5]) frees[i]?.();
    await settle();
    expect(renderSlots()).toEqual({ active: 0, waiting: 0 });
  });

  it('a slot never freed is freed after SLOT_MAX_MS', async () => {
    vi.useFakeTimers();
    const { frees, order } = renders(RENDER_SLOTS + 1);
    await vi.advanceTimersByTimeAsync(SLOT_MAX_MS - 1);
    expect(order).toHaveLength(RENDER_SLOTS);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toHaveLength(RENDER_SLOTS + 1);
    for (const f of frees) f();
    await vi.advanceTimersByTimeAsync(0);
    expect(renderSlots()).toEqual({ active: 0, waiting: 0 });
  });

  it('a body to be kept frees its slot once read to its end, with its bytes unchanged', async () => {
    let freed = 0;
    const source = new Response('<p>página</p>').body as ReadableStream<Uint8Array>;
    const body = freedWhenRead(source, () => freed++);
    const reader = body.getReader();
    const first = await reader.read();
    expect(freed).toBe(0);
    let rest = await reader.read();
    while (!rest.done) rest = await reader.read();
    expect(freed).toBe(1);
    expect(new TextDecoder().decode(first.value)).toBe('<p>página</p>');
  });
});
