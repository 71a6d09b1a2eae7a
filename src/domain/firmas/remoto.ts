import { firmas as t } from '../../i18n/firmas.ts';
import { AppError } from '../errors.ts';
import { anadirMarcadorIncremental } from './incremental.ts';
import type { ProveedorFirma } from './proveedor.ts';

/**
 * A remote-signing service in the shape of FIRe / Cl@ve Firma: the application, identified by
 * its id, opens a transaction for the user's document and receives a ticket; the user
 * authenticates at the service; the application then retrieves the signed document with the
 * transaction and the ticket. The client below is the wire; a local fake (remoto-fake.ts) stands
 * in for tests and development.
 */
export const ERRORES_REMOTOS = [
  'APLICACION',
  'SESION',
  'TICKET',
  'AUTENTICACION',
  'SIN_CERTIFICADO',
  'VALIDACION_CERTIFICADO',
  'REABRIR_NAVEGADOR',
] as const;
export type CodigoErrorRemoto = (typeof ERRORES_REMOTOS)[number];

/** What the service answers when it refuses: one of the spec's signature errors. */
export class ErrorFirmaRemota extends Error {
  constructor(readonly codigo: CodigoErrorRemoto | string) {
    super(`firma remota: ${codigo}`);
    this.name = 'ErrorFirmaRemota';
  }
}

export interface ClienteFirmaRemota {
  /** Opens a signing transaction for a PDF that carries an empty signature field. */
  iniciar(aplicacionId: string, usuario: string, pdf: Uint8Array): Promise<{ transaccionId: string; ticket: string }>;
  /** The signed PDF of a transaction; the ticket must be the one `iniciar` gave. */
  recuperar(aplicacionId: string, transaccionId: string, ticket: string): Promise<Uint8Array>;
}

/** The Spanish message of a remote error (the spec's list; anything else: a generic one). */
export function mensajeErrorRemoto(codigo: string): string {
  return (t.remoto as Record<string, string>)[codigo] ?? t.remoto.DESCONOCIDO;
}

/** The remote provider: its errors become a 409 with the Spanish message (never a 500, never a 401 that would sign out). */
export function proveedorRemoto(cliente: ClienteFirmaRemota, aplicacionId: string, usuario: string): ProveedorFirma {
  return {
    async firmar(pdf, marcador) {
      const preparado = await anadirMarcadorIncremental(pdf, marcador);
      try {
        const { transaccionId, ticket } = await cliente.iniciar(aplicacionId, usuario, preparado);
        return await cliente.recuperar(aplicacionId, transaccionId, ticket);
      } catch (err) {
        if (err instanceof ErrorFirmaRemota) throw new AppError(409, mensajeErrorRemoto(err.codigo));
        throw err;
      }
    },
  };
}
