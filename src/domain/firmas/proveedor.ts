import { firmas as t } from '../../i18n/firmas.ts';
import { firmanteDeP12 } from '../acreditaciones/certificado/cms.ts';
import { firmarPdf } from '../acreditaciones/certificado/firma.ts';
import { AppError } from '../errors.ts';
import { anadirMarcadorIncremental, type MarcadorIncremental } from './incremental.ts';

/**
 * The signing port: adds one PAdES signature to a PDF, incrementally (earlier signatures stay
 * valid). Two providers: the agency's electronic seal (the PKCS#12 the certificates use) and a
 * remote-signing service shaped like FIRe / Cl@ve Firma (remoto.ts). The platform picks one.
 */
export interface ProveedorFirma {
  firmar(pdf: Uint8Array, marcador: MarcadorIncremental): Promise<Uint8Array>;
}

/** The deployment's PKCS#12 and its password (src/platform/firma), or null when none is configured. */
export type ConfigSello = () => Promise<{ p12: Uint8Array; clave: string } | null>;

/** The agency's electronic seal: the configured PKCS#12 signs, the signer's identity goes in /Name and /Reason. */
export function proveedorSello(config: ConfigSello): ProveedorFirma {
  return {
    async firmar(pdf, marcador) {
      const c = await config();
      if (!c) throw new AppError(409, t.selloNoConfigurado);
      let firmante: ReturnType<typeof firmanteDeP12>;
      try {
        firmante = firmanteDeP12(c.p12, c.clave);
      } catch {
        throw new AppError(409, t.selloNoValido);
      }
      return firmarPdf(await anadirMarcadorIncremental(pdf, marcador), firmante);
    },
  };
}
