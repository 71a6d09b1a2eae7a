// The QR's modules only: qrcode's core encoder, without its renderers (those pull in pngjs and
// Node streams, which neither the PDF nor the Worker needs; the PDF draws the modules as vectors).
// @ts-expect-error qrcode ships no types for its core module; the shape is declared below.
import { create } from 'qrcode/lib/core/qrcode.js';

interface QrCore {
  modules: { size: number; data: Uint8Array };
}

/** The dark modules of the QR of `text` (error correction M), row by row. */
export function modulosQr(text: string): { size: number; oscuro: (x: number, y: number) => boolean } {
  const qr = (create as (t: string, o: object) => QrCore)(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  return { size, oscuro: (x, y) => data[y * size + x] === 1 };
}
