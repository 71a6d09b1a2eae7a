import { listas } from '../../src/i18n/listas.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The projects list of staff who follow projects (src/db/seed/proyectos-demo.ts seeds one
// project per phase). Other tests may accept requests meanwhile, so counts are per filter.

test.describe('projects list', () => {
  test('the tutor filters by phase in the URL, sees the columns and the Configurar button; axe finds nothing', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/proyectos');
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
    await expectNoAxeViolations(page, '/proyectos');
    for (const header of ['Proyecto y centro', 'Tutor', 'Fase y estado', 'Resultado']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }

    await page.getByLabel('Fase').selectOption({ label: 'Evaluación' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/faseClave=EVA-INI/);
    // The demo project in evaluation (the team's browser test may finish another one into EVA-INI).
    const rows = page.getByRole('row').filter({ hasText: 'Escuela Infantil Os Muíños' });
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('Escuela Infantil Os Muíños');
    await expect(rows.nth(0)).toContainText('Tomás Referente');
    await expect(rows.nth(0)).toContainText('En curso');
    await expect(rows.nth(0)).toContainText('%');

    await gotoHydrated(page, '/proyectos?faseClave=FIN-INI');
    const fin = page.getByRole('row').nth(1);
    await expect(fin).toContainText('Acreditado');
    await expect(fin.getByRole('link', { name: /Configurar el seguimiento del proyecto PRY-/ })).toHaveAttribute(
      'href',
      /\/proyecto\/\d+\?pestana=FIN-INI$/,
    );

    await gotoHydrated(page, '/proyectos?texto=no-existe-ningun-proyecto');
    await expect(page.getByRole('row')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(listas.sinResultados);
  });

  test('the tutor opens a project from the list: its data and self-assessments; axe finds nothing', async ({ page, baseURL }) => {
    // Three pages and two axe runs: more than the default budget on a busy shared machine.
    test.slow();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/proyectos?faseClave=EVA-INI');
    const enlace = page.getByRole('row').nth(1).getByRole('link', { name: /^PRY-/ });
    const codigo = (await enlace.textContent())?.trim() ?? '';
    await enlace.click();
    await expect(page).toHaveURL(/\/proyecto\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Proyecto ${codigo}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Escuela Infantil Os Muíños');
    await expect(main).toContainText('Tomás Referente');
    await expect(main).toContainText('En curso');
    await expectNoAxeViolations(page, '/proyecto/{id}');

    await page.getByRole('link', { name: 'Autoevaluaciones' }).click();
    await expect(page).toHaveURL(/pestana=autoevaluaciones/);
    // Self-assessment and evaluation phases, each with its figures.
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(1)).toContainText('%');
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=autoevaluaciones');
  });

  test('the tutor adds an observation to a project and deletes it after confirming', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/proyectos?faseClave=EVA-INI');
    const href = await page.getByRole('row').nth(1).getByRole('link', { name: /^PRY-/ }).getAttribute('href');
    await gotoHydrated(page, `${href}?pestana=observaciones`);
    await expect(page.getByRole('link', { name: 'Observaciones' })).toHaveAttribute('aria-current', 'page');
    const texto = `Observación de prueba ${Date.now()}`;
    await page.getByLabel('Nueva observación').fill(texto);
    await page.getByRole('button', { name: 'Añadir' }).click();
    const item = page.getByRole('listitem').filter({ hasText: texto });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=observaciones');
    await item.getByRole('button', { name: /Eliminar la observación/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: texto })).toHaveCount(0);
  });

  test('a missing project is not found', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const res = await page.goto('/proyecto/999999');
    expect(res?.status()).toBe(404);
  });

  test('a team member may not open it', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'representante@soludable.demo');
    await page.goto('/proyectos');
    await expect(page).not.toHaveURL(/\/proyectos$/);
  });
});
