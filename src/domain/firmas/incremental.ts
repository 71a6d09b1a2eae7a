import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

// A new signature field appended to a PDF as an INCREMENTAL UPDATE (ISO 32000-1 §7.5.6): the
// earlier bytes are kept as they are, so every earlier signature, whose ByteRange covers them,
// stays valid. Saving through pdf-lib would rewrite the whole file and break them. pdf-lib only
// reads the structure here; the new and changed objects, a cross-reference section and a
// trailer pointing back (/Prev) to the previous one are written after the last %%EOF.

/** Room for the CMS (hex in the file): a 4096-bit key and a chain of three certificates fit. */
const FIRMA_BYTES = 12 * 1024;
/** Annotation flag: print the (invisible) widget, as PDF/A asks. */
const PRINT = 4;

export interface MarcadorIncremental {
  /** Who signs: "Nombre Apellidos (Perfil)". */
  nombre: string;
  razon: string;
  ubicacion: string;
  fecha: Date;
}

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);

function bytesOf(obj: PDFObject): Uint8Array {
  const out = new Uint8Array(obj.sizeInBytes());
  obj.copyBytesInto(out, 0);
  return out;
}

/** Offset of the last cross-reference section: the number after the file's last `startxref`. */
function previousStartxref(pdf: Uint8Array): number {
  const tail = new TextDecoder('latin1').decode(pdf.subarray(Math.max(0, pdf.length - 2048)));
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('El PDF no termina con startxref y %%EOF');
  return Number(match[1]);
}

function arrayOf(doc: PDFDocument, value: PDFObject | undefined): { array: PDFArray; ref?: PDFRef } {
  if (value instanceof PDFRef) return { array: doc.context.lookup(value, PDFArray), ref: value };
  if (value instanceof PDFArray) return { array: value };
  return { array: PDFArray.withContext(doc.context) };
}

/** The PDF with one more (empty) signature field, appended; @signpdf/signpdf then fills it. */
export async function anadirMarcadorIncremental(pdf: Uint8Array, m: MarcadorIncremental): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const ctx = doc.context;
  const changed = new Map<string, { ref: PDFRef; obj: PDFObject }>();
  const write = (ref: PDFRef, obj: PDFObject) => changed.set(ref.toString(), { ref, obj });
  let next = ctx.largestObjectNumber;
  const nuevo = () => PDFRef.of(++next);

  const page = doc.getPages()[0];
  if (!page) throw new Error('El PDF no tiene páginas');
  const catalogRef = ctx.trailerInfo.Root;
  if (!(catalogRef instanceof PDFRef)) throw new Error('El PDF no tiene catálogo');

  const byteRange = PDFArray.withContext(ctx);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  const sigRef = nuevo();
  write(
    sigRef,
    ctx.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      ByteRange: byteRange,
      Contents: PDFHexString.of('0'.repeat(FIRMA_BYTES * 2)),
      Reason: PDFHexString.fromText(m.razon),
      M: PDFString.fromDate(m.fecha),
      Name: PDFHexString.fromText(m.nombre),
      Location: PDFHexString.fromText(m.ubicacion),
    }),
  );

  // The AcroForm: an object of its own, a dictionary inside the catalog, or none yet.
  const acroValue = doc.catalog.get(PDFName.of('AcroForm'));
  const acroForm =
    acroValue instanceof PDFRef ? ctx.lookup(acroValue, PDFDict) : acroValue instanceof PDFDict ? acroValue : ctx.obj({});
  const fields = arrayOf(doc, acroForm.get(PDFName.of('Fields')));

  const apRef = nuevo();
  write(apRef, ctx.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} }));
  const widgetRef = nuevo();
  write(
    widgetRef,
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: sigRef,
      T: PDFString.of(`Firma${fields.array.size() + 1}`),
      F: PRINT,
      P: page.ref,
      AP: { N: apRef },
    }),
  );

  const annots = arrayOf(doc, page.node.get(PDFName.of('Annots')));
  annots.array.push(widgetRef);
  if (annots.ref) write(annots.ref, annots.array);
  else page.node.set(PDFName.of('Annots'), annots.array);
  write(page.ref, page.node);

  fields.array.push(widgetRef);
  if (fields.ref) write(fields.ref, fields.array);
  else acroForm.set(PDFName.of('Fields'), fields.array);
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
  if (acroValue instanceof PDFRef) write(acroValue, acroForm);
  else {
    const acroRef = nuevo();
    write(acroRef, acroForm);
    doc.catalog.set(PDFName.of('AcroForm'), acroRef);
    write(catalogRef, doc.catalog);
  }

  return appendRevision(pdf, [...changed.values()], {
    size: next + 1,
    root: catalogRef,
    info: ctx.trailerInfo.Info,
    id: ctx.trailerInfo.ID,
    prev: previousStartxref(pdf),
  });
}

interface Trailer {
  size: number;
  root: PDFRef;
  info?: PDFObject;
  id?: PDFObject;
  prev: number;
}

/** The bytes after the original: the objects, a classic xref table (one subsection per object) and the trailer. */
function appendRevision(pdf: Uint8Array, objects: { ref: PDFRef; obj: PDFObject }[], t: Trailer): Uint8Array {
  const parts: Uint8Array[] = [pdf, latin1('\n')];
  let offset = pdf.length + 1;
  const entries: string[] = [];
  for (const { ref, obj } of objects.sort((a, b) => a.ref.objectNumber - b.ref.objectNumber)) {
    const head = latin1(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const body = bytesOf(obj);
    const tail = latin1('\nendobj\n');
    entries.push(
      `${ref.objectNumber} 1\n${String(offset).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n\r\n`,
    );
    parts.push(head, body, tail);
    offset += head.length + body.length + tail.length;
  }
  const trailer = [`/Size ${t.size}`, `/Root ${t.root.toString()}`, `/Prev ${t.prev}`];
  if (t.info) trailer.push(`/Info ${t.info.toString()}`);
  if (t.id) trailer.push(`/ID ${t.id.toString()}`);
  parts.push(
    latin1(
      `xref\n0 1\n0000000000 65535 f\r\n${entries.join('')}trailer\n<<${trailer.join(' ')}>>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
