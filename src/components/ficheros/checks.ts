import {
  characterCount,
  EXTENSIONES_ADMITIDAS,
  extensionOf,
  FICHERO_MAX_BYTES,
  NOMBRE_FISICO_MAX,
} from '../../domain/ficheros/limites.ts';
import { EXTENSIONES_POR_TIPO, isExecutable, sniff } from '../../domain/ficheros/sniff.ts';
import { ficheros as t } from '../../i18n/ficheros.ts';

/** What the browser knows of a chosen file (a File, or a stand-in in tests). */
export interface ChosenFile {
  name: string;
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * The server's per-file checks, before sending anything: size, name length, extension and
 * the content's own signature (an .exe renamed .pdf is caught here too). ZIP contents are
 * only checked by the server. Returns the message to show, or null.
 */
export async function checkFichero(
  file: ChosenFile,
  maxBytes = FICHERO_MAX_BYTES,
  /** A document type's own formats (lower case, e.g. a process file type's); empty = every admitted one. */
  extensiones: readonly string[] = [],
): Promise<string | null> {
  const nombre = file.name;
  // The type's formats first: the general message would list every format the site accepts.
  if (extensiones.length > 0 && !extensiones.includes(extensionOf(nombre))) {
    return t.formatoNoAdmitidoTipo(nombre, extensiones.map((e) => e.toUpperCase()).join(', '));
  }
  if (characterCount(nombre) > NOMBRE_FISICO_MAX) return t.nombreFicheroDemasiadoLargo(nombre);
  if (file.size > maxBytes) {
    return maxBytes === FICHERO_MAX_BYTES
      ? t.ficheroDemasiadoGrande(nombre)
      : t.ficheroSuperaKb(nombre, Math.floor(maxBytes / 1024));
  }
  if (file.size === 0) return t.ficheroVacio(nombre);
  const ext = extensionOf(nombre);
  if (!(EXTENSIONES_ADMITIDAS as readonly string[]).includes(ext)) return t.extensionNoAdmitida(nombre);
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const tipo = sniff(head);
  const delContenido = tipo ? EXTENSIONES_POR_TIPO[tipo.tipo] : undefined;
  if (!tipo || !delContenido || isExecutable(head)) return t.tipoNoAdmitido(nombre);
  if (!delContenido.includes(ext)) return t.extensionNoCoincide(nombre, tipo.extension);
  return null;
}

/** A document type's formats as the browser checks them: lower case; none listed = every admitted one. */
export function extensionesDeTipo(extensiones: readonly string[] | null | undefined): string[] {
  const propias = (extensiones ?? []).map((e) => e.toLowerCase());
  return propias.length > 0 ? propias : [...EXTENSIONES_ADMITIDAS];
}
