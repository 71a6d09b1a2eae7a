'use client';

import { CircleAlert, X } from 'lucide-react';
import { Button } from './button.tsx';

/** A failed operation: the server's message stays until closed. */
export function ErrorBanner({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="flex-1">{message}</p>
      <Button variant="ghostDanger" size="sm" onClick={onClose} className="-my-1">
        <X aria-hidden="true" className="h-4 w-4" />
        Cerrar
      </Button>
    </div>
  );
}
