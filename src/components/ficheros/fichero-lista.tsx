import { Download, Eye, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { extensionOf } from '../../domain/ficheros/limites.ts';
import { ficheros as t } from '../../i18n/ficheros.ts';

export { formatKb } from '../../domain/ficheros/limites.ts';

/** A stored file as records carry it (Fichero { Id, NombreFisico, Kb }). */
export interface FicheroRef {
  Id: number;
  NombreFisico: string;
  /** bytes / 1024 rounded down. */
  Kb: number;
}

/** The spec's preview list; SVG is served as a download (ADR 0011). */
const PREVIEW = new Set(['webp', 'bmp', 'gif', 'jpg', 'jpeg', 'png', 'ico', 'pdf']);

export const ficheroUrl = (id: number) => `/api/ficheros/${id}`;
export const descargaUrl = (id: number) => `/api/ficheros/${id}?descarga=1`;
export const puedeVerse = (nombre: string) => PREVIEW.has(extensionOf(nombre));
export const kbTexto = (kb: number) => `${Math.max(0, Math.floor(kb))} KB`;

const linkClass =
  'inline-flex items-center gap-1 rounded px-1 font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** The name, size and view/download links of one file; `actions` adds buttons (delete). */
export function FicheroItem({ fichero, actions }: { fichero: FicheroRef; actions?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      <span className="min-w-0 break-words font-medium text-slate-900">{fichero.NombreFisico}</span>
      <span className="text-sm text-slate-600">{kbTexto(fichero.Kb)}</span>
      <span className="ml-auto flex items-center gap-2 text-sm">
        {puedeVerse(fichero.NombreFisico) ? (
          <a
            href={ficheroUrl(fichero.Id)}
            target="_blank"
            rel="noopener"
            className={linkClass}
            aria-label={t.verFichero(fichero.NombreFisico)}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t.ver}
          </a>
        ) : null}
        <a href={descargaUrl(fichero.Id)} download className={linkClass} aria-label={t.descargarFichero(fichero.NombreFisico)}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t.descargar}
        </a>
        {actions}
      </span>
    </li>
  );
}

/**
 * Read-only list of files (server or client): name, size in KB, view and download links.
 * Empty: the `vacio` text, or "No hay ficheros".
 */
export function FicheroLista({ ficheros, vacio, label }: { ficheros: FicheroRef[]; vacio?: string; label?: string }) {
  if (ficheros.length === 0) return <p className="text-sm text-slate-600">{vacio ?? t.sinFicherosGuardados}</p>;
  return (
    <ul aria-label={label ?? t.ficherosGuardadosTitulo} className="divide-y divide-slate-200">
      {ficheros.map((f) => (
        <FicheroItem key={f.Id} fichero={f} />
      ))}
    </ul>
  );
}

/** Shapes a `ficheros` row (or anything with id, name and bytes) as a FicheroRef. */
export const toFicheroRef = (f: { id: number; nombreFisico: string; bytes: number }): FicheroRef => ({
  Id: f.id,
  NombreFisico: f.nombreFisico,
  Kb: Math.floor(f.bytes / 1024),
});
