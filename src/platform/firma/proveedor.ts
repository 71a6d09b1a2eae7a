import { type ProveedorFirma, proveedorSello } from '../../domain/firmas/proveedor.ts';
import { configuracionFirma } from './index.ts';

/**
 * The signing provider of this deployment: the agency's electronic seal (the PKCS#12 of
 * index.ts). The remote provider (domain/firmas/remoto.ts, FIRe / Cl@ve Firma) needs the
 * service's client, which a deployment that contracts it passes in here.
 */
export function getProveedorFirma(env: unknown): ProveedorFirma {
  return proveedorSello(() => configuracionFirma(env));
}
