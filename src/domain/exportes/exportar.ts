import { exportesUi as t } from '../../i18n/informes.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRegla } from '../permisos/regla.ts';
import { todayIso } from '../shared/fechas.ts';
import { csvStream } from './csv.ts';
import { type Celda, EXPORTABLES, filasExportacion, type ListaExportable } from './listas.ts';
import { xlsxStream } from './xlsx.ts';

const FORMATOS = ['xlsx', 'csv'] as const;
type FormatoExportacion = (typeof FORMATOS)[number];

const TIPOS: Record<FormatoExportacion, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface Exportacion {
  nombre: string;
  tipo: string;
  cuerpo: ReadableStream<Uint8Array>;
}

/**
 * A management list as a file, with the filters of `query` (the list page's query string).
 * Gated by the list page's rule; the first read runs before anything is sent, so a refusal
 * or bad input answers with its status instead of a broken download. Both formats stream
 * batch by batch, giving the event loop a turn between batches (turno.ts).
 */
export async function exportarLista(
  ctx: DomainContext,
  lista: ListaExportable,
  formato: string,
  query: string | undefined,
): Promise<Exportacion> {
  const e = EXPORTABLES[lista];
  requireRegla(ctx.actor, e.regla);
  if (!(FORMATOS as readonly string[]).includes(formato))
    throw new AppError(400, t.formatoNoValido, { formato: [t.formatoNoValido] });
  const lotes = filasExportacion(ctx, lista, query);
  const cabecera = await lotes.next();
  const primeros = await lotes.next();
  // The batches already read come first, then the rest as the reader asks for them.
  async function* todos(): AsyncGenerator<Celda[][]> {
    if (!cabecera.done) yield cabecera.value;
    if (!primeros.done) yield primeros.value;
    else return;
    yield* lotes;
  }
  const nombre = `${e.archivo}-${todayIso(ctx.clock.now())}.${formato}`;
  const f = formato as FormatoExportacion;
  const cuerpo = f === 'csv' ? csvStream(todos()) : xlsxStream(todos(), t.hoja);
  return { nombre, tipo: TIPOS[f], cuerpo };
}
