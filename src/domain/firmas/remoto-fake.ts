import type { Firmante } from '../acreditaciones/certificado/cms.ts';
import { firmarPdf } from '../acreditaciones/certificado/firma.ts';
import { type ClienteFirmaRemota, type CodigoErrorRemoto, ErrorFirmaRemota } from './remoto.ts';

/**
 * A local stand-in for FIRe: it knows one application id, signs with the given certificate (the
 * user's, as Cl@ve Firma would hold it) and keeps transactions in memory. `fallo` makes it answer
 * one of the service's errors, as the real one does.
 */
export function clienteFirmaRemotaFake(opts: {
  aplicacionId: string;
  firmante: Firmante;
  fallo?: CodigoErrorRemoto;
}): ClienteFirmaRemota {
  const transacciones = new Map<string, { ticket: string; pdf: Uint8Array }>();
  let n = 0;
  const comprobarAplicacion = (id: string) => {
    if (id !== opts.aplicacionId) throw new ErrorFirmaRemota('APLICACION');
  };
  return {
    async iniciar(aplicacionId, _usuario, pdf) {
      comprobarAplicacion(aplicacionId);
      if (opts.fallo === 'SIN_CERTIFICADO' || opts.fallo === 'AUTENTICACION') throw new ErrorFirmaRemota(opts.fallo);
      n += 1;
      const transaccionId = `tr-${n}`;
      transacciones.set(transaccionId, { ticket: `ticket-${n}`, pdf });
      return { transaccionId, ticket: opts.fallo === 'TICKET' ? `otro-${n}` : `ticket-${n}` };
    },
    async recuperar(aplicacionId, transaccionId, ticket) {
      comprobarAplicacion(aplicacionId);
      const tr = transacciones.get(transaccionId);
      if (!tr || opts.fallo === 'SESION') throw new ErrorFirmaRemota('SESION');
      if (tr.ticket !== ticket) throw new ErrorFirmaRemota('TICKET');
      if (opts.fallo) throw new ErrorFirmaRemota(opts.fallo);
      transacciones.delete(transaccionId);
      return firmarPdf(tr.pdf, opts.firmante);
    },
  };
}
