import { expect, test } from './fixtures.ts';

/**
 * The register as open data: its page links the CSV, JSON, Atom and DCAT-AP-ES files, and the
 * XML ones parse as XML (the browser's own parser) with the elements their standards require.
 * Every public page's footer links to the certificate verification, and so does an entry's page.
 */

/** Parses `url`'s body as XML in the page; the names of the elements found, or the parser's error. */
async function elementos(page: import('@playwright/test').Page, url: string, ns: string, nombres: string[]) {
  return page.evaluate(
    async ({ url, ns, nombres }) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent };
      return { error: null, cuenta: Object.fromEntries(nombres.map((n) => [n, doc.getElementsByTagNameNS(ns, n).length])) };
    },
    { url, ns, nombres },
  );
}

test('the register links its open data, which validates as XML where it is XML', async ({ page }) => {
  await page.goto('/acreditaciones/publico');
  const datos = page.getByRole('region', { name: 'Datos abiertos' });
  await expect(datos).toContainText('CC BY 4.0');
  const href = async (name: string) => (await datos.getByRole('link', { name, exact: true }).getAttribute('href')) as string;

  const csv = await page.request.get(await href('CSV'));
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'codigo,centro,provincia,municipio,ambito,nivel,fecha_publicacion,fecha_vigencia,url',
  );
  const json = await (await page.request.get(await href('JSON'))).json();
  expect(json.licencia).toBe('CC BY 4.0');
  expect(json.fecha_datos).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const atom = await elementos(page, await href('Nuevas acreditaciones (Atom)'), 'http://www.w3.org/2005/Atom', [
    'feed',
    'id',
    'title',
    'updated',
    'author',
    'entry',
  ]);
  expect(atom.error).toBeNull();
  expect(atom.cuenta?.feed).toBe(1);
  for (const n of ['id', 'title', 'updated', 'author']) expect(atom.cuenta?.[n]).toBeGreaterThan(0);

  const dcat = await elementos(page, await href('Metadatos DCAT-AP-ES'), 'http://www.w3.org/ns/dcat#', [
    'Catalog',
    'Dataset',
    'Distribution',
  ]);
  expect(dcat.error).toBeNull();
  expect(dcat.cuenta).toEqual({ Catalog: 1, Dataset: 1, Distribution: 3 });
});

test('the footer and an entry of the register link to the certificate verification', async ({ page }) => {
  await page.goto('/acreditaciones/publico');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Verificar un certificado' })).toHaveAttribute(
    'href',
    '/acreditacion/verificar',
  );
  const entrada = page.locator('a[href^="/acreditacion/publico/"]').first();
  await page.goto((await entrada.getAttribute('href')) as string);
  await page
    .getByRole('link', { name: 'Comprobar la validez de un certificado con su código seguro de verificación (CSV)' })
    .click();
  await expect(page).toHaveURL(/\/acreditacion\/verificar$/);
});
