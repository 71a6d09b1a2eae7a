import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The correction round: on the demo evaluation in a round (representante-subsanacion's
// centre; jefeevaluacion heads it), the team resubmits the open round, the head of evaluation
// returns two standards with comments and the default deadline, the team changes them (the
// rest stays read-only) and answers, resubmits, and the history shows every round with the
// comments beside the answers. Only this project's data is touched.

test.setTimeout(180_000);
test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, baseURL, email);
  return page;
}

/**
 * Opens a page of the evaluation area and waits until its buttons are hydrated. Not
 * gotoHydrated: the area's frame (its layout with the <main id="contenido"> that waits for)
 * may be missing; this page works with or without it.
 */
async function gotoEvaluacion(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    const buttons = Array.from(document.querySelectorAll('button'));
    return buttons.length > 0 && buttons.every(hydrated);
  });
}

/** The demo evaluation (EVA record) and the self-assessment it returns, from representante-subsanacion's project. */
async function ids(page: Page): Promise<{ eva: number; aut: number }> {
  const headers = { 'X-Instancia': 'soludable' };
  const yo = await page.request.get('/api/yo/proyectos', { headers });
  const eva = ((await yo.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } }> }).Registros[0]?.Autoevaluacion.Id;
  if (!eva) throw new Error('representante-subsanacion has no evaluation');
  const r = await page.request.get(`/api/autoevaluaciones/${eva}/subsanaciones`, { headers });
  const aut = ((await r.json()) as { Registros: Array<{ AutoevaluacionId: number }> }).Registros[0]?.AutoevaluacionId;
  if (!aut) throw new Error('the demo evaluation has no rounds');
  return { eva, aut };
}

test('a round returns two standards, the team changes them before the deadline, the history shows both rounds', async ({
  browser,
  baseURL,
}) => {
  const equipo = await signedIn(browser, baseURL, 'representante-subsanacion@soludable.demo');
  const { eva, aut } = await ids(equipo);

  // The demo round is open: its banner is on the home; the team resubmits it.
  await gotoHydrated(equipo, `/autoevaluacion/${aut}`);
  await expect(equipo.getByRole('heading', { name: 'Subsanación' })).toBeVisible();
  await equipo.getByRole('link', { name: 'Ver los estándares que subsanar' }).click();
  await equipo.waitForURL(new RegExp(`/autoevaluacion/${aut}/subsanacion$`));
  await gotoHydrated(equipo, `/autoevaluacion/${aut}/subsanacion`);
  await equipo.getByRole('button', { name: 'Reenviar a la evaluación' }).click();
  await equipo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(equipo.getByText('No hay ninguna subsanación abierta.')).toBeVisible();

  // The head of evaluation returns two standards with the default deadline.
  const jefe = await signedIn(browser, baseURL, 'jefeevaluacion@soludable.demo');
  await gotoEvaluacion(jefe, `/evaluacion/${eva}/subsanacion`);
  await expect(jefe.getByRole('heading', { level: 1, name: 'Subsanación de la evaluación' })).toBeVisible();
  await expectNoAxeViolations(jefe, '/evaluacion/{id}/subsanacion');
  await jefe.getByRole('button', { name: 'Devolver al centro' }).click();
  const dialogo = jefe.getByRole('dialog', { name: 'Devolver la evaluación al centro' });
  const casillas = dialogo.getByRole('checkbox');
  await casillas.nth(4).check();
  await casillas.nth(5).check();
  const comentarios = dialogo.getByRole('textbox', { name: /^Comentario para/ });
  await expect(comentarios).toHaveCount(2);
  await comentarios.nth(0).fill('Justifique con el acta del curso actual.');
  await comentarios.nth(1).fill('Falta la evidencia de formación del profesorado.');
  await expect(dialogo.getByLabel('Fecha límite (dd/mm/aaaa)')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expectNoAxeViolations(jefe, 'dialog Devolver la evaluación al centro');
  await dialogo.getByRole('button', { name: 'Devolver' }).click();
  await expect(jefe.getByRole('heading', { name: 'Ronda 3' })).toBeVisible();
  await expect(jefe.getByText('Ya hay una subsanación abierta en esta evaluación')).toBeVisible();

  // The team edits the two returned standards and answers the comments.
  await gotoHydrated(equipo, `/autoevaluacion/${aut}/subsanacion`);
  await expect(equipo.getByRole('heading', { name: /Ronda 3 · Plazo hasta el/ })).toBeVisible();
  await expect(
    equipo.getByText(/está en subsanación: solo se pueden modificar los estándares devueltos \(ronda 3/),
  ).toBeVisible();
  await expectNoAxeViolations(equipo, '/autoevaluacion/{id}/subsanacion');
  const enlaces = equipo.getByRole('link', { name: /^Editar el estándar/ });
  await expect(enlaces).toHaveCount(2);
  const destinos = [await enlaces.nth(0).getAttribute('href'), await enlaces.nth(1).getAttribute('href')];
  for (const [i, destino] of destinos.entries()) {
    await gotoHydrated(equipo, destino as string);
    await equipo.getByLabel('Justificación').fill(`Corregido en la ronda 3 (${i + 1}).`);
    await equipo.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(equipo.getByText(/Última modificación: .* por Sara Subsanación/)).toBeVisible();
    await expect(equipo.getByLabel('Justificación')).toHaveValue(`Corregido en la ronda 3 (${i + 1}).`);
    await expect(equipo.getByRole('heading', { name: 'Subsanaciones de este estándar' })).toBeVisible();
    await expect(
      equipo.getByText('Justifique con el acta del curso actual.').or(equipo.getByText('Falta la evidencia de formación')),
    ).toBeVisible();
  }
  // A standard that was not returned stays read-only.
  const rondas = await equipo.request.get(`/api/autoevaluaciones/${aut}/subsanaciones`, {
    headers: { 'X-Instancia': 'soludable' },
  });
  const devueltos = destinos.map((d) => Number(/estandar\/(\d+)/.exec(d as string)?.[1]));
  const otro = ((await rondas.json()) as { Registros: Array<{ Estandares: Array<{ EstandarId: number }> }> }).Registros.flatMap(
    (r) => r.Estandares.map((e) => e.EstandarId),
  ).find((id) => !devueltos.includes(id));
  await gotoHydrated(equipo, `/autoevaluacion/${aut}/estandar/${otro}`);
  await expect(equipo.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(equipo.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);

  await gotoHydrated(equipo, `/autoevaluacion/${aut}/subsanacion`);
  const respuestas = equipo.getByRole('textbox', { name: /^Respuesta al comentario/ });
  await respuestas.nth(0).fill('Acta del curso 2025-2026 citada.');
  await equipo.getByRole('button', { name: 'Guardar respuesta' }).nth(0).click();
  await expect(equipo.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
  await gotoHydrated(equipo, `/autoevaluacion/${aut}/subsanacion`);
  await equipo.getByRole('button', { name: 'Reenviar a la evaluación' }).click();
  await equipo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(equipo.getByText('No hay ninguna subsanación abierta.')).toBeVisible();

  // Both sides see every round: comments beside the answers.
  await gotoEvaluacion(jefe, `/evaluacion/${eva}/subsanacion`);
  const historial = jefe.getByRole('region', { name: 'Historial de subsanaciones' });
  await expect(historial.getByRole('heading', { name: 'Ronda 3' })).toBeVisible();
  await expect(historial.getByRole('heading', { name: 'Ronda 2' })).toBeVisible();
  await expect(historial.getByText('Acta del curso 2025-2026 citada.')).toBeVisible();
  await expect(historial.getByText('Justifique con el acta del curso actual.')).toBeVisible();
  await expect(jefe.getByRole('button', { name: 'Devolver al centro' })).toBeVisible();
});
