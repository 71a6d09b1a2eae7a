import { catalogoPublico as t } from '../../../i18n/catalogo-publico.ts';

// No server imports: the editor (a client component) shows it too.

/** "Esencial" in words (colour never carries it alone). */
export function EsencialTag({ esencial }: { esencial: boolean }) {
  return esencial ? (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.esencial}</span>
  ) : null;
}
