import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, keyboardDrag, test } from './fixtures.ts';

// The evaluation area: the demo evaluator (`evaluador`, EVA-INI demo project)
// lands on the evaluation's home from the /autoevaluacion entry (its chooser), judges standards by click and
// by keyboard beside the centre's justification, comments, proposes an improvement area from a
// guide and moves a card on the board; the head of evaluation sees the team; axe finds nothing
// on each page; the area works at phone width; another project's representative gets 404.

test.describe('evaluation area', () => {
  // The tests judge the same demo evaluation: in order, in one worker.
  test.describe.configure({ mode: 'default' });

  // Both hold several evaluations: the entry is their chooser, where they open the demo project's.
  const abrir = async (page: import('@playwright/test').Page, baseURL: string | undefined, email: string) => {
    await signInByApi(page, baseURL, email);
    await gotoHydrated(page, '/autoevaluacion');
    await page
      .getByRole('article')
      .filter({ hasText: 'Escuela Infantil Os Muíños' })
      .getByRole('link', { name: /^Abrir la evaluación/ })
      .click();
    await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
    return new URL(page.url()).pathname;
  };

  test('the evaluator opens the area, judges a standard by click beside the centre’s work, comments and proposes from a guide', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = await abrir(page, baseURL, 'evaluador@soludable.demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la evaluación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pendientes de valorar/ })).toBeVisible();
    const evaluados = await page.getByTestId('evaluados').textContent();
    await expectNoAxeViolations(page, 'inicio de la evaluación');

    await gotoHydrated(page, `${base}/estandares`);
    await expect(page.getByRole('heading', { level: 1, name: 'Estándares' })).toBeVisible();
    await expectNoAxeViolations(page, 'estándares de la evaluación');
    await page.getByRole('link', { name: '1.1', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estándar 1.1' })).toBeVisible();
    await expect(page.getByTestId('justificacion-centro')).toHaveText('Documentado y revisado por el equipo.');

    await page.getByRole('radio', { name: 'No cumple' }).check();
    await page.getByLabel('Comentario', { exact: true }).fill('Falta la fecha de aprobación de la política.');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText(/^Última valoración: .*Elena Evaluadora$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'No cumple' })).toBeChecked();
    await expect(page.getByLabel('Comentario', { exact: true })).toHaveValue('Falta la fecha de aprobación de la política.');

    await page.getByLabel('Nueva observación').fill('Pedir el acta en la visita.');
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await expect(page.getByText('Pedir el acta en la visita.')).toBeVisible();

    await page.getByRole('button', { name: 'Proponer área de mejora' }).first().click();
    const texto = page.getByLabel('Texto del área de mejora propuesta');
    await expect(texto).toBeFocused();
    // The first source is the verdict itself (not met → improvement area), starting from the comment.
    await expect(texto).toHaveValue('Falta la fecha de aprobación de la política.');
    await texto.fill('Aprobar y fechar la política de fotoprotección.');
    await page.getByRole('button', { name: 'Guardar propuesta' }).click();
    await expect(page.getByTestId('propuestas')).toContainText('Aprobar y fechar la política de fotoprotección.');
    await expectNoAxeViolations(page, 'estándar de la evaluación');

    await page.goto(base);
    await expect(page.getByTestId('evaluados')).not.toHaveText(evaluados ?? '');
  });

  test('the evaluator judges with the keyboard: arrows choose the verdict, Enter on Guardar saves; the board moves a card by keyboard', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = await abrir(page, baseURL, 'evaluador@soludable.demo');
    await gotoHydrated(page, `${base}/estandares`);
    await page.getByRole('link', { name: '1.2', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estándar 1.2' })).toBeVisible();
    await page.getByRole('radio', { name: 'Cumple', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Cumple', exact: true })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'No cumple' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Cumple', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Última valoración: .*Elena Evaluadora$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Cumple', exact: true })).toBeChecked();

    await gotoHydrated(page, `${base}/progreso`);
    await expect(page.locator('[data-columna="C"] li[data-estandar="1.2"]')).toBeVisible();
    await expectNoAxeViolations(page, 'tablero de la evaluación');
    const carta = page.locator('[data-columna="PTE"] li[data-estandar]').first();
    const codigo = (await carta.getAttribute('data-estandar')) as string;
    await keyboardDrag(page, carta.getByRole('button', { name: `Mover el estándar ${codigo}` }), ['ArrowRight']);
    await expect(page.locator(`[data-columna="C"] li[data-estandar="${codigo}"]`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Estándar ${codigo} guardado en «Cumple»` })).toBeVisible();

    await gotoHydrated(page, `${base}/evidencias`);
    await expectNoAxeViolations(page, 'evidencias de la evaluación');
    await page
      .getByRole('link', { name: /^Ver la evidencia/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Autoevaluación del centro' })).toBeVisible();
    await page.getByRole('radio', { name: 'Cumple', exact: true }).check();
    await page.getByRole('button', { name: 'Guardar la valoración' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
    await expectNoAxeViolations(page, 'evidencia de la evaluación');
  });

  test('the head of evaluation sees the evaluation team; axe finds nothing', async ({ page, baseURL }) => {
    const base = await abrir(page, baseURL, 'jefeevaluacion@soludable.demo');
    await page.getByRole('navigation', { name: 'Menú de la evaluación' }).getByRole('link', { name: 'Equipo' }).click();
    await expect(page).toHaveURL(`${base}/equipo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
    const miembros = page.getByRole('table');
    await expect(miembros).toContainText('Evaluador');
    await expect(miembros).toContainText('Jefe de evaluación');
    await expectNoAxeViolations(page, 'equipo de la evaluación');
  });

  test('works at phone width: the menu opens behind its button and nothing overflows', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const base = await abrir(page, baseURL, 'evaluador@soludable.demo');
    for (const sub of ['', '/progreso', '/estandares']) {
      await gotoHydrated(page, `${base}${sub}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no horizontal scrolling on ${sub || 'home'}`).toBeLessThanOrEqual(0);
    }
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Tablero' }).click();
    await expect(page).toHaveURL(`${base}/progreso`);
  });

  test('another project’s representative gets 404 for the evaluation’s pages', async ({ page, baseURL }) => {
    const evaluador = await page.context().browser()?.newContext({ baseURL });
    const p2 = await evaluador?.newPage();
    if (!p2) throw new Error('no second page');
    const base = await abrir(p2, baseURL, 'evaluador@soludable.demo');
    await evaluador?.close();
    await signInByApi(page, baseURL, 'representante2@soludable.demo');
    for (const sub of ['', '/estandares', '/progreso']) {
      const res = await page.goto(`${base}${sub}`);
      expect(res?.status(), `${base}${sub}`).toBe(404);
    }
  });
});
