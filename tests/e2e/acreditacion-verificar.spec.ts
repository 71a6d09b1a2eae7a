import { randomBytes } from 'node:crypto';
import { createClient } from '@libsql/client';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, test } from './fixtures.ts';

/**
 * Certificate verification: staff generate the signed certificate of an
 * accreditation; anyone types its CSV at /acreditacion/verificar and sees whether it is in force.
 * The accreditations are inserted here (the management pages are another part's), with codes of
 * our own so parallel runs and the demo seed never collide.
 */
const sufijo = randomBytes(4).toString('hex').toUpperCase();
const CASOS = {
  vigente: { codigo: `ACR-E2E-V-${sufijo}`, csv: `E2EV-${sufijo}-7Q2M-9XD4`, revocacion: null },
  revocada: { codigo: `ACR-E2E-R-${sufijo}`, csv: `E2ER-${sufijo}-8HZP-3VNC`, revocacion: '2021-06-01' },
} as const;
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  const db = createClient({ url: 'file:./data/e2e.db' });
  try {
    const p = await db.execute("select id from proyectos where instancia_id = 'soludable' order by id limit 1");
    const proyectoId = Number(p.rows[0]?.id);
    for (const [clave, c] of Object.entries(CASOS)) {
      const rs = await db.execute({
        sql: `insert into acreditaciones (instancia_id, codigo, proyecto_id, fecha_publicacion, fecha_vigencia, fecha_revocacion,
                estado_clave, csv, nivel_nombre, alta_fecha)
              values ('soludable', ?, ?, '2020-01-15', '2099-12-31', ?, ?, ?, 'Avanzado', ?) returning id`,
        args: [c.codigo, proyectoId, c.revocacion, c.revocacion ? 'REV' : 'VIG', c.csv, new Date().toISOString()],
      });
      ids[clave] = Number(rs.rows[0]?.id);
    }
  } finally {
    db.close();
  }
});

test.describe('certificate verification', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff generate the signed certificate; typing its CSV says it is in force and offers the signed PDF', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const res = await page.request.post(`/api/acreditaciones/${ids.vigente}/certificado`, {
      headers: { Origin: baseURL as string },
      data: { destinos: ['CER_PUB', 'CER_PRV'] },
    });
    expect(res.status(), await res.text()).toBe(200);

    // An anonymous visitor.
    const context = await browser.newContext();
    const visitante = await context.newPage();
    await acceptCookiesUpFront(visitante, baseURL);
    await visitante.goto('/acreditacion/verificar');
    await expect(visitante.getByRole('heading', { level: 1, name: 'Verificación de certificados' })).toBeVisible();
    await expectNoAxeViolations(visitante, '/acreditacion/verificar');
    await visitante.getByLabel('Código seguro de verificación (CSV)').fill(` ${CASOS.vigente.csv.toLowerCase()} `);
    await visitante.getByRole('button', { name: 'Comprobar' }).click();
    await expect(visitante).toHaveURL(/\/acreditacion\/verificar\?csv=/);
    const estado = visitante.getByRole('status').filter({ hasText: 'Certificado en vigor' });
    await expect(estado).toBeVisible();
    await expect(visitante.getByText(CASOS.vigente.codigo)).toBeVisible();
    await expect(visitante.getByText('Avanzado')).toBeVisible();
    await expectNoAxeViolations(visitante, 'verification in force');

    const enlace = visitante.getByRole('link', { name: 'Descargar el certificado firmado (PDF)' });
    const href = await enlace.getAttribute('href');
    const pdf = await visitante.request.get(href as string);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  test('a revoked accreditation says revoked; an unknown code gets a clear answer', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL);
    // The QR lands with the code in the URL.
    // Without its public certificate no code of it verifies: the code is printed on that certificate.
    await page.goto(`/acreditacion/verificar?csv=${encodeURIComponent(CASOS.revocada.csv)}`);
    await expect(page.getByRole('alert')).toContainText('No existe ningún certificado con ese código seguro de verificación');
    // Issued with its certificate before it was revoked, its code says revoked.
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const res = await page.request.post(`/api/acreditaciones/${ids.revocada}/certificado`, {
      headers: { Origin: baseURL as string },
      data: { destinos: ['CER_PUB', 'CER_PRV'] },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto(`/acreditacion/verificar?csv=${encodeURIComponent(CASOS.revocada.csv)}`);
    await expect(page.getByRole('status').filter({ hasText: 'Acreditación revocada' })).toBeVisible();
    await expect(page.getByText('01/06/2021')).toBeVisible();
    // Its signed PDF is not handed out by its code (its signature would still read as valid): the
    // download leads to this status page instead.
    const descarga = `/api/publico/verificacion/${encodeURIComponent(CASOS.revocada.csv.toLowerCase())}/certificado`;
    const redirigida = await page.request.get(descarga, { maxRedirects: 0 });
    expect(redirigida.status()).toBe(303);
    expect(redirigida.headers()['content-type'] ?? '').not.toContain('pdf');
    await page.goto(descarga);
    await expect(page).toHaveURL(/\/acreditacion\/verificar\?csv=/);
    await expect(page.getByRole('status').filter({ hasText: 'Acreditación revocada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar el certificado firmado (PDF)' })).toHaveCount(0);

    await page.getByLabel('Código seguro de verificación (CSV)').fill('NO-EXISTE-0000-0000');
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByRole('alert')).toContainText('No existe ningún certificado con ese código seguro de verificación');
    await expectNoAxeViolations(page, 'verification of an unknown code');
  });

  test('works on a phone-sized screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await acceptCookiesUpFront(page, baseURL);
    await page.goto(`/acreditacion/verificar?csv=${encodeURIComponent(CASOS.vigente.csv)}`);
    await expect(page.getByRole('status').filter({ hasText: 'Certificado en vigor' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
