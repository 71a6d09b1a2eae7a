'use client';

import { useId } from 'react';
import { ficheros as t } from '../../i18n/ficheros.ts';
import { Button } from '../ui/button.tsx';
import { useModal } from '../ui/use-modal.ts';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (focus kept inside, Escape cancels, the page
 * behind inert) rather than a dialog library: nothing extra to download for two questions.
 */
export function ConfirmDialog({ open, message, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape: keep React's state the source of truth instead of letting the browser close it.
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.confirmacion}
      </h2>
      <p id={messageId} className="mt-2 text-base">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        {/* showModal() focuses the first focusable element: the harmless choice comes first. */}
        <Button variant="secondary" onClick={onCancel}>
          {t.cancelar}
        </Button>
        <Button onClick={onConfirm}>{t.aceptar}</Button>
      </div>
    </dialog>
  );
}
