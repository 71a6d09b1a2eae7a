import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every save shows the spec's success toast ("La operación se ha realizado correctamente"),
// even when the page's data reloads or another page opens after it: a
// verdict's justification and an evaluator's valuation (their forms are drawn anew with the new
// version), a new task (its own page opens) and a changed one. Each test works on records other
// specs do not read: the last standard of the list, a task of its own.

const EXITO = 'La operación se ha realizado correctamente';

interface MiProyecto {
  Autoevaluacion: { Id: number; Fase: { Clave: string } } | null;
}

/** The signed-in user's record of the phase wanted (self-assessment or evaluation), from GET yo/proyectos. */
async function registro(page: Page, fase: RegExp): Promise<number> {
  const res = await page.request.get('/api/yo/proyectos', { headers: { 'X-Instancia': 'soludable' } });
  const { Registros } = (await res.json()) as { Registros: MiProyecto[] };
  const id = Registros.find((r) => r.Autoevaluacion && fase.test(r.Autoevaluacion.Fase.Clave))?.Autoevaluacion?.Id;
  if (!id) throw new Error(`no record of phase ${fase}`);
  return id;
}

/** Opens the last standard of the record's list. */
async function ultimoEstandar(page: Page, base: string) {
  await gotoHydrated(page, `${base}/estandares`);
  const enlaces = page.locator(`main a[href^="${base}/estandar/"]`);
  await expect(enlaces.first()).toBeVisible();
  await gotoHydrated(page, (await enlaces.last().getAttribute('href')) as string);
  await expect(page.getByRole('heading', { level: 1, name: /^Estándar / })).toBeVisible();
}

/** Saves the form on the page and waits for the success toast. */
async function guardar(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('[data-toast]')).toHaveText(EXITO);
}

test.describe('the success toast after a save', () => {
  test('the team saves a standard’s justification', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    const base = `/autoevaluacion/${await registro(page, /^AUT-/)}`;
    await ultimoEstandar(page, base);
    await page.getByLabel('Justificación').fill(`Revisado el ${Date.now()}.`);
    await guardar(page);
    await expect(page.getByText(/^Última modificación: /)).toBeVisible();
  });

  test('the evaluator saves a valuation', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'evaluador@soludable.demo');
    const base = `/evaluacion/${await registro(page, /^EVA-/)}`;
    await ultimoEstandar(page, base);
    await page.getByRole('radio', { name: 'Cumple', exact: true }).check();
    await page.getByLabel('Comentario', { exact: true }).fill(`Valorado el ${Date.now()}.`);
    await guardar(page);
    await expect(page.getByText(/^Última valoración: /)).toBeVisible();
  });

  test('a task is created (its page opens) and then changed', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    const base = `/autoevaluacion/${await registro(page, /^AUT-/)}`;
    const titulo = `Revisar la señalización ${Date.now()}`;
    await gotoHydrated(page, `${base}/tarea`);
    await page.getByLabel('Título').fill(titulo);
    await page.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/tarea/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.locator('[data-toast]')).toHaveText(EXITO);

    // Once that toast has gone, a change shows it again.
    await expect(page.locator('[data-toast]')).toHaveText('', { timeout: 10_000 });
    await page.getByLabel('Título').fill(`${titulo} (cambiada)`);
    await guardar(page);
    await expect(page.getByRole('heading', { level: 1, name: `${titulo} (cambiada)` })).toBeVisible();
  });
});
