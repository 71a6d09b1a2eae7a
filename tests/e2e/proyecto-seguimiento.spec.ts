import { sumarDias, todayIso } from '../../src/domain/shared/fechas.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Follow-up: staff open Configurar on the FIN-INI demo project kept for it
// (src/db/seed/seguimiento-demo.ts: Polideportivo Municipal de Deusto), see the dates proposed
// from the process's phase terms, open the follow-up and find the new cycle starting from the
// last one; the follow-up demo project's representative sees the earlier cycle's verdict beside
// the current one on a standard. The dates follow the server's real "today", as the page does.

const es = (iso: string) => iso.split('-').reverse().join('/');

test.describe('follow-up cycle', () => {
  test.describe.configure({ mode: 'serial' });

  test('the tutor configures the follow-up of a FIN-INI project and opens it; axe finds nothing', async ({ page, baseURL }) => {
    test.slow();
    const hoy = todayIso(new Date());
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/proyectos?faseClave=FIN-INI&texto=Deusto');
    const fila = page.getByRole('row').nth(1);
    await expect(fila).toContainText('Polideportivo Municipal de Deusto');
    await expect(fila).toContainText('Acreditado');
    await fila.getByRole('link', { name: /Configurar el seguimiento del proyecto PRY-/ }).click();
    await expect(page).toHaveURL(/pestana=FIN-INI/);
    await expect(page.getByRole('heading', { level: 2, name: 'Configurar el seguimiento' })).toBeVisible();

    // The process's terms (the first cycle's, as the demo process sets no follow-up ones) and the dates they give.
    const plazos = page.getByRole('table', { name: 'Plazos del proceso' });
    await expect(plazos.getByRole('row', { name: /^Autoevaluación de seguimiento/ })).toContainText('90 días');
    await expect(plazos.getByRole('row', { name: /^Evaluación de seguimiento/ })).toContainText('60 días');
    const inicio = page.getByLabel('Fecha de inicio prevista');
    const limite = page.getByLabel(/Fecha límite de la autoevaluación de seguimiento/);
    const siguiente = page.getByLabel(/Fecha límite siguiente/);
    await expect(inicio).toHaveValue(es(hoy));
    await expect(limite).toHaveValue(es(sumarDias(hoy, 90)));
    await expect(siguiente).toHaveValue(es(sumarDias(hoy, 150)));
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=FIN-INI');

    // A new planned start proposes the deadlines again from it.
    const start = sumarDias(hoy, 14);
    await inicio.fill(es(start));
    await expect(limite).toHaveValue(es(sumarDias(start, 90)));
    await expect(siguiente).toHaveValue(es(sumarDias(start, 150)));

    // A next deadline that is not after today gets the spec's message before any confirmation.
    await siguiente.fill(es(hoy));
    await page.getByRole('button', { name: 'Abrir el seguimiento' }).click();
    await expect(siguiente).toHaveAccessibleDescription(/La fecha debe ser posterior a la de hoy/);
    await expect(siguiente).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=FIN-INI (error)');

    await siguiente.fill(es(sumarDias(start, 150)));
    await page.getByRole('button', { name: 'Abrir el seguimiento' }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText('¿Abrir el ciclo de seguimiento del proyecto PRY-');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();

    // The project's self-assessments: the new cycle, open, starts from the last one's figures.
    await expect(page).toHaveURL(/pestana=autoevaluaciones/);
    const tabla = page.getByRole('table', { name: 'Autoevaluaciones del proyecto' });
    const seg = tabla.getByRole('row').filter({ hasText: 'Autoevaluación de seguimiento' });
    await expect(seg).toHaveCount(1);
    await expect(seg).toContainText(es(start));
    await expect(seg).toContainText(es(sumarDias(start, 90)));
    const ini = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Autoevaluación', exact: true }) });
    const cumplimiento = async (row: typeof seg) => (await row.getByRole('cell').nth(4).textContent())?.trim();
    expect(await cumplimiento(seg)).toBe(await cumplimiento(ini));
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=autoevaluaciones');

    // A verdict carried over keeps the earlier cycle's author and says it was copied, not
    // written by the tutor who opened the follow-up.
    const res = await page.request.get('/api/proyectos?texto=Deusto&faseClave=AUT-SEG', {
      headers: { 'X-Instancia': 'soludable' },
    });
    const nueva = ((await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } }> }).Registros[0]?.Autoevaluacion
      .Id;
    // The project has no centre team yet: the super administrator reads the new cycle (the
    // tutor's session goes first).
    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'superadmin@soludable.demo');
    await gotoHydrated(page, `/autoevaluacion/${nueva}/estandares`);
    const primero = page.locator(`main a[href*="/autoevaluacion/${nueva}/estandar/"]`).first();
    await gotoHydrated(page, (await primero.getAttribute('href')) as string);
    const autor = page.getByText(/^Última modificación: /);
    await expect(autor).toContainText('copiado del ciclo anterior');
    await expect(autor).not.toContainText('Tomás Referente');

    // The list now shows it in follow-up, without the Configurar link.
    await gotoHydrated(page, '/proyectos?texto=Deusto&faseClave=AUT-SEG');
    await expect(page.getByRole('row').nth(1)).toContainText('Autoevaluación de seguimiento');
    await expect(
      page
        .getByRole('row')
        .nth(1)
        .getByRole('link', { name: /Configurar el seguimiento/ }),
    ).toHaveCount(0);
  });

  test('the representative of a project in follow-up sees the earlier cycle beside the current verdict', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const res = await page.request.get('/api/proyectos?texto=Rosalia&faseClave=AUT-SEG', {
      headers: { 'X-Instancia': 'soludable' },
    });
    const { Registros } = (await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } | null }> };
    const id = Registros[0]?.Autoevaluacion?.Id;
    expect(id).toBeDefined();
    // The tutor's session goes first: a signed-in browser's sign-in call needs its page's origin.
    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'representante4@soludable.demo');
    await gotoHydrated(page, `/autoevaluacion/${id}/estandares`);
    const primero = page.locator(`main a[href*="/autoevaluacion/${id}/estandar/"]`).first();
    await gotoHydrated(page, (await primero.getAttribute('href')) as string);
    const anterior = page.getByRole('region', { name: 'Ciclo anterior' });
    await expect(anterior).toContainText('Autoevaluación');
    await expect(anterior).toContainText('Cumple');
    await expect(anterior).toContainText('Documentado y revisado por el equipo.');
    // The current verdict, still editable, sits beside it.
    await expect(page.getByRole('region', { name: 'Valoración del equipo' })).toBeVisible();
    await expectNoAxeViolations(page, '/autoevaluacion/{id}/estandar/{id} (seguimiento)');

    // The earlier cycle opens read-only, saying why.
    await anterior.getByRole('link', { name: 'Ver el estándar en el ciclo anterior' }).click();
    await expect(page.getByText('La autoevaluación está finalizada: ya no admite cambios')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Documentado y revisado por el equipo.');
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  });
});
