import { useEffect, useRef } from 'react';

/**
 * The ref for a native <dialog> shown as a modal while `open` (focus kept inside, Escape
 * closes it, the page behind inert) and closed otherwise: no dialog library to download.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
