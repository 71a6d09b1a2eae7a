import { Download } from 'lucide-react';
import type { ListaExportable } from '../../domain/exportes/listas.ts';
import { exportesUi as t } from '../../i18n/informes.ts';
import { buttonVariants } from '../ui/button.tsx';

/**
 * The download links of a management list (XLSX and CSV) with the filters on screen: plain
 * links to GET /api/exportaciones/{lista}, so they work without JavaScript. `params` are the
 * page's parsed filters; the page number is left out (the file holds every filtered row).
 */
export function ExportarLista({ lista, params }: { lista: ListaExportable; params: Record<string, unknown> }) {
  const href = (formato: 'xlsx' | 'csv') => {
    const q = new URLSearchParams({ formato });
    for (const [name, value] of Object.entries(params)) {
      if (name === 'pagina' || value === undefined || value === null || value === '') continue;
      q.set(name, String(value));
    }
    return `/api/exportaciones/${lista}?${q.toString()}`;
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700">{t.descargar}:</span>
      {(
        [
          ['xlsx', t.xlsx],
          ['csv', t.csv],
        ] as const
      ).map(([formato, etiqueta]) => (
        <a
          key={formato}
          href={href(formato)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          aria-label={t.descargarComo(etiqueta)}
          data-exportar={formato}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {etiqueta}
        </a>
      ))}
    </div>
  );
}
