import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// End to end: staff create an accreditation for an eligible
// demo project (the published ACR one, FIN-INI); it is not public until its public certificate
// exists; once staff generate it, it shows in the public register, on its public page and in the
// widget; revoking it removes it from all three at once and the verification page says revoked.

test.setTimeout(120_000);

const H = { 'X-Instancia': 'soludable' };
const CENTRO = 'Colegio Concertado Las Acacias';
const hoy = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

test('an accreditation created by staff shows in the register, its page and the widget; revoked, it leaves all three', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  const headers = { ...H, Origin: origin };
  const proyectos = await page.request.get(`/api/proyectos?texto=${encodeURIComponent(CENTRO)}`, { headers: H });
  const proyectoId = ((await proyectos.json()) as { Registros: Array<{ Id: number }> }).Registros[0]?.Id;
  const codigo = `ACR-E2E-REG-${Date.now().toString(36).toUpperCase()}`;
  const alta = await page.request.post('/api/acreditaciones', {
    headers,
    data: { proyectoId, codigo, fechaPublicacion: hoy() },
  });
  expect(alta.status(), await alta.text()).toBe(201);
  const id = ((await alta.json()) as { Id: number }).Id;

  // Without its certificate files it is not public yet.
  const publico = await (await browser.newContext({ baseURL })).newPage();
  expect((await publico.goto(`/acreditacion/publico/${id}`))?.status()).toBe(404);
  const certificado = await page.request.post(`/api/acreditaciones/${id}/certificado`, {
    headers,
    data: { destinos: ['CER_PUB', 'CER_PRV'] },
  });
  expect(certificado.status(), await certificado.text()).toBe(200);
  const ficha = (await (await page.request.get(`/api/acreditaciones/${id}`, { headers: H })).json()) as {
    CSV: string;
    Version: string;
    FechaVigencia: string;
  };

  // Anyone, signed out: the register, the public page and the widget show it.
  await gotoHydrated(publico, `/acreditaciones/publico?texto=${encodeURIComponent('Acacias')}`);
  await expect(publico.getByRole('link', { name: CENTRO })).toBeVisible();
  await gotoHydrated(publico, `/acreditacion/publico/${id}`);
  await expect(publico.getByRole('heading', { level: 1, name: CENTRO })).toBeVisible();
  await expectNoAxeViolations(publico, '/acreditacion/publico/{id}');
  await gotoHydrated(publico, '/widget');
  await expect(publico.getByText(CENTRO).first()).toBeVisible({ timeout: 15_000 });

  // Staff revoke it (a revocation date).
  const cambio = await page.request.put(`/api/acreditaciones/${id}`, {
    headers,
    data: { proyectoId, codigo, fechaPublicacion: hoy(), fechaRevocacion: hoy(), version: ficha.Version },
  });
  expect(cambio.status(), await cambio.text()).toBe(200);

  await gotoHydrated(publico, `/acreditaciones/publico?texto=${encodeURIComponent('Acacias')}`);
  await expect(publico.getByRole('link', { name: CENTRO })).toHaveCount(0);
  expect((await publico.goto(`/acreditacion/publico/${id}`))?.status()).toBe(404);
  await gotoHydrated(publico, '/widget');
  await expect(publico.getByRole('heading', { name: 'Registro de acreditaciones' })).toBeVisible();
  await expect(publico.getByText(/acreditaci(ón|ones) vigentes?$/)).toBeVisible({ timeout: 15_000 });
  await expect(publico.getByText(CENTRO)).toHaveCount(0);
  await gotoHydrated(publico, `/acreditacion/verificar?csv=${encodeURIComponent(ficha.CSV)}`);
  await expect(publico.getByRole('status').filter({ hasText: 'Acreditación revocada' })).toBeVisible();
  await publico.context().close();

  // Leave the demo as it was.
  const fin = await page.request.delete(`/api/acreditaciones/${id}`, { headers });
  expect(fin.status()).toBeLessThan(300);
});
