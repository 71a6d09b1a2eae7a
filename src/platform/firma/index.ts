import { configFrom, onWorkers } from '../config.ts';

/**
 * The certificate that signs the accreditation certificates (PAdES), from the deployment's
 * configuration, read per call:
 * - FIRMA_P12_BASE64: the PKCS#12 (.p12/.pfx) itself, base64 (a Worker secret: Workers have no files);
 * - else FIRMA_P12_RUTA: its path (Node);
 * - else, outside production on Node, the development certificate that `npm start` generates
 *   (scripts/lib/firma-desarrollo.ts) at FIRMA_DESARROLLO_RUTA, with its fixed password.
 * FIRMA_P12_CLAVE is the PKCS#12's password.
 */
interface ConfiguracionFirma {
  p12: Uint8Array;
  clave: string;
}

export const FIRMA_DESARROLLO_RUTA = './data/firma/desarrollo.p12';
/** Only for the per-machine development certificate: a deployment sets FIRMA_P12_CLAVE. */
export const FIRMA_DESARROLLO_CLAVE = 'desarrollo';

const esProduccion = (env: unknown) => configFrom(env, 'NODE_ENV') === 'production';

/** True when the deployment names its own certificate (so no development one is generated). */
export function firmaConfigurada(env?: unknown): boolean {
  return Boolean(configFrom(env, 'FIRMA_P12_BASE64')?.trim() || configFrom(env, 'FIRMA_P12_RUTA')?.trim());
}

function base64(text: string): Uint8Array {
  const bin = atob(text.replace(/\s+/g, ''));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

async function leer(ruta: string): Promise<Uint8Array | null> {
  // node:fs only on Node, imported on use so the Worker bundle never evaluates it.
  const { readFile } = await import('node:fs/promises');
  try {
    return new Uint8Array(await readFile(ruta));
  } catch {
    return null;
  }
}

/** The configured signing certificate, or null when this deployment has none. */
export async function configuracionFirma(env?: unknown): Promise<ConfiguracionFirma | null> {
  const clave = configFrom(env, 'FIRMA_P12_CLAVE') ?? '';
  const incrustado = configFrom(env, 'FIRMA_P12_BASE64')?.trim();
  if (incrustado) return { p12: base64(incrustado), clave };
  if (onWorkers()) return null;
  const ruta = configFrom(env, 'FIRMA_P12_RUTA')?.trim();
  if (ruta) {
    const p12 = await leer(ruta);
    return p12 ? { p12, clave } : null;
  }
  if (esProduccion(env)) return null;
  const p12 = await leer(FIRMA_DESARROLLO_RUTA);
  return p12 ? { p12, clave: FIRMA_DESARROLLO_CLAVE } : null;
}
