'use client';

import { useEffect, useState } from 'react';
import { useApiAction } from '../../ui/api-action.tsx';
import { useRouter } from '../../ui/router.tsx';
import { showSuccess } from '../../ui/toast-store.ts';

/**
 * A list of records edited in place on their parent's page (questions of a form, answers of a
 * question): which one is open for editing ('nueva' for the new one), the page's toast after a save,
 * and the reorder, shown at once and put back if the server refuses it.
 */
export function useEditableList<T extends { Id: number }>(opts: {
  records: T[];
  /** POST path that takes `{ ids }` in the new order. */
  orderPath: string;
  /** The toast after a reorder. */
  ordered: string;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [items, setItems] = useState(opts.records);
  const [editing, setEditing] = useState<number | 'nueva' | null>(null);
  useEffect(() => setItems(opts.records), [opts.records]);

  /** After a form saved: close it, say so and reload the page's data. */
  async function saved(message: string) {
    setEditing(null);
    showSuccess(message);
    await router.reload();
  }
  async function reorder(ids: number[]) {
    const before = items;
    setItems(ids.map((id) => items.find((i) => i.Id === id) as T));
    const res = await action.run('POST', opts.orderPath, { ids }, { success: opts.ordered });
    if (!res.ok) setItems(before);
    else await router.reload();
  }
  return { action, items, editing, setEditing, saved, reorder };
}
