import type { Page } from '@playwright/test';
import { isCif } from '../../src/domain/validation/rules.ts';
import { expect } from './fixtures.ts';

// Shared pieces of the request wizard's browser tests (/solicitud and /solicitud/alta).

/** A valid CIF no other test uses (the centre is linked by CIF). */
export function cifAleatorio(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  for (const c of '0123456789') if (isCif(`B${digits}${c}`)) return `B${digits}${c}`;
  throw new Error('no CIF');
}

/** A small but real PDF (one blank A4 page; the server sniffs %PDF). */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

export const heading = (page: Page, n: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Paso ${n} de 4: ${name}` });
export const siguiente = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/**
 * The demo's open call SOL-2026. Tests link to it explicitly: other tests (e.g. a process
 * clone) may open more calls, and the wizard then asks which one.
 */
export async function procesoAbiertoId(page: Page): Promise<number> {
  const res = await page.request.get('/api/procesosAbiertos', { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { Registros: Array<{ Id: number; Codigo: string }> };
  const p = body.Registros.find((r) => r.Codigo === 'SOL-2026');
  if (!p) throw new Error('SOL-2026 is not open');
  return p.Id;
}
