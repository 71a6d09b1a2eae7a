'use client';

import { useEffect } from 'react';
import { LIMPIAR_PARAM, listCookie } from './list-memory.ts';
import { useRouter } from './router.tsx';

/**
 * Remembers the query of the list shown at `path` (list-memory.ts); on "Limpiar"
 * (`?limpiar=1`) forgets it and shows the bare path. Renders nothing.
 */
export function RememberListQuery({ path }: { path: string }) {
  const router = useRouter();
  const { query } = router;
  const here = router.path === path;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new query or path is a change to remember
  useEffect(() => {
    if (!here) return;
    const secure = window.location.protocol === 'https:';
    const clear = new URLSearchParams(query).has(LIMPIAR_PARAM);
    // A bare path was either just restored by the server or has nothing to remember.
    if (!query && !clear) return;
    const cookie = listCookie(path, clear ? '' : query, secure);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    if (cookie) document.cookie = cookie;
    if (clear) router.replace(path);
  }, [here, path, query]);

  return null;
}
