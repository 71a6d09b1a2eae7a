import type { Page } from '@playwright/test';
import { apiCreate, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The project page's team, documents and tags tabs, its responsibles and its status dialog
// (src/pages/(gestion)/proyecto/[ProyectoId].tsx). Changes go to the demo projects without a
// team (src/db/seed/autoevaluaciones-demo.ts), so the teams' own tests are not disturbed.

/** The href of the project whose centre matches `texto`, from the list. */
async function proyectoHref(page: Page, texto: string): Promise<{ href: string; codigo: string }> {
  await gotoHydrated(page, `/proyectos?texto=${encodeURIComponent(texto)}`);
  const enlace = page.getByRole('row').nth(1).getByRole('link', { name: /^PRY-/ });
  return { href: (await enlace.getAttribute('href')) ?? '', codigo: ((await enlace.textContent()) ?? '').trim() };
}

test.describe('project page', () => {
  test('the tutor reads the team and the documents, and assigns tags; axe finds nothing', async ({ page, baseURL }) => {
    test.slow();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const eva = await proyectoHref(page, 'Os Muíños');
    await gotoHydrated(page, eva.href);
    await page.getByRole('link', { name: 'Equipo', exact: true }).click();
    await expect(page).toHaveURL(/pestana=equipo/);
    const equipo = page.getByRole('table', { name: 'Equipo del proyecto' });
    await expect(equipo.getByRole('row').filter({ hasText: 'jefeevaluacion@soludable.demo' })).toContainText(
      'Jefe de evaluación',
    );
    await expect(equipo.getByRole('row').filter({ hasText: 'evaluador@soludable.demo' })).toContainText('Evaluador');
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=equipo');

    await page.getByRole('link', { name: 'Documentos' }).click();
    await expect(page).toHaveURL(/pestana=documentos/);
    await expect(page.getByRole('main')).toContainText('El proyecto todavía no tiene documentos');
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=documentos');

    // The Configurar link of a project in FIN-INI opens its tab with the follow-up form
    // (opening it: tests/e2e/proyecto-seguimiento.spec.ts).
    await gotoHydrated(page, '/proyectos?faseClave=FIN-INI');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /Configurar el seguimiento/ })
      .click();
    await expect(page).toHaveURL(/pestana=FIN-INI/);
    await expect(page.getByRole('heading', { level: 2, name: 'Configurar el seguimiento' })).toBeVisible();
    await expect(page.getByLabel('Fecha de inicio prevista')).toBeVisible();
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=FIN-INI');

    const deusto = await proyectoHref(page, 'Deusto');
    await gotoHydrated(page, `${deusto.href}?pestana=etiquetas`);
    const grupo = page.getByRole('group', { name: 'Etiquetas asignadas' });
    await expect(grupo.getByRole('checkbox', { name: 'Deporte' })).toBeChecked();
    await grupo.getByRole('checkbox', { name: 'Seguimiento prioritario' }).check();
    await page.getByRole('button', { name: 'Guardar etiquetas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Etiquetas guardadas' })).toBeVisible();
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=etiquetas');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Etiquetas asignadas' }).getByRole('checkbox', { name: 'Seguimiento prioritario' }),
    ).toBeChecked();
    // The list shows it, and filters by it.
    await gotoHydrated(page, '/proyectos?texto=Deusto');
    await expect(page.getByRole('row').nth(1)).toContainText('Seguimiento prioritario');
  });

  test('the tutor changes the tutor among GEST_PROY holders; after a reload it stays', async ({ page, baseURL }) => {
    // A second project referent, so that there is someone to change to.
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const perfiles = (await (
      await page.request.get('/api/perfiles?campos=Id,NombrePublico&registrosPorPagina=100', {
        headers: { 'X-Instancia': 'soludable' },
      })
    ).json()) as { Registros: Array<{ Id: number; NombrePublico: string }> };
    const gestProy = perfiles.Registros.find((p) => p.NombrePublico === 'Referente del proyecto (tutor)');
    const sufijo = Date.now().toString(36);
    await apiCreate(page, baseURL, '/usuarios', {
      nombre: 'Irene',
      apellido1: `Tutora${sufijo}`,
      tipoDocumentoIdentidadClave: 'DNI',
      email: `tutora-${sufijo}@soludable.demo`,
      username: `tutora${sufijo}`,
      perfilId: gestProy?.Id,
    });
    const nueva = `Irene Tutora${sufijo}`;

    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const p = await proyectoHref(page, 'Rosalía');
    await gotoHydrated(page, p.href);
    const responsables = page.getByRole('region', { name: 'Responsables' });
    await responsables.getByLabel('Tutor (referente)').selectOption({ label: nueva });
    await responsables.getByRole('button', { name: 'Guardar responsables' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Responsables guardados' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Responsables' }).getByLabel('Tutor (referente)')).toHaveValue(/\d+/);
    await expect(page.getByRole('main')).toContainText(nueva);
    await expectNoAxeViolations(page, '/proyecto/{id}');
  });

  test('the status dialog: the list row changes in place, the project page too, and a reload keeps it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const { href, codigo } = await proyectoHref(page, 'Cervantes');
    const fila = page.getByRole('row').nth(1);
    await expect(fila).toContainText('En curso');
    // A marker that a full page load would lose.
    await page.evaluate(() => {
      (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
    });
    await fila.getByRole('button', { name: `Cambiar el estado del proyecto ${codigo}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Estado del proyecto ${codigo}` });
    await expect(dialogo).toBeVisible();
    await expectNoAxeViolations(page, '/proyectos (diálogo de estado)');
    // The current status cannot be chosen; nothing chosen is refused with a message.
    await expect(dialogo.getByRole('radio', { name: 'En curso' })).toBeDisabled();
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo).toContainText('Elija un estado distinto del actual');
    await dialogo.getByRole('radio', { name: 'Cancelado' }).check();
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo).toContainText(`¿Cambiar el estado del proyecto ${codigo} a «Cancelado»?`);
    await dialogo.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(dialogo).toBeHidden();
    await expect(fila).toContainText('Cancelado');
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    await page.reload();
    await expect(page.getByRole('row').nth(1)).toContainText('Cancelado');

    // Back to "En curso" from the project page: its header and its data follow in place.
    await gotoHydrated(page, href);
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const d2 = page.getByRole('dialog', { name: `Estado del proyecto ${codigo}` });
    await d2.getByRole('radio', { name: 'En curso' }).check();
    await d2.getByRole('button', { name: 'Continuar' }).click();
    // Volver goes back to the choice.
    await d2.getByRole('button', { name: 'Volver' }).click();
    await expect(d2.getByRole('radio', { name: 'En curso' })).toBeChecked();
    await d2.getByRole('button', { name: 'Continuar' }).click();
    await d2.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'El proyecto está ahora «En curso»' })).toBeVisible();
    // The closed dialog still holds the word as an option: only what is shown counts.
    const visible = (texto: string) => page.getByRole('main').getByText(texto, { exact: true }).filter({ visible: true });
    await expect(visible('Cancelado')).toHaveCount(0);
    await expect(visible('En curso')).toHaveCount(2);
    await page.reload();
    await expect(visible('En curso')).toHaveCount(2);
    await expect(visible('Cancelado')).toHaveCount(0);
  });

  test.describe('deadlines', () => {
    test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\)/] });

    test('the tutor sets the deadlines of the self-assessment in progress; a past date is refused', async ({ page, baseURL }) => {
      await signInByApi(page, baseURL, 'tutor@soludable.demo');
      const { href } = await proyectoHref(page, 'Cervantes');
      await gotoHydrated(page, `${href}?pestana=autoevaluaciones`);
      const plazos = page.getByRole('region', { name: 'Fechas: Autoevaluación' });
      await expect(plazos).toBeVisible();
      // Yesterday in Spain: after the self-assessment's start, before today.
      const ayer = new Date(Date.now() - 86_400_000).toLocaleDateString('es-ES', {
        timeZone: 'Europe/Madrid',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      await plazos.getByRole('textbox', { name: 'Fecha límite' }).fill(ayer);
      await plazos.getByRole('button', { name: 'Guardar fechas' }).click();
      await expect(plazos.locator('[id$="-limite-error"]').getByText('La fecha no puede ser anterior a hoy')).toBeVisible();
      await plazos.getByRole('textbox', { name: 'Fecha límite' }).fill('30/09/2030');
      await plazos.getByRole('button', { name: 'Guardar fechas' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
      await expectNoAxeViolations(page, '/proyecto/{id}?pestana=autoevaluaciones');
      await page.reload();
      await expect(page.getByRole('table', { name: 'Autoevaluaciones del proyecto' })).toContainText('30/09/2030');
    });
  });

  test('staff who only read projects (HISTORICO L) see every tab and change nothing', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    const p = await proyectoHref(page, 'Cervantes');
    await gotoHydrated(page, p.href);
    await expect(page.getByRole('main')).toContainText('no modificarlo');
    await expect(page.getByRole('button', { name: 'Cambiar estado' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Responsables' })).toHaveCount(0);
    await gotoHydrated(page, `${p.href}?pestana=etiquetas`);
    await expect(page.getByRole('list', { name: 'Etiquetas asignadas' })).toContainText('Centro educativo');
    await expect(page.getByRole('button', { name: 'Guardar etiquetas' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=etiquetas (lectura)');
    // Nor the deadlines, which only staff who may write projects set.
    await gotoHydrated(page, `${p.href}?pestana=autoevaluaciones`);
    await expect(page.getByRole('table', { name: 'Autoevaluaciones del proyecto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar fechas' })).toHaveCount(0);
    // The list offers no status dialog to readers either.
    await gotoHydrated(page, '/proyectos?texto=Cervantes');
    await expect(page.getByRole('row').nth(1).getByRole('button')).toHaveCount(0);
  });
});

test.describe('project status, two people at once', () => {
  // The refused change is a 409 the browser logs; the page shows it to the user.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

  test('a status changed by someone else meanwhile: the dialog says so and shows the current one', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const { href, codigo } = await proyectoHref(page, 'Deusto');
    const id = href.split('/').pop();
    const fila = page.getByRole('row').nth(1);
    await fila.getByRole('button', { name: `Cambiar el estado del proyecto ${codigo}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Estado del proyecto ${codigo}` });
    await dialogo.getByRole('radio', { name: 'Finalizado' }).check();
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    // A colleague finishes it first.
    const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
    const headers = { 'X-Instancia': 'soludable', Origin: origin };
    expect((await page.request.put(`/api/proyectos/${id}/cambiarEstado`, { data: { estado: 'FIN' }, headers })).status()).toBe(
      200,
    );
    await dialogo.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(page.getByRole('alert')).toContainText('El proyecto ya está en ese estado');
    await expect(fila).toContainText('Finalizado');
    expect((await page.request.put(`/api/proyectos/${id}/cambiarEstado`, { data: { estado: 'CURSO' }, headers })).status()).toBe(
      200,
    );
  });
});
