import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginThroughForm, pageExists } from './auth-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Files: the public /fichero/{FicheroId} page and an upload through
 * FicheroUploader. The uploader runs on the manual's management page; FICHEROS_E2E_PAGE
 * ("/ruta/{id}") points the test at another page that shows it for manual {id}.
 */
const UPLOADER_PAGE = process.env.FICHEROS_E2E_PAGE ?? '/manual/gestion/{id}';
const uploaderRoute = UPLOADER_PAGE.replace('{id}', '[manualId]');

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The demo manuals (seeded): version 1.0 is published and public, 2.0 a private draft. */
async function demoManuals(): Promise<{ publico: number; borrador: number }> {
  const db = createClient({ url: 'file:./data/e2e.db' });
  try {
    const rs = await db.execute("select id, version from manuales where codigo = 'MAN-SOL' order by version");
    const byVersion = new Map(rs.rows.map((r) => [String(r.version), Number(r.id)]));
    return { publico: byVersion.get('1.0') as number, borrador: byVersion.get('2.0') as number };
  } finally {
    db.close();
  }
}

/** POST /api/ficheros as the signed-in page user (same origin, so the CSRF check passes). */
async function upload(request: APIRequestContext, baseURL: string, manualId: number, name: string): Promise<number> {
  const res = await request.post('/api/ficheros', {
    headers: { Origin: baseURL },
    multipart: {
      manualId: String(manualId),
      'nombreFisico[0]': name,
      'tipoClave[0]': 'MAN',
      'contenidoBinario[0]': { name, mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).Id;
}

test.describe('ficheros', () => {
  // Both tests use the demo draft manual's single file slot.
  test.describe.configure({ mode: 'serial' });

  test('the public file page downloads public files; otherwise it sends the anonymous to login whether the file exists or not, and the signed-in to the 404 page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const manuals = await demoManuals();
    await loginThroughForm(page, 'admin@soludable.demo');
    const publicId = await upload(page.request, baseURL as string, manuals.publico, 'Guía pública.pdf');
    const privateId = await upload(page.request, baseURL as string, manuals.borrador, 'Borrador.pdf');

    const anonymous = await browser.newPage();
    try {
      const [download] = await Promise.all([
        anonymous.waitForEvent('download'),
        anonymous.goto(`/fichero/${publicId}`).catch(() => null), // a download aborts the navigation
      ]);
      expect(download.suggestedFilename()).toBe('Guía pública.pdf');

      await anonymous.goto(`/fichero/${privateId}`);
      await expect(anonymous).toHaveURL(new RegExp(`/login\\?volver=(%2F|/)fichero(%2F|/)${privateId}$`));

      // A missing id looks the same as a private file: the anonymous learn nothing of which ids exist.
      await anonymous.goto('/fichero/999999');
      await expect(anonymous).toHaveURL(/\/login\?volver=(%2F|\/)fichero(%2F|\/)999999$/);
    } finally {
      await anonymous.close();
    }

    // Signed in with catalogue rights, the private file downloads too.
    const [own] = await Promise.all([page.waitForEvent('download'), page.goto(`/fichero/${privateId}`).catch(() => null)]);
    expect(own.suggestedFilename()).toBe('Borrador.pdf');
    const missing = await page.goto('/fichero/999999');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveURL(/\/error404$/);
  });

  test('uploads, replaces and deletes a manual file through the uploader', async ({ page }) => {
    test.skip(!pageExists(uploaderRoute), `no page ${uploaderRoute} with the uploader yet`);
    const { borrador } = await demoManuals();
    await loginThroughForm(page, 'admin@soludable.demo');
    await page.goto(UPLOADER_PAGE.replace('{id}', String(borrador)));
    await waitForHydration(page);
    const uploader = page.locator('[data-fichero-uploader]').first();
    await expect(uploader).toBeVisible();
    await clearExisting(page);

    const input = uploader.locator('input[type="file"]');
    await input.setInputFiles({ name: 'manual-prueba.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(uploader.getByRole('status')).toHaveText('El fichero se ha guardado correctamente');
    await expect(uploader.getByText('manual-prueba.pdf', { exact: true })).toBeVisible();
    await expect(uploader.getByText('0 KB')).toBeVisible();
    await expect(uploader.getByRole('link', { name: 'Ver manual-prueba.pdf' })).toHaveAttribute('href', /\/api\/ficheros\/\d+$/);

    const a11y = await new AxeBuilder({ page }).include('[data-fichero-uploader]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(a11y.violations).toEqual([]);

    // A second file in the single slot asks first.
    await input.setInputFiles({ name: 'otra.pdf', mimeType: 'application/pdf', buffer: PDF });
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('¿Desea sustituir el fichero actual (manual-prueba.pdf)?');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(uploader.getByText('otra.pdf', { exact: true })).toBeVisible();
    await expect(uploader.getByText('manual-prueba.pdf', { exact: true })).toHaveCount(0);

    // Refused in the browser before sending: a program renamed .pdf.
    await input.setInputFiles({ name: 'virus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00programa') });
    await expect(uploader.getByRole('alert')).toContainText('El fichero «virus.pdf» no es de un tipo admitido');

    await uploader.getByRole('button', { name: 'Eliminar otra.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Realmente quiere eliminar este registro' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(uploader.getByText('No hay ficheros')).toBeVisible();
    await expect(uploader.getByRole('status')).toHaveText('El fichero se ha eliminado');
  });
});

/** Leaves the slot empty, whatever earlier runs stored. */
async function clearExisting(page: Page) {
  const uploader = page.locator('[data-fichero-uploader]').first();
  const remove = uploader.getByRole('button', { name: /^Eliminar / });
  while ((await remove.count()) > 0) {
    await remove.first().click();
    await page
      .getByRole('dialog', { name: 'Realmente quiere eliminar este registro' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(uploader.getByRole('status')).toHaveText('El fichero se ha eliminado');
  }
}
