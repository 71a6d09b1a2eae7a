import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFHexString } from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../../scripts/lib/firma-desarrollo.ts';
import { firmanteDeP12 } from '../acreditaciones/certificado/cms.ts';
import { firmarPdf } from '../acreditaciones/certificado/firma.ts';
import { pdfCertificado } from '../acreditaciones/certificado/pdf.ts';
import { anadirMarcadorIncremental } from './incremental.ts';

// pdfsig (poppler-utils; .ci/run installs it) judges every signature of the file.

const dir = mkdtempSync(join(tmpdir(), 'acredita-firmas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const firmante = firmanteDeP12(crearP12Desarrollo('clave'), 'clave');

async function informe(useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Informe de evaluación');
  return doc.save({ useObjectStreams });
}

const firmar = async (pdf: Uint8Array, nombre: string) =>
  firmarPdf(
    await anadirMarcadorIncremental(pdf, {
      nombre,
      razon: `Firmado por ${nombre}`,
      ubicacion: 'España',
      fecha: new Date('2026-05-01T10:00:00Z'),
    }),
    firmante,
  );

function pdfsig(pdf: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
}

describe('anadirMarcadorIncremental', () => {
  for (const streams of [true, false]) {
    it(`keeps the earlier signature valid when a second one is appended (object streams: ${streams})`, async () => {
      const original = await informe(streams);
      const una = await firmar(original, 'Eva Jefa');
      const dos = await firmar(una, 'Alberto Agencia');
      expect(Buffer.from(dos.subarray(0, una.length)).equals(Buffer.from(una))).toBe(true);
      const out = pdfsig(dos, `dos-${streams}.pdf`);
      expect(out).toContain('Signature #1');
      expect(out).toContain('Signature #2');
      expect(out.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);
      const texto = Buffer.from(dos).toString('latin1');
      for (const nombre of ['Eva Jefa', 'Alberto Agencia']) expect(texto).toContain(PDFHexString.fromText(nombre).toString());
    });
  }

  it('the director signs a sealed certificate: the seal stays valid', async () => {
    const datos = {
      marca: 'Soludable',
      centro: 'Colegio',
      localidad: 'Madrid',
      codigo: 'ACR-1',
      proyectoCodigo: 'PRY-1',
      proceso: 'Proceso',
      ambito: 'Ámbito',
      nivel: 'Avanzado',
      fechaPublicacion: '2026-03-01',
      fechaVigencia: '2030-02-28',
      csv: 'K7Q2-M9XD-4TRW-8HZP-3VNC',
      urlVerificacion: 'https://acredita.example/acreditacion/verificar?csv=K7Q2-M9XD-4TRW-8HZP-3VNC',
    };
    const sellado = await firmarPdf(await pdfCertificado(datos, new Date('2026-03-01T10:00:00Z')), firmante);
    const out = pdfsig(await firmar(sellado, 'Alberto Agencia'), 'certificado.pdf');
    expect(out.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);
  });

  it('a byte changed in the first revision invalidates the first signature', async () => {
    const dos = await firmar(await firmar(await informe(true), 'A'), 'B');
    const cambiado = Uint8Array.from(dos);
    cambiado[20] = (cambiado[20] ?? 0) ^ 1;
    expect(pdfsig(cambiado, 'cambiado.pdf')).toMatch(/Digest Mismatch|Signature is Invalid/);
  });
});
