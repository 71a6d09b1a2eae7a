'use client';

import { Printer } from 'lucide-react';
import { informesUi as t } from '../../i18n/informes.ts';
import { Button } from '../ui/button.tsx';

/** Opens the browser's print dialog (the page's print styles leave only the report). */
export function Imprimir() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="h-4 w-4" />
      {t.imprimir}
    </Button>
  );
}
