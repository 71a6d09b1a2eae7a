import type { Page } from '@playwright/test';
import { expectNoAxeViolations, loginThroughForm, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

// Every person reaches every project they hold: the head of evaluation (four demo evaluations in
// progress, and the published ones she was staffed on)
// signs in and lands on the chooser, not on one of them; each project shows its phase, deadline,
// her profile and what needs her; she opens one and moves to another with the header's project
// switcher, by keyboard; the switcher leads back to the chooser. Other specs change these
// evaluations at the same time (verdicts, a round, publishing): only what they leave alone is
// asserted exactly.

const CENTROS = [
  'Escuela Infantil Os Muíños',
  'Gimnasio Municipal La Ribera',
  'Residencia Universitaria El Parque',
  'Instituto de Educación Secundaria Rosalía de Castro',
];
/** The result browser test publishes the Gimnasio's evaluation: from then on she only reads it. */
const PUBLICADA_POR_OTRO = CENTROS[1] as string;

/**
 * The card of her project in evaluation at `centro`: the demo also staffs her on the published
 * evaluations (one of them at the Instituto, now in its follow-up), whose cards only offer to
 * read them ("Consultar … (solo lectura)").
 */
const tarjeta = (page: Page, centro: string) =>
  page
    .getByRole('list', { name: 'Proyectos en los que trabaja' })
    .getByRole('article')
    .filter({ hasText: centro })
    .filter({ has: page.getByRole('link', { name: /^Abrir la evaluación del proyecto PRY-/ }) });

test.describe('the project chooser and the header switcher', () => {
  test('the head of evaluation signs in to her chooser, opens a project and switches to another from the header', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginThroughForm(page, 'jefeevaluacion@soludable.demo');
    await expect(page).toHaveURL(/\/autoevaluacion$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis proyectos' })).toBeVisible();
    // Her 4 demo evaluations in progress and the published ones; the whole-cycle test may have staffed her on one more meanwhile.
    const resumen = page.getByText(/^Tiene \d+ proyectos\. Elija en cuál quiere trabajar\.$/);
    await expect(resumen).toBeVisible();
    const n = Number((await resumen.textContent())?.match(/\d+/)?.[0]);
    expect(n).toBeGreaterThanOrEqual(CENTROS.length);
    const tarjetas = page.getByRole('list', { name: 'Proyectos en los que trabaja' }).getByRole('article');
    await expect(tarjetas).toHaveCount(n);
    for (const centro of CENTROS) {
      if (centro === PUBLICADA_POR_OTRO) {
        const enlace = page
          .getByRole('list', { name: 'Proyectos en los que trabaja' })
          .getByRole('article')
          .filter({ hasText: centro })
          .getByRole('link', { name: /^(Abrir la evaluación|Consultar la evaluación \(solo lectura\)) del proyecto PRY-/ });
        await expect(enlace.first()).toBeVisible();
        continue;
      }
      const t = tarjeta(page, centro);
      await expect(t.getByRole('heading', { level: 2 })).toHaveText(/^PRY-\d{4}-\d{4}$/);
      await expect(t).toContainText('Jefe de evaluación');
      await expect(t).toContainText(/Fecha límite\s*\d{2}\/\d{2}\/\d{4}/);
      await expect(t.getByRole('heading', { level: 3, name: 'Pendiente para usted' })).toBeVisible();
      await expect(t.getByRole('link', { name: /^Abrir la evaluación del proyecto PRY-/ })).toBeVisible();
    }
    // Staying on her projects after publication, she reads them and works on none: the follow-up
    // self-assessment is offered read-only, as the area lets her in (its gate, getEnlaceArea).
    const seguimiento = page.getByRole('link', { name: /^Consultar la autoevaluación \(solo lectura\) del proyecto PRY-/ });
    await expect(seguimiento.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Abrir la autoevaluación/ })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /^Consultar la evaluación \(solo lectura\) del proyecto PRY-/ }).first(),
    ).toBeVisible();
    // What needs her: the correction round of the Instituto, what is left on the Escuela's evaluation.
    // The demo round is open unless the correction-round browser test, running beside this one,
    // has just resubmitted it: then the Instituto's card shows its evaluation's own needs.
    // tests/api/mis-proyectos.test.ts pins the round's line on fixed data.
    await expect(tarjeta(page, CENTROS[3] as string)).toContainText(
      /Subsanación n\.º \d+ abierta hasta el \d{2}\/\d{2}\/\d{4}|\d+ estándares? sin valorar/,
    );
    await expect(tarjeta(page, CENTROS[0] as string)).toContainText(/\d+ estándares? sin valorar|Todos los estándares valorados/);
    await expectNoAxeViolations(page, '/autoevaluacion (elección de proyecto)');

    // She opens the Residencia's evaluation from its card.
    await tarjeta(page, CENTROS[2] as string)
      .getByRole('link', { name: /^Abrir la evaluación/ })
      .click();
    await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
    const residencia = new URL(page.url()).pathname;
    await expect(page.getByRole('banner')).toContainText(CENTROS[2] as string);
    await waitForHydration(page);

    // The switcher, by keyboard: Enter opens it on the first project, the arrows move, Enter follows.
    const boton = page.getByRole('button', { name: 'Cambiar de proyecto' });
    await boton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Her other projects and the chooser: n - 1 projects plus one.
    await expect(menu.getByRole('menuitem')).toHaveCount(n);
    await expect(menu.getByRole('menuitem', { name: new RegExp(CENTROS[2] as string) })).toHaveCount(0);
    // Each entry as the area's gate answers: those she only reads say so, as the chooser's cards do.
    await expect(menu.getByRole('menuitem', { name: /· solo lectura$/ }).first()).toBeVisible();
    const destino = menu.getByRole('menuitem', { name: new RegExp(CENTROS[0] as string) });
    for (let i = 0; i < n && !(await destino.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(destino).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(new RegExp(`${residencia}$`));
    await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
    await expect(page.getByRole('banner')).toContainText(CENTROS[0] as string);
    await expectNoAxeViolations(page, '/evaluacion/{id} con el selector de proyecto');

    // Escape closes it and gives the focus back; its last entry leads to the chooser.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cambiar de proyecto' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, 'selector de proyecto abierto');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cambiar de proyecto' })).toBeFocused();
    await page.getByRole('button', { name: 'Cambiar de proyecto' }).click();
    await page.getByRole('menuitem', { name: `Ver todos mis proyectos (${n})` }).click();
    await expect(page).toHaveURL(/\/autoevaluacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis proyectos' })).toBeVisible();
  });

  test('a person with one project sees no switcher in her area', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'representante-subsanacion@soludable.demo');
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
    await waitForHydration(page);
    await expect(page.getByRole('banner')).toContainText(CENTROS[3] as string);
    await expect(page.getByRole('button', { name: 'Cambiar de proyecto' })).toHaveCount(0);
  });

  test('at phone width the chooser and the switcher fit the screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, baseURL, 'evaluador@soludable.demo');
    await gotoHydrated(page, '/autoevaluacion');
    // Her 4 demo projects (the whole-cycle test may have staffed her on one more meanwhile).
    await expect(tarjeta(page, CENTROS[3] as string)).toBeVisible();
    expect(
      await page.getByRole('list', { name: 'Proyectos en los que trabaja' }).getByRole('article').count(),
    ).toBeGreaterThanOrEqual(CENTROS.length);
    const sobra = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sobra(), 'no horizontal scrolling on the chooser').toBeLessThanOrEqual(0);
    await tarjeta(page, CENTROS[0] as string)
      .getByRole('link', { name: /^Abrir la evaluación/ })
      .click();
    await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cambiar de proyecto' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const caja = await menu.boundingBox();
    expect(caja && caja.x >= 0 && caja.x + caja.width <= 390, 'the menu inside the screen').toBe(true);
    expect(await sobra(), 'no horizontal scrolling with the switcher open').toBeLessThanOrEqual(0);
  });
});
