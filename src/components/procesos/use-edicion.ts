'use client';

import { useState } from 'react';
import { useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';

/**
 * Which record of a list edited in place is open (`'nuevo'` for a new one), and the page's toast
 * after a save, which closes the form and reloads the page's server data.
 */
export function useEdicion<K extends string | number>() {
  const router = useRouter();
  const [editando, setEditando] = useState<K | 'nuevo' | null>(null);
  async function guardado(message: string) {
    setEditando(null);
    showSuccess(message);
    await router.reload();
  }
  return { editando, setEditando, guardado };
}
