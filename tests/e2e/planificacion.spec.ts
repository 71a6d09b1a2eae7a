import { addDays, format } from 'date-fns';
import ical, { type VEvent } from 'node-ical';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Planning: a task created for a date shows in the month and week views and in the private
// ICS feed, which a standard iCalendar parser (node-ical) reads without errors. axe finds no
// WCAG A/AA violation on the tasks, task and calendar pages.

test.describe('planning: tasks, calendar and ICS feed', () => {
  // The stale save below is answered 409 on purpose; the browser logs the status.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });
  test('the self-assessor creates a task; it shows in the month and week views and in the ICS feed', async ({
    page,
    baseURL,
    playwright,
  }) => {
    // Six pages, four axe runs and a feed: more than the default budget on a busy machine.
    test.slow();
    await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
    const mios = await (await page.request.get('/api/yo/proyectos', { headers: { 'X-Instancia': 'soludable' } })).json();
    const autoId = mios.Registros[0].Autoevaluacion.Id as number;
    const base = `/autoevaluacion/${autoId}`;

    await gotoHydrated(page, `${base}/tareas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/autoevaluacion/{id}/tareas');

    const dia = addDays(new Date(), 3);
    const iso = format(dia, 'yyyy-MM-dd');
    const titulo = `Revisar toldos ${Date.now()}`;
    await gotoHydrated(page, `${base}/tarea`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva tarea' })).toBeVisible();
    await expectNoAxeViolations(page, '/autoevaluacion/{id}/tarea');
    await page.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Fecha límite (dd/mm/aaaa)').fill('31/02/2026');
    await page.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(page.getByText('Formato fecha no válido')).toBeVisible();
    await page.getByLabel('Fecha límite (dd/mm/aaaa)').fill(format(dia, 'dd/MM/yyyy'));
    await page.getByLabel('Responsable').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/tarea/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/autoevaluacion/{id}/tarea/{TareaId}');

    // Another person saves the task while the form is open: the form's save carries the version
    // it read, so it is refused (409) and says why; saved again on the reloaded version, it goes in.
    const tareaPath = `/api/autoevaluaciones/tareas/${page.url().split('/').pop()}`;
    const cabeceras = { 'X-Instancia': 'soludable', Origin: new URL(baseURL ?? 'http://localhost:3100').origin };
    const leida = await (await page.request.get(tareaPath, { headers: cabeceras })).json();
    const otra = await page.request.put(tareaPath, {
      headers: { ...cabeceras, 'If-Match': `W/"${leida.Version}"` },
      data: { titulo, descripcion: 'Cambiada por otra persona' },
    });
    expect(otra.status(), await otra.text()).toBe(200);
    const datos = page.locator('section[aria-labelledby="tarea-datos"]');
    await datos.getByLabel('Tarea conseguida').check();
    await datos.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText(/Otra persona ha modificado la tarea/)).toBeVisible();
    await datos.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Finalizada', { exact: true })).toBeVisible();
    const guardada = await (await page.request.get(tareaPath, { headers: cabeceras })).json();
    expect(guardada).toMatchObject({ Conseguido: true, Version: leida.Version + 2 });

    // The calendar grid's own links are drawn by FullCalendar (not React), so these pages are
    // not waited for with gotoHydrated: their links are plain links and the grid is awaited.
    for (const vista of ['mensual', 'semanal'] as const) {
      await page.goto(`${base}/calendario/${vista}?fecha=${iso}`);
      const grid = page.locator('.fc');
      await expect(grid.locator('a.tarea-conseguida', { hasText: titulo })).toBeVisible();
      await expect(page.getByTestId('calendario-lista').getByRole('link', { name: titulo })).toBeVisible();
      await expectNoAxeViolations(page, `/autoevaluacion/{id}/calendario/${vista}`);
    }
    // The month view is the calendar's default page.
    await page.goto(`${base}/calendario?fecha=${iso}`);
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();

    // Clicked again until the page has hydrated (a new link replaces the previous one).
    const campo = page.getByLabel('Enlace de suscripción (ICS)');
    await expect(async () => {
      await page.getByRole('button', { name: /Generar (un )?enlace/ }).click();
      await expect(campo).toBeVisible({ timeout: 1000 });
    }).toPass();
    const url = await campo.inputValue();
    expect(url).toMatch(/\/api\/calendario\/ics\/[\w-]{40,}$/);
    // A calendar program: no cookies, no session.
    const anonimo = await playwright.request.newContext({ baseURL });
    const res = await anonimo.get(new URL(url).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    const eventos = Object.values(ical.sync.parseICS(await res.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
    const evento = eventos.find((e) => String(e.summary).includes(titulo));
    expect(evento).toBeDefined();
    expect(format(evento?.start as Date, 'yyyy-MM-dd')).toBe(iso);
    await anonimo.dispose();
  });
});
