import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../../../scripts/lib/firma-desarrollo.ts';
import { arbolEstructura, elementos, enOrden, infoPdf, poppler, SIN_POPPLER } from '../../../../tests/fixtures/pdf-etiquetado.ts';
import { firmanteDeP12 } from './cms.ts';
import { firmarPdf } from './firma.ts';
import { type DatosCertificado, pdfCertificado } from './pdf.ts';

// The certificate as a reader sees it: poppler-utils (.ci/run installs it) reads the
// text, renders the page for the QR decoder and checks the signature.

const CSV = 'K7Q2-M9XD-4TRW-8HZP-3VNC';
const URL_VERIFICACION = `https://acredita.example/acreditacion/verificar?csv=${CSV}`;
const datos: DatosCertificado = {
  marca: 'Soludable',
  centro: 'Colegio Público Nuestra Señora de la Asunción',
  localidad: 'Alcalá de Henares (Madrid)',
  codigo: 'ACR-2026-0042',
  proyectoCodigo: 'PRY-2026-0007',
  proceso: 'Acreditación de centros educativos 2026',
  ambito: 'Educación primaria',
  nivel: 'Avanzado',
  fechaPublicacion: '2026-03-01',
  fechaVigencia: '2030-02-28',
  csv: CSV,
  urlVerificacion: URL_VERIFICACION,
};

let dir: string;
let firmado: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acredita-certificado-'));
  const firmante = firmanteDeP12(crearP12Desarrollo('clave-de-prueba'), 'clave-de-prueba');
  const pdf = await firmarPdf(await pdfCertificado(datos, new Date('2026-03-01T10:00:00Z')), firmante);
  firmado = join(dir, 'firmado.pdf');
  writeFileSync(firmado, pdf);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the certificate PDF', () => {
  it('states the centre, the level, the dates, the accreditation code and the CSV', () => {
    const text = execFileSync('pdftotext', ['-layout', firmado, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const s of [datos.centro, 'Nivel alcanzado: Avanzado', 'ACR-2026-0042', '01/03/2026', '28/02/2030', CSV, 'Soludable'])
      expect(text).toContain(s);
  });

  it('carries a QR code that decodes to the public verification URL', () => {
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', firmado, join(dir, 'pagina')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'pagina.png')));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(qr?.data).toBe(URL_VERIFICACION);
  });
});

describe('the PAdES signature', () => {
  const pdfsig = (file: string) => spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;

  it('is valid, ETSI.CAdES.detached, and covers the whole document', () => {
    const out = pdfsig(firmado);
    expect(out).toContain('Signature Validation: Signature is Valid.');
    expect(out).toContain('Signature Type: ETSI.CAdES.detached');
    expect(out).toContain('Total document signed');
  });

  it('turns invalid when one byte of the document changes', () => {
    const bytes = readFileSync(firmado);
    // One digit of the creation date in the document information, inside the first signed range.
    const target = bytes.indexOf('/CreationDate (D:2026') + '/CreationDate (D:202'.length;
    expect(target).toBeGreaterThan(20);
    bytes[target] = 0x37; // 2026 → 2027
    const cambiado = join(dir, 'cambiado.pdf');
    writeFileSync(cambiado, bytes);
    expect(pdfsig(cambiado)).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});

// PDF/UA: the signed certificate is tagged, and tagging happens before signing, so the
// signature still covers the whole file (the PAdES checks above run on this same file).
describe.skipIf(SIN_POPPLER !== null)(`the tagged certificate${SIN_POPPLER ? ` (${SIN_POPPLER})` : ''}`, () => {
  const bytes = () => new Uint8Array(readFileSync(firmado));

  it('is tagged, in Spanish, with its title shown in the window', () => {
    const info = infoPdf(bytes());
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe(`Certificado de acreditación: ${datos.centro}`);
    expect(poppler('pdfsig', bytes())).toContain('Signature Validation: Signature is Valid.');
    const texto = Buffer.from(bytes()).toString('latin1');
    expect(texto).toMatch(/\/Lang \(es-ES\)/);
    expect(texto).toMatch(/\/DisplayDocTitle true/);
    expect(texto).toContain('<pdfuaid:part>1</pdfuaid:part>');
  });

  it('is read in order: heading, centre, level, the dates, then the CSV and where to check it', () => {
    const orden = ['Certificado de acreditación', datos.centro, 'Nivel alcanzado: Avanzado', 'Vigente hasta:', '28/02/2030', CSV];
    enOrden(poppler('pdfinfo', bytes(), ['-struct-text']), [...orden, URL_VERIFICACION, 'Documento firmado']);
    enOrden(poppler('pdftotext', bytes()), orden);
  });

  it('has a Document with an H1, a table with row headers, the QR as a figure with its text, and the signature field', async () => {
    const arbol = await arbolEstructura(bytes());
    expect(arbol.map((n) => n.rol)).toEqual(['Document']);
    const todos = elementos(arbol);
    expect(todos.filter((n) => n.rol === 'H1')).toHaveLength(1);
    const ths = todos.filter((n) => n.rol === 'TH');
    expect(ths).toHaveLength(6);
    expect(ths.every((th) => th.alcance === 'Row')).toBe(true);
    const figuras = todos.filter((n) => n.rol === 'Figure');
    expect(figuras).toHaveLength(1);
    expect(figuras[0]?.alt).toContain(URL_VERIFICACION);
    expect(figuras[0]?.alt).toMatch(/^Código QR/);
    expect(todos.map((n) => n.rol)).toContain('Form');
  });
});
