import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, keyboardDrag, test } from './fixtures.ts';

// The demo team member works the board: a standard dragged from Pendientes to Cumplen is saved
// at once, stays there after a reload, and the home's percentage moves; the area's pages
// have no axe violation.

test.describe('self-assessment board', () => {
  // The three tests move cards of the same demo self-assessment: in order, in one worker, so one
  // never picks a card the other is moving (run side by side, the keyboard test lost its card).
  test.describe.configure({ mode: 'default' });

  test('drag a standard from PTE to C, reload, it stays; the home percentage changes; axe finds nothing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
    const base = new URL(page.url()).pathname;
    const porcentaje = page.getByTestId('porcentaje-cumple');
    const antes = Number.parseInt((await porcentaje.textContent()) ?? '', 10);
    await expectNoAxeViolations(page, 'inicio de la autoevaluación');

    await gotoHydrated(page, `${base}/progreso`);
    const pendientes = page.locator('[data-columna="PTE"]');
    const cumplen = page.locator('[data-columna="C"]');
    const carta = pendientes.locator('li[data-estandar]').first();
    const codigo = (await carta.getAttribute('data-estandar')) as string;
    await expectNoAxeViolations(page, 'tablero');

    const asa = carta.getByRole('button', { name: `Mover el estándar ${codigo}` });
    const desde = await asa.boundingBox();
    const hasta = await cumplen.boundingBox();
    if (!desde || !hasta) throw new Error('board not laid out');
    await page.mouse.move(desde.x + desde.width / 2, desde.y + desde.height / 2);
    await page.mouse.down();
    await page.mouse.move(desde.x + 30, desde.y + 30, { steps: 5 });
    await page.mouse.move(hasta.x + hasta.width / 2, hasta.y + 40, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByRole('status').filter({ hasText: `Estándar ${codigo} guardado en «Cumple»` })).toBeVisible();
    await expect(cumplen.locator(`li[data-estandar="${codigo}"]`)).toBeVisible();

    await page.reload();
    await expect(page.locator('[data-columna="C"]').locator(`li[data-estandar="${codigo}"]`)).toBeVisible();
    await expect(page.locator('[data-columna="PTE"]').locator(`li[data-estandar="${codigo}"]`)).toHaveCount(0);

    await page.goto(base);
    await expect(page.getByTestId('porcentaje-cumple')).not.toHaveText(`${antes} %`);
    expect(Number.parseInt((await page.getByTestId('porcentaje-cumple').textContent()) ?? '', 10)).toBeGreaterThan(antes);

    await gotoHydrated(page, `${base}/estandares`);
    await expect(page.getByRole('heading', { level: 1, name: 'Estándares' })).toBeVisible();
    await expectNoAxeViolations(page, 'lista de estándares');
    await page.getByRole('link', { name: codigo, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Estándar ${codigo}` })).toBeVisible();
    await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('C');
    await expectNoAxeViolations(page, 'página del estándar');
  });

  test('moves a card with its status select (the keyboard alternative) and saves without reloading', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
    await gotoHydrated(page, `${new URL(page.url()).pathname}/progreso`);
    const carta = page.locator('[data-columna="PTE"] li[data-estandar]').last();
    const codigo = (await carta.getAttribute('data-estandar')) as string;
    await carta.getByLabel('Estado').selectOption('CUR');
    await expect(page.locator(`[data-columna="CUR"] li[data-estandar="${codigo}"]`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Estándar ${codigo} guardado en «En curso»` })).toBeVisible();
  });

  test('moves a card with the keyboard: Space lifts it, the right arrow carries it to the next column, Space drops it', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
    await gotoHydrated(page, `${new URL(page.url()).pathname}/progreso`);
    const carta = page.locator('[data-columna="PTE"] li[data-estandar]').nth(1);
    const codigo = (await carta.getAttribute('data-estandar')) as string;
    await keyboardDrag(page, carta.getByRole('button', { name: `Mover el estándar ${codigo}` }), ['ArrowRight']);
    await expect(page.locator(`[data-columna="CUR"] li[data-estandar="${codigo}"]`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Estándar ${codigo} guardado en «En curso»` })).toBeVisible();
  });
});
