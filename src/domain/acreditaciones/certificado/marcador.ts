import {
  PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

// The signature field and its /Contents placeholder that @signpdf/signpdf later fills. This
// follows @signpdf/placeholder-pdf-lib, written against @cantoo/pdf-lib: that package imports
// the original pdf-lib, and the product uses one PDF library (the maintained fork).

/** Room for the CMS (hex-encoded in the file): a 4096-bit key and a chain of three certificates fit. */
const FIRMA_BYTES = 12 * 1024;
/** Annotation flag: print the (invisible) widget, as PDF/A asks. */
const PRINT = 4;

export interface Marcador {
  razon: string;
  nombre: string;
  ubicacion: string;
  fecha: Date;
}

/**
 * Adds an invisible signature field on the first page whose dictionary holds the placeholders;
 * returns its widget, for a tagged document to place in its structure.
 */
export function anadirMarcadorFirma(doc: PDFDocument, m: Marcador): PDFRef {
  const page = doc.getPages()[0];
  if (!page) throw new Error('El PDF no tiene páginas');
  const byteRange = PDFArray.withContext(doc.context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  const signatureDict = doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(FIRMA_BYTES * 2)),
    Reason: PDFString.of(m.razon),
    M: PDFString.fromDate(m.fecha),
    Name: PDFString.of(m.nombre),
    Location: PDFString.of(m.ubicacion),
  });
  // Written as raw bytes so pdf-lib never moves it into an object stream, where the signer
  // could not find the placeholders.
  const raw = new Uint8Array(signatureDict.sizeInBytes());
  signatureDict.copyBytesInto(raw, 0);
  const signatureRef = doc.context.register(PDFInvalidObject.of(raw));

  const apStream = doc.context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} });
  const widget = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFString.of('Firma1'),
      F: PRINT,
      P: page.ref,
      AP: { N: doc.context.register(apStream) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([widget]));
  const acroForm = doc.context.obj({
    Fields: [widget],
    SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY,
  }) as PDFDict;
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(acroForm));
  return widget;
}
