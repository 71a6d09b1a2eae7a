/**
 * File type from content (magic bytes), never from the client's name or Content-Type:
 * what we store and serve is what the bytes are.
 */
type TipoDetectado = 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff' | 'pdf' | 'zip' | 'rar' | 'webp' | 'svg' | 'ico';

interface Deteccion {
  tipo: TipoDetectado;
  mime: string;
  extension: string;
}

const MIME: Record<TipoDetectado, { mime: string; extension: string }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  gif: { mime: 'image/gif', extension: 'gif' },
  bmp: { mime: 'image/bmp', extension: 'bmp' },
  tiff: { mime: 'image/tiff', extension: 'tif' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  zip: { mime: 'application/zip', extension: 'zip' },
  rar: { mime: 'application/vnd.rar', extension: 'rar' },
  webp: { mime: 'image/webp', extension: 'webp' },
  svg: { mime: 'image/svg+xml', extension: 'svg' },
  ico: { mime: 'image/x-icon', extension: 'ico' },
};

/** Whether `bytes` has `signature` at `offset` (numbers are bytes, strings are Latin-1 text). */
function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number> | string, offset = 0): boolean {
  const sig = typeof signature === 'string' ? Array.from(signature, (ch) => ch.charCodeAt(0)) : signature;
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

const u32le = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(at, true);

/** "BM" alone is too weak (plain text can start so): also require a known DIB header size. */
function isBmp(b: Uint8Array): boolean {
  if (!startsWith(b, 'BM') || b.length < 26) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(u32le(b, 14));
}

/** ICO: reserved 0, type 1, 1..255 images, then a first entry whose reserved byte is 0. */
function isIco(b: Uint8Array): boolean {
  if (!startsWith(b, [0x00, 0x00, 0x01, 0x00]) || b.length < 22) return false;
  const count = (b[4] as number) | ((b[5] as number) << 8);
  return count > 0 && b[9] === 0;
}

/** Readers accept "%PDF-" anywhere in the first 1024 bytes (PDF 1.7 §H.3), so we do too. */
function isPdf(b: Uint8Array): boolean {
  const limit = Math.min(b.length, 1024);
  for (let i = 0; i + 5 <= limit; i++) if (startsWith(b, '%PDF-', i)) return true;
  return false;
}

const SVG_PROLOGUE = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

/** SVG is text: an `<svg` root after an optional XML declaration, comments and doctype. */
function isSvg(b: Uint8Array): boolean {
  const head = b.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  return SVG_PROLOGUE.test(text);
}

function detect(b: Uint8Array): TipoDetectado | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a')) return 'gif';
  if (startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8)) return 'webp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(b, 'Rar!\x1a\x07\x00') || startsWith(b, 'Rar!\x1a\x07\x01\x00')) return 'rar';
  // Local file header, empty archive, spanned archive.
  if (startsWith(b, 'PK\x03\x04') || startsWith(b, 'PK\x05\x06') || startsWith(b, 'PK\x07\x08')) return 'zip';
  if (isIco(b)) return 'ico';
  if (isBmp(b)) return 'bmp';
  if (isPdf(b)) return 'pdf';
  if (isSvg(b)) return 'svg';
  return null;
}

/** The detected type of `bytes`, or null when it is none of the types the application accepts. */
export function sniff(bytes: Uint8Array): Deteccion | null {
  const tipo = detect(bytes);
  return tipo ? { tipo, ...MIME[tipo] } : null;
}

/**
 * Types served inline (the spec's preview list: svg, webp, bmp, gif, jpg, png, ico, pdf);
 * everything else is a download. SVG is not among them: a document of our origin could hold
 * an HTML form (foreignObject) for phishing even with script blocked. It could be shown
 * inline with a sandboxing CSP (SVG_CSP in src/api/routes/ficheros.ts), but the API's
 * secureHeaders overwrites route CSPs today (ADR 0011). Uploads never accept SVG anyway.
 */
export const PREVIEWABLE_MIME: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/x-icon',
  'application/pdf',
]);

/**
 * Types accepted by POST ficheros (BMP GIF JPG JPEG TIFF TIF PDF PNG ZIP RAR)
 * and the name extensions each may carry: the name must agree with the content.
 */
export const EXTENSIONES_POR_TIPO: Readonly<Partial<Record<TipoDetectado, readonly string[]>>> = {
  bmp: ['bmp'],
  gif: ['gif'],
  jpeg: ['jpg', 'jpeg'],
  tiff: ['tif', 'tiff'],
  pdf: ['pdf'],
  png: ['png'],
  zip: ['zip'],
  rar: ['rar'],
};

/**
 * Programs and scripts, refused even when they also carry an accepted signature further in
 * (a PDF header may sit anywhere in the first 1024 bytes, so "MZ…%PDF-" would pass as PDF).
 */
export function isExecutable(b: Uint8Array): boolean {
  return (
    startsWith(b, 'MZ') ||
    startsWith(b, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(b, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(b, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(b, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(b, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(b, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O universal, Java class
    startsWith(b, '#!') ||
    startsWith(b, [0x00, 0x61, 0x73, 0x6d]) // WebAssembly
  );
}
