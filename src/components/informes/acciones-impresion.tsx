import { FileDown } from 'lucide-react';
import { informesUi as t } from '../../i18n/informes.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Imprimir } from './imprimir.tsx';

// When a report page is printed only the element with id "informe" shows: the site's header,
// the area's menu and the footer (which belong to the layouts) are hidden by these styles.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #informe, #informe * { visibility: visible; }
  #informe { position: absolute; left: 0; top: 0; width: 100%; }
  #informe tr, #informe dl > div { break-inside: avoid; }
  #informe h2 { break-after: avoid; }
  @page { margin: 15mm; }
}`;

/** Print and PDF download buttons of a printable page (hidden on paper), with the print styles. */
export function AccionesImpresion({ pdf }: { pdf: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <style>{PRINT_CSS}</style>
      <Imprimir />
      <a href={pdf} download className={buttonVariants({ variant: 'primary' })}>
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {t.descargarPdf}
      </a>
    </div>
  );
}
