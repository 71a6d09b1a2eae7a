import Papa from 'papaparse';
import type { AcreditacionPublica } from '../registro.ts';

// The register's columns as published (CSV header, JSON keys): lower-case ASCII names that never
// change once published, since reusers' programs read them by name. A new column goes at the end.

export const CAMPOS = [
  'codigo',
  'centro',
  'provincia',
  'municipio',
  'ambito',
  'nivel',
  'fecha_publicacion',
  'fecha_vigencia',
  'url',
] as const;
export type Campo = (typeof CAMPOS)[number];
export type FilaAbierta = Record<Campo, string | null>;

export const LICENCIA_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The public detail page of an accreditation in the register. */
export const urlDetalle = (origen: string, id: number) => `${origen}/acreditacion/publico/${id}`;

export function filaAbierta(a: AcreditacionPublica, origen: string): FilaAbierta {
  return {
    codigo: a.Codigo,
    centro: a.Centro.Nombre,
    provincia: a.Provincia?.Nombre ?? null,
    municipio: a.Municipio?.Nombre ?? null,
    ambito: a.Ambito?.Nombre ?? null,
    nivel: a.Nivel,
    fecha_publicacion: a.FechaPublicacion,
    fecha_vigencia: a.FechaVigencia,
    url: urlDetalle(origen, a.Id),
  };
}

/**
 * RFC 4180 CSV in UTF-8 with a header row: comma-separated, as open-data portals and their
 * validators expect (the staff's spreadsheet exports use `;` instead). Formulas are neutralised,
 * so a centre named "=HYPERLINK(…)" stays text in a spreadsheet.
 */
export function csvAbierto(filas: FilaAbierta[]): string {
  const datos = filas.map((f) => CAMPOS.map((c) => f[c] ?? ''));
  return `${Papa.unparse({ fields: [...CAMPOS], data: datos }, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** The JSON download: the rows under their licence, source and date of the data. */
export function jsonAbierto(filas: FilaAbierta[], d: { titulo: string; fuente: string; fecha: string; licencia: string }) {
  return {
    titulo: d.titulo,
    fuente: d.fuente,
    fecha_datos: d.fecha,
    licencia: d.licencia,
    licencia_url: LICENCIA_URL,
    campos: CAMPOS,
    total: filas.length,
    acreditaciones: filas,
  };
}

/** Text for XML content and attributes. */
export const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
