import { Buffer } from 'node:buffer';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import { type Firmante, firmaCades } from './cms.ts';

/** A @signpdf signer that writes the PAdES baseline CMS of cms.ts. */
class FirmantePades extends Signer {
  constructor(private readonly firmante: Firmante) {
    super();
  }
  async sign(pdf: Buffer): Promise<Buffer> {
    return Buffer.from(firmaCades(pdf.toString('binary'), this.firmante), 'binary');
  }
}

/**
 * Signs a PDF that carries the signature field of marcador.ts: @signpdf fills the ByteRange
 * (the whole file but the signature itself) and the CMS into /Contents.
 */
export async function firmarPdf(pdf: Uint8Array, firmante: Firmante): Promise<Uint8Array> {
  const signed = await new SignPdf().sign(Buffer.from(pdf), new FirmantePades(firmante));
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}
