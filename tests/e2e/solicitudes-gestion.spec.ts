import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The demo's pending request with one non-conformity (src/db/seed/solicitudes-demo.ts).
const REF = 'SOL-2026-D0002';

test.describe('requests management', () => {
  test('admin filters the list, clears the non-conformity, adds and deletes an observation, accepts with a mail', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInByApi(page, baseURL, 'admin@soludable.demo');

    // The list, its filters kept in the URL.
    await gotoHydrated(page, '/solicitudes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    await expectNoAxeViolations(page, '/solicitudes');
    await page.getByLabel('Buscar').fill(REF);
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/texto=SOL-2026-D0002/);
    await expect(page).toHaveURL(/estadoClave=PTE/);
    const row = page.getByRole('row').filter({ hasText: REF });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('Demo');
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('link', { name: REF }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${REF}` })).toBeVisible();
    await expect(page).toHaveURL(/\/solicitudes\/\d+$/);
    const url = page.url();
    await gotoHydrated(page, url);
    await expectNoAxeViolations(page, '/solicitudes/{id}');

    // Accept is blocked while a non-conformity exists; reject is possible.
    const aceptar = page.getByRole('button', { name: 'Aceptar solicitud' });
    await expect(aceptar).toBeDisabled();
    await expect(page.getByText('No se puede aceptar: la solicitud tiene no conformidades')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechazar solicitud' })).toBeEnabled();

    // Delete the non-conformity after the confirmation.
    const ncs = page.getByRole('region', { name: /^No conformidades/ });
    await expect(ncs).toContainText('La memoria descriptiva no está firmada.');
    await ncs.getByRole('button', { name: 'Eliminar: No conformidad 1' }).click();
    await page
      .getByRole('dialog', { name: 'Realmente quiere eliminar este registro' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(ncs).toContainText('No hay no conformidades');
    await expect(aceptar).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Rechazar solicitud' })).toBeDisabled();

    // Add an observation (step 2 of 2 while writing, back to step 1 after saving), then delete it.
    const obs = page.getByRole('region', { name: /^Observaciones/ });
    await expect(obs).toContainText('Paso 1 de 2');
    await obs.getByRole('button', { name: 'Nueva observación' }).click();
    await expect(obs).toContainText('Paso 2 de 2');
    await obs.getByRole('button', { name: 'Guardar' }).click();
    await expect(obs.getByText('Este campo es obligatorio')).toBeVisible();
    const texto = `Revisión telefónica ${Date.now()}`;
    await obs.getByLabel('Nueva observación').fill(texto);
    await obs.getByRole('button', { name: 'Guardar' }).click();
    await expect(obs).toContainText(texto);
    await expect(obs).toContainText('Paso 1 de 2');
    await obs.getByRole('button', { name: 'Eliminar: Observación 1' }).click();
    await page
      .getByRole('dialog', { name: 'Realmente quiere eliminar este registro' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(obs).toContainText('No hay observaciones');
    await expect(obs).toContainText('Paso 1 de 2');

    // Accept, notifying by mail; the page turns read-only with the project's link.
    await page.getByLabel('Notificar por correo').check();
    await aceptar.click();
    const dialogo = page.getByRole('dialog', { name: /¿Aceptar la solicitud\?/ });
    await expect(dialogo).toContainText('Se enviará al centro un correo con la resolución.');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Proyecto creado:')).toBeVisible();
    const proyecto = page.getByRole('link', { name: /^Proyecto / }).first();
    await expect(proyecto).toHaveAttribute('href', /^\/proyecto\/\d+$/);
    await expect(page.getByRole('button', { name: 'Aceptar solicitud' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);

    // The list shows it accepted, with the project link.
    await gotoHydrated(page, `/solicitudes?texto=${REF}`);
    const aceptada = page.getByRole('row').filter({ hasText: REF });
    await expect(aceptada).toContainText('Aceptada');
    await expect(aceptada.locator('a[href^="/proyecto/"]')).toHaveCount(1);
  });

  test('the list on a 375 px screen, and a page past the end shows the last one', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    await gotoHydrated(page, '/solicitudes?pagina=99');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    // The last page's requests are listed, not an empty "no match" table (which requests they are
    // depends on how many the demo seed and the other tests made).
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /SOL-\d{4}-/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('No hay registros que coincidan con la búsqueda')).toHaveCount(0);
    // The table scrolls inside its box; the page itself never gets wider than the screen.
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(375);
    await expect(page.getByRole('link', { name: 'Nueva solicitud' })).toBeVisible();
  });
});
