/**
 * The spec's message for a document number that does not fit its type ("DNI no válido",
 * "NIE no válido", "Pasaporte no válido"); the identityDocument builder reports one generic
 * text. No schema library here: the server (zod) and the invitation form (valibot) share it.
 */
import { validacion as t } from '../../i18n/validacion.ts';
import { type DocumentType, isDocumentType } from '../validation/rules.ts';

const MESSAGES: Record<DocumentType, string> = { DNI: t.dni, NIE: t.nie, PAS: t.passport };

/** Where the builder's parts live in the invitation payload. */
export const DOCUMENTO_FIELDS: Record<string, 'tipoDocumentoIdentidadClave' | 'documentoIdentidad'> = {
  documentType: 'tipoDocumentoIdentidadClave',
  documentNumber: 'documentoIdentidad',
};

export function documentoMessage(part: string, tipo: unknown, message: string): string {
  if (part !== 'documentNumber' || message !== t.identityDocument) return message;
  const key = typeof tipo === 'string' ? tipo.trim().toUpperCase() : '';
  return isDocumentType(key) ? MESSAGES[key] : message;
}
