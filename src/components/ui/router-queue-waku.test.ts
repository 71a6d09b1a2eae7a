import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const installed = JSON.parse(read('../../../node_modules/waku/package.json')).version as string;
const pinned = JSON.parse(read('../../../package.json')).dependencies.waku as string;
/** Waku's client router as installed: where `changeRoute` and the route events live. */
const client = read('../../../node_modules/waku/dist/router/client.js');

/** The body of Waku's `changeRoute`, up to the dependency list of its useCallback. */
function changeRouteBody(): string {
  const start = client.indexOf('const changeRoute = useCallback(');
  const end = client.indexOf('}, [', start);
  return start < 0 || end < 0 ? '' : client.slice(start, end);
}

// router-queue.ts works around a bug in Waku's client router and reads its route events
// (ADR 0045). These fail, saying what to do, when an upgrade changes either.
describe('the Waku router internals the route queue depends on (ADR 0045)', () => {
  it('is the version package.json pins exactly', () => {
    expect(pinned, 'waku must be pinned to an exact version (ADR 0045)').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, `waku ${installed} is installed but ${pinned} is pinned: re-check ADR 0045`).toBe(pinned);
  });

  it("useRouter hands out the router's route events as unstable_events", () => {
    expect(client, "Waku's useRouter no longer returns unstable_events (router.tsx follows them; ADR 0045)").toContain(
      'unstable_events: router.routeChangeEvents',
    );
  });

  it("changeRoute reports 'start' before its first await, and 'complete' when it sets the route", () => {
    const body = changeRouteBody();
    expect(body, "Waku's changeRoute is gone or renamed (ADR 0045)").not.toBe('');
    const beforeAwait = body.slice(0, body.indexOf('await '));
    expect(beforeAwait, "changeRoute no longer reports 'start' synchronously (createOutsideChanges relies on it)").toContain(
      "executeListeners('start'",
    );
    expect(body, "changeRoute no longer reports 'complete' (createOutsideChanges waits for it)").toContain(
      "executeListeners('complete'",
    );
  });

  it('still shares one `refetching` ref between overlapping route changes (the bug the queue avoids)', () => {
    const body = changeRouteBody();
    const shared = client.includes('const refetching = useRef(null);') && body.includes('refetching.current = null;');
    expect(
      shared,
      "Waku's changeRoute no longer clears one shared `refetching` ref: if overlapping route changes now work, " +
        'remove the queue (router-queue.ts, ADR 0045); otherwise re-check the workaround against the new code',
    ).toBe(true);
  });
});
