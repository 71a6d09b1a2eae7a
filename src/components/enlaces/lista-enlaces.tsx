import { ExternalLink } from 'lucide-react';
import type { EnlaceRecord } from '../../domain/enlaces/enlaces.ts';
import { enlacesUi as t } from '../../i18n/enlaces.ts';

/**
 * Links as visitors see them: the title opens the address in a new tab (rel noopener: the
 * other site gets no hold on this page), the description under it. Addresses are http or
 * https only (src/domain/enlaces/schema.ts), so none can run script here.
 */
export function ListaEnlaces(props: { enlaces: EnlaceRecord[]; vacio?: string; label: string }) {
  if (props.enlaces.length === 0) return props.vacio ? <p className="text-slate-700">{props.vacio}</p> : null;
  return (
    <ul aria-label={props.label} className="grid gap-3">
      {props.enlaces.map((e) => (
        <li key={e.Id} className="rounded-lg border border-slate-200 bg-white p-4">
          <a
            href={e.Url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950"
          >
            {e.Titulo}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> {t.externo}</span>
          </a>
          {e.Descripcion ? <p className="mt-1 text-slate-800">{e.Descripcion}</p> : null}
        </li>
      ))}
    </ul>
  );
}
