/**
 * Document messages shared by the server (zod) and the user form (valibot). No schema
 * library here, so the client bundle can import it.
 */
import { validacion as t } from '../../i18n/validacion.ts';
import { type DocumentType, isDocumentType } from '../validation/rules.ts';

const MESSAGES: Record<DocumentType, string> = { DNI: t.dni, NIE: t.nie, PAS: t.passport };

/** Where the identityDocument builder's parts live in the user payload. */
export const DOCUMENTO_FIELDS = {
  documentType: 'tipoDocumentoIdentidadClave',
  documentNumber: 'documentoIdentidad',
} as const;

/**
 * The spec's message for a number that does not fit its type ("DNI no válido", "NIE no
 * válido", "Pasaporte no válido"); the identityDocument builder reports one generic text.
 */
export function documentoMessage(tipo: unknown, message: string): string {
  if (message !== t.identityDocument) return message;
  const key = typeof tipo === 'string' ? tipo.trim().toUpperCase() : '';
  return isDocumentType(key) ? MESSAGES[key] : message;
}

/** An issue of the identityDocument builder, moved to the payload's field with the spec's message. */
export function documentoIssue(
  part: string,
  message: string,
  tipo: unknown,
): { field: (typeof DOCUMENTO_FIELDS)[keyof typeof DOCUMENTO_FIELDS]; message: string } {
  if (part === 'documentNumber') return { field: DOCUMENTO_FIELDS.documentNumber, message: documentoMessage(tipo, message) };
  return { field: DOCUMENTO_FIELDS.documentType, message };
}

/** Stored form of a document number or type: trimmed, upper-case, null when blank. */
export function normalizeDocumento(value: string | null | undefined): string | null {
  const v = value?.trim().toUpperCase();
  return v ? v : null;
}
