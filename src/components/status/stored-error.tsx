'use client';

import { useEffect, useState } from 'react';
import { ERROR_STORAGE_KEY } from '../../i18n/paginas.ts';

/** Shows the message the client stored before coming to /error, then forgets it. */
export function StoredError({ fallback }: { fallback: string }) {
  const [message, setMessage] = useState(fallback);
  useEffect(() => {
    const stored = sessionStorage.getItem(ERROR_STORAGE_KEY);
    if (stored) {
      setMessage(stored);
      sessionStorage.removeItem(ERROR_STORAGE_KEY);
    }
  }, []);
  return <p role="status">{message}</p>;
}
