import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../../scripts/lib/firma-desarrollo.ts';
import { firmanteDeP12 } from '../acreditaciones/certificado/cms.ts';
import { AppError } from '../errors.ts';
import { ERRORES_REMOTOS, proveedorRemoto } from './remoto.ts';
import { clienteFirmaRemotaFake } from './remoto-fake.ts';

const dir = mkdtempSync(join(tmpdir(), 'acredita-firma-remota-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const firmante = firmanteDeP12(crearP12Desarrollo('clave'), 'clave');
const marcador = {
  nombre: 'Eva Jefa (Jefe de evaluación)',
  razon: 'Firmado por Eva Jefa',
  ubicacion: 'España',
  fecha: new Date('2026-05-01T10:00:00Z'),
};
const informe = async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
};

describe('the remote-signing provider (FIRe / Cl@ve Firma shape)', () => {
  it('signs through the service: the PDF comes back with a valid signature', async () => {
    const p = proveedorRemoto(clienteFirmaRemotaFake({ aplicacionId: 'acredita', firmante }), 'acredita', '12345678Z');
    const file = join(dir, 'remota.pdf');
    writeFileSync(file, await p.firmar(await informe(), marcador));
    expect(spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout).toContain('Signature is Valid');
  });

  it('an unknown application id is refused with its Spanish message', async () => {
    const p = proveedorRemoto(clienteFirmaRemotaFake({ aplicacionId: 'acredita', firmante }), 'otra', '12345678Z');
    await expect(p.firmar(await informe(), marcador)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('identificador de aplicación'),
    });
  });

  const esperado: Record<(typeof ERRORES_REMOTOS)[number], RegExp> = {
    APLICACION: /identificador de aplicación/,
    SESION: /sesión .* caducado/,
    TICKET: /ticket no coincidente/,
    AUTENTICACION: /autenticar/,
    SIN_CERTIFICADO: /ningún certificado/,
    VALIDACION_CERTIFICADO: /no ha superado la validación/,
    REABRIR_NAVEGADOR: /vuelva a abrirlo/,
  };
  for (const codigo of ERRORES_REMOTOS) {
    it(`maps the service's ${codigo} to a Spanish 409`, async () => {
      const p = proveedorRemoto(clienteFirmaRemotaFake({ aplicacionId: 'acredita', firmante, fallo: codigo }), 'acredita', 'x');
      const err = await p.firmar(await informe(), marcador).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
      expect((err as AppError).message).toMatch(esperado[codigo]);
    });
  }
});
