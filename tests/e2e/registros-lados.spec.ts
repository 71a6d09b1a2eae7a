import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Each side keeps to its own records (ADR 0038), in the browser: the evaluator of the demo
// evaluation in a correction round (representante-subsanacion's centre) opens the centre's
// self-assessment and finds no control that writes it, whatever the round returned. Reads
// only: the correction round's own spec changes this project's rounds meanwhile.

test.setTimeout(120_000);

const H = { 'X-Instancia': 'soludable' };

/** The centre's self-assessment returned by the demo round, and a standard of the round. */
async function autoevaluacionDelCentro(page: Page): Promise<{ aut: number; estandar: number }> {
  const yo = await page.request.get('/api/yo/proyectos', { headers: H });
  const eva = ((await yo.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } }> }).Registros[0]?.Autoevaluacion.Id;
  if (!eva) throw new Error('representante-subsanacion has no evaluation');
  const r = await page.request.get(`/api/autoevaluaciones/${eva}/subsanaciones`, { headers: H });
  const [ronda] = (
    (await r.json()) as { Registros: Array<{ AutoevaluacionId: number; Estandares: Array<{ EstandarId: number }> }> }
  ).Registros;
  if (!ronda?.Estandares[0]) throw new Error('the demo evaluation has no rounds');
  return { aut: ronda.AutoevaluacionId, estandar: ronda.Estandares[0].EstandarId };
}

test('the evaluator reads the centre’s self-assessment and finds nothing to change in it', async ({ page, browser, baseURL }) => {
  await signInByApi(page, baseURL, 'representante-subsanacion@soludable.demo');
  const { aut, estandar } = await autoevaluacionDelCentro(page);

  const evaluadora = await (await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' })).newPage();
  await signInByApi(evaluadora, baseURL, 'evaluador@soludable.demo');

  await gotoHydrated(evaluadora, `/autoevaluacion/${aut}/estandar/${estandar}`);
  await expect(evaluadora.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(evaluadora.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(evaluadora.getByRole('textbox', { name: /Justificación/ })).toHaveAttribute('readonly', '');

  await gotoHydrated(evaluadora, `/autoevaluacion/${aut}/progreso`);
  await expect(evaluadora.getByText('El tablero es de solo lectura.')).toBeVisible();

  await gotoHydrated(evaluadora, `/autoevaluacion/${aut}/tareas`);
  await expect(evaluadora.getByRole('link', { name: 'Nueva tarea' })).toHaveCount(0);

  await gotoHydrated(evaluadora, `/autoevaluacion/${aut}/subsanacion`);
  await expect(evaluadora.getByRole('button', { name: 'Reenviar a la evaluación' })).toHaveCount(0);
  await expect(evaluadora.getByRole('button', { name: 'Guardar respuesta' })).toHaveCount(0);
});
