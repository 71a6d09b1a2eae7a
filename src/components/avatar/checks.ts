import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  AVATAR_MIME,
  characterCount,
  NOMBRE_FISICO_MAX,
} from '../../domain/ficheros/limites.ts';
import { sniff } from '../../domain/ficheros/sniff.ts';
import { ficheros as t } from '../../i18n/ficheros.ts';
import type { ChosenFile } from '../ficheros/checks.ts';

/**
 * The same checks as the server, before sending anything: size, name length, extension
 * and the content's own signature (a renamed PDF is caught here too). Returns the message
 * to show, or null when the file may be uploaded; the server checks again regardless.
 */
export async function checkAvatarFile(file: ChosenFile): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return t.imagenDemasiadoGrande;
  if (characterCount(file.name) > NOMBRE_FISICO_MAX) return t.nombreDemasiadoLargo;
  const lower = file.name.toLowerCase();
  if (!AVATAR_EXTENSIONS.some((ext) => lower.endsWith(ext))) return t.tipoImagenNoAdmitido;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const tipo = sniff(head);
  if (!tipo || !AVATAR_MIME.has(tipo.mime)) return t.tipoImagenNoAdmitido;
  return null;
}

/** Up to two initials of a name, for the placeholder when there is no avatar. */
export function initialsOf(nombre: string): string {
  const words = nombre.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
