import pLimit from 'p-limit';

/**
 * At most RENDER_SLOTS page renders run at once in a process; the others wait their turn, first
 * come first served.
 *
 * Why: a render is CPU on the one JavaScript thread, so running twenty at once finishes none of
 * them sooner; it only keeps all twenty renders' trees, payloads and strings alive together. In
 * the bench, twenty fresh renders of the board over a manual of 100 standards at once raised the
 * server's resident memory to 374-443 MB; with four slots it stayed at 349-360 MB (ADR 0071).
 * A few slots rather than one: between its CPU slices a render may wait on the database, a file
 * or a digest.
 *
 * A slot is held from the start of a render until its page is rendered: the caller frees it as
 * soon as the body has been read to its end (`freedWhenRead`; compressing and storing the copy
 * then runs outside the slot), or when its reply starts for a page streamed to the client. A
 * slot not freed within SLOT_MAX_MS is freed anyway (a render stuck on something, a client that
 * stopped reading), so one stuck page cannot stop every other page. Each process and Worker
 * isolate has its own slots.
 */
export const RENDER_SLOTS = 4;
export const SLOT_MAX_MS = 10_000;

const limit = pLimit(RENDER_SLOTS);

/** Waits for a free slot and takes it; the function returned frees it (once, whatever the calls). */
export function takeRenderSlot(): Promise<() => void> {
  return new Promise((taken) => {
    void limit(
      () =>
        new Promise<void>((free) => {
          const timer = setTimeout(free, SLOT_MAX_MS);
          (timer as { unref?: () => void }).unref?.();
          taken(() => {
            clearTimeout(timer);
            free();
          });
        }),
    );
  });
}

/** `body` as it is, freeing the slot once it has been read to its end. */
export function freedWhenRead(body: ReadableStream<Uint8Array>, free: () => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: free }));
}

/** Tests and measurements: renders holding a slot, and renders waiting for one. */
export const renderSlots = () => ({ active: limit.activeCount, waiting: limit.pendingCount });
