'use client';

import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { cn } from '../ui/cn.ts';
import { useRouter } from '../ui/router.tsx';

const t = acceso.menuMovil;

/**
 * A header's menu on small screens: a "Menú" button that opens the links in a sheet along the
 * right edge of the viewport (Radix Dialog: focus moves in and stays there, Escape and a click
 * outside close it, focus returns to the button). Following a link closes it, and so does any
 * change of page, since the header stays mounted across client navigations.
 *
 * No portal: the sheet stays inside the page shell, which carries the instance's brand colours.
 */
export function MobileMenu({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { path, query } = useRouter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what closes the menu
  useEffect(() => setOpen(false), [path, query]);

  // A link inside closes the sheet at once, also when it points at the page already shown.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(
          'inline-flex w-fit items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900',
          className,
        )}
      >
        <Menu aria-hidden="true" className="h-4 w-4" />
        {t.abrir}
      </Dialog.Trigger>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        aria-describedby={undefined}
        onClick={onClick}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="flex items-center justify-between gap-2">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Close className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-brand-soft">
            <X aria-hidden="true" className="h-4 w-4" />
            {t.cerrar}
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
