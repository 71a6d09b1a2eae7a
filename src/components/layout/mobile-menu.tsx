'use client';

import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { cn } from '../ui/cn.ts';
import { useRouter } from '../ui/router.tsx';
import { useModal } from '../ui/use-modal.ts';

const t = acceso.menuMovil;

/**
 * A header's menu on small screens: a "Menú" button that opens the links in a sheet along the
 * right edge of the viewport. A native modal <dialog> (no dialog library on every page's first
 * load): focus moves in and goes round inside it, the page behind leaves the accessibility tree, Escape
 * and a click on the backdrop close it, focus returns to the button, and the page behind does
 * not scroll (styles.css). Following a link closes it, and so does any change of page, since
 * the header stays mounted across client navigations. The links are rendered only while it is
 * open, as before: a closed menu adds nothing to the page.
 *
 * The dialog stays inside the page shell, which carries the instance's brand colours.
 */
export function MobileMenu({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { path, query } = useRouter();
  const dialog = useModal(open);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what closes the menu
  useEffect(() => setOpen(false), [path, query]);

  // A link inside closes the sheet at once, also when it points at the page already shown; a
  // click on the dialog element itself is a click on the backdrop (the sheet fills the dialog).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget || (event.target as Element).closest('a[href]')) setOpen(false);
  };

  // A modal dialog keeps the page behind out of reach, but Tab past its last control would go on
  // to the browser's own bar: the focus goes round inside the sheet instead.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const [first, last] = [controls[0], controls[controls.length - 1]];
    const edge = event.shiftKey ? first : last;
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-hoja`}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex w-fit items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900',
          className,
        )}
      >
        <Menu aria-hidden="true" className="h-4 w-4" />
        {t.abrir}
      </button>
      <dialog
        ref={dialog}
        id={`${id}-hoja`}
        aria-labelledby={`${id}-titulo`}
        data-hoja-menu=""
        onClose={() => setOpen(false)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(20rem,calc(100vw-2rem))] max-w-none bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {open ? (
          <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-brand-soft"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {t.cerrar}
              </button>
            </div>
            {children}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
