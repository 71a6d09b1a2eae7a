import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuracionFirma, firmaConfigurada } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'acredita-firma-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bytes = Uint8Array.from([0x30, 0x82, 0x01, 0x02]);

describe('configuracionFirma', () => {
  it('reads the PKCS#12 from FIRMA_P12_BASE64 (the Worker secret) with FIRMA_P12_CLAVE', async () => {
    const env = { FIRMA_P12_BASE64: Buffer.from(bytes).toString('base64'), FIRMA_P12_CLAVE: 'x', NODE_ENV: 'production' };
    expect(await configuracionFirma(env)).toEqual({ p12: bytes, clave: 'x' });
    expect(firmaConfigurada(env)).toBe(true);
  });

  it('reads it from FIRMA_P12_RUTA; a path that does not exist means no certificate', async () => {
    const ruta = join(dir, 'firma.p12');
    writeFileSync(ruta, bytes);
    expect(await configuracionFirma({ FIRMA_P12_RUTA: ruta, FIRMA_P12_CLAVE: 'y' })).toEqual({ p12: bytes, clave: 'y' });
    expect(await configuracionFirma({ FIRMA_P12_RUTA: join(dir, 'no.p12') })).toBeNull();
  });

  it('never falls back to the development certificate in production', async () => {
    expect(await configuracionFirma({ NODE_ENV: 'production', FIRMA_P12_BASE64: '', FIRMA_P12_RUTA: '' })).toBeNull();
    expect(firmaConfigurada({ FIRMA_P12_BASE64: '', FIRMA_P12_RUTA: '' })).toBe(false);
  });
});
