'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '../ui/router.tsx';
import { refreshSession, shouldRefresh } from './session-refresh-core.ts';

/**
 * Schedules the session refresh on every path change. `expiraEn` comes
 * from the server with each render of the root layout, which is dynamic and so re-rendered
 * on every navigation; after a refresh the reply's expiry is used until the next render.
 */
export function SessionRefresh({ expiraEn }: { expiraEn: string | null }) {
  const { path } = useRouter();
  const expiry = useRef(expiraEn);
  const pending = useRef(false);

  useEffect(() => {
    expiry.current = expiraEn;
  }, [expiraEn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger (the spec's rule)
  useEffect(() => {
    if (pending.current || !shouldRefresh(expiry.current, Date.now())) return;
    pending.current = true;
    void refreshSession().then((result) => {
      pending.current = false;
      // Without a new expiry in the reply, stop asking until the server renders one.
      if (result) expiry.current = result.expiraEn;
    });
  }, [path]);

  return null;
}
