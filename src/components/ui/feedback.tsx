'use client';

import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from './button.tsx';

// In its own module so a page that shows only this banner does not load the rest of the kit's feedback.
export { ErrorBanner } from './error-banner.tsx';

import { TOAST_MS, useSuccessToast } from './toast-store.ts';
import { useModal } from './use-modal.ts';

/**
 * A success message in a polite live region at the bottom of the screen; it goes away by
 * itself. The region is always in the page so screen readers announce what appears in it.
 * Saves do not render one: they call showSuccess (toast-store.ts), which SuccessToast shows.
 */
function Toast({ message, onDone, n }: { message: string | null; onDone?: () => void; n?: number }) {
  const done = useEffectEvent(() => onDone?.());
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(done, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {message ? (
        <p
          key={n}
          className="pointer-events-auto flex items-center gap-2 rounded-md bg-emerald-800 px-4 py-3 text-sm font-semibold text-white shadow-lg"
        >
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The page's success toast (showSuccess): in the management and area layouts, once per page. */
export function SuccessToast() {
  const aviso = useSuccessToast();
  return (
    <div data-toast="">
      <Toast message={aviso?.message ?? null} n={aviso?.n} />
    </div>
  );
}

/**
 * A button that asks before acting, in a native modal <dialog> (focus kept inside, Escape
 * cancels). `onConfirm` runs only after "Aceptar".
 *
 * `check` runs first, when the button is pressed: what the page already knows would make the
 * action fail (a missing person, a past date, an empty field) is said then, not after the user
 * has confirmed. It shows its own messages (useApiAction's `check`) and answers whether to ask.
 */
export function ConfirmButton(props: {
  question: string;
  onConfirm: () => void | Promise<void>;
  check?: () => boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  disabled?: boolean;
  'aria-label'?: string;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialog = useModal(open);
  return (
    <>
      <Button
        variant={props.variant ?? 'secondary'}
        size={props.size ?? 'sm'}
        disabled={props.disabled}
        aria-label={props['aria-label']}
        onClick={() => {
          if (props.check?.() ?? true) setOpen(true);
        }}
      >
        {props.children}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(75vw,28rem)] rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <p id={titleId} className="text-base font-semibold text-slate-900">
          {props.question}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
            Cancelar
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              void props.onConfirm();
            }}
          >
            Aceptar
          </Button>
        </div>
      </dialog>
    </>
  );
}
