import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The centre sees its result: the demo representative of the project in follow-up
// (representante4, src/db/seed/resultado-centro-demo.ts) finds, from her self-assessment's home
// and only through links, her first cycle's published result (level, figures, the verdict on
// every standard with the evaluators' justification, the improvement areas and strengths, the
// report) and her certificate (its CSV, the signed PDF and the public verification page).

test.setTimeout(120_000);

test('the representative’s area leads to her result and certificate: level, verdicts, report, CSV', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL, 'representante4@soludable.demo');
  // The entry opens her project's current self-assessment (the follow-up one).
  await gotoHydrated(page, '/autoevaluacion');
  await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la autoevaluación' })).toBeVisible();

  // Its home names the published result and the certificate, before anything else.
  const resultados = page.getByRole('region', { name: 'Resultado de la evaluación' });
  await expect(resultados).toContainText('Evaluación: Acreditado');
  const certificadoEnInicio = page.getByRole('region', { name: 'Certificado de acreditación' });
  await expect(certificadoEnInicio).toContainText('ACR-SEG-D0042');
  await expectNoAxeViolations(page, '/autoevaluacion/{id} (con resultado y certificado)');

  await resultados.getByRole('link', { name: 'Ver el resultado de la evaluación' }).click();
  await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Resultado: Acreditado' })).toBeVisible();
  await expect(page.getByText(/^Resultado publicado el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  // The level and the figures.
  await expect(page.getByTestId('nivel-alcanzado')).toHaveText(/^Nivel alcanzado: (Avanzado|Excelente)$/);
  const cifras = page.getByRole('region', { name: 'Cifras' });
  await expect(cifras).toContainText('Estándares esenciales');
  await expect(cifras).toContainText(/\d+ de \d+ cumplidos \(\d+ %\)/);

  // The verdict on every standard, with the evaluators' justification: two not met.
  const veredictos = page.getByRole('table', { name: 'Valoración del equipo evaluador por estándar' });
  await expect(veredictos.getByRole('row').filter({ hasText: 'No cumple' })).toHaveCount(2);
  await expect(veredictos.getByRole('row').filter({ hasText: 'No cumple' }).first()).toContainText(
    'No se aportan evidencias suficientes.',
  );
  await expect(
    veredictos.getByRole('row').filter({ hasText: 'Comprobado en la visita y en las evidencias.' }).first(),
  ).toBeVisible();

  // The improvement areas and strengths the evaluation recorded.
  await expect(page.getByRole('region', { name: 'Áreas de mejora' })).toContainText('AM-E1');
  await expect(page.getByRole('region', { name: 'Fortalezas' })).toContainText('F-E1');

  // The report, readable now that it is published.
  const informe = page.getByRole('list', { name: 'Informe de evaluación' });
  const descargaInforme = informe.getByRole('link', { name: /^Descargar/ });
  const pdfInforme = await page.request.get((await descargaInforme.getAttribute('href')) as string, {
    headers: { 'X-Instancia': 'soludable' },
  });
  expect(pdfInforme.status()).toBe(200);
  expect((await pdfInforme.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The certificate: its CSV, the signed PDF and the verification page.
  const certificado = page.getByRole('region', { name: 'Certificado de acreditación' });
  await expect(certificado).toContainText('ACR-SEG-D0042');
  await expect(certificado).toContainText('Certificado en vigor');
  const csv = ((await certificado.getByTestId('csv').textContent()) ?? '').trim();
  expect(csv).toMatch(/^ACR-[A-Z0-9-]+$/);
  await expectNoAxeViolations(page, '/evaluacion/{id} (resultado publicado, equipo del centro)');
  const descarga = certificado.getByRole('link', {
    name: 'Descargar el certificado firmado (PDF) de la acreditación ACR-SEG-D0042',
  });
  const pdf = await page.request.get((await descarga.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await certificado
    .getByRole('link', { name: 'Comprobar en la página pública de verificación la acreditación ACR-SEG-D0042' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/acreditacion/verificar\\?csv=${csv}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Certificado en vigor' })).toBeVisible({ timeout: 15_000 });
});

test('before publication the centre sees no result: the evaluation in progress says it comes with publication', async ({
  page,
  baseURL,
}) => {
  // The demo evaluation in its correction round: its centre's representative holds REPRE there alone.
  await signInByApi(page, baseURL, 'representante-subsanacion@soludable.demo');
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=1', { headers: { 'X-Instancia': 'soludable' } });
  const [p] = ((await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number; Fase: { TipoClave: string } } }> })
    .Registros;
  expect(p?.Autoevaluacion.Fase.TipoClave).toBe('EVA');
  await gotoHydrated(page, `/evaluacion/${p?.Autoevaluacion.Id}`);
  await expect(page.getByText('El resultado se mostrará cuando se publique.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Valoración del equipo evaluador por estándar' })).toHaveCount(0);
  await expect(page.getByTestId('nivel-alcanzado')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Certificado de acreditación' })).toHaveCount(0);
});
