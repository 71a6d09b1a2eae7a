import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { nombrarResponsables, presentar } from './solicitud-helpers.ts';

// The project's Equipo tab: who was invited and in what state, resending, inviting someone
// else, and choosing the evaluation team. Each test accepts its own request first, so the demo
// projects other tests use are not touched.

/** The administrative responsible accepts a new request; returns its project's page. */
async function proyectoAceptado(page: Page, baseURL: string | undefined, centro: string, email: string): Promise<string> {
  const { Id } = await presentar(page.request, centro, email);
  await signInByApi(page, baseURL, 'gestor@soludable.demo');
  await gotoHydrated(page, `/solicitudes/${Id}`);
  await nombrarResponsables(page);
  await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
  await page
    .getByRole('dialog', { name: /¿Aceptar la solicitud/ })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  const enlace = page.getByRole('link', { name: /PRY-\d{4}-\d{4}/ }).first();
  await expect(enlace).toBeVisible();
  return (await enlace.getAttribute('href')) as string;
}

const confirmar = (page: Page, name: RegExp | string) =>
  page.getByRole('dialog', { name }).getByRole('button', { name: 'Aceptar' }).click();

test.describe('the project’s Equipo tab', () => {
  // The same address invited twice is refused (409) on purpose.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });
  test('the tutor sees the invitation acceptance sent, resends it, invites someone else and staffs the evaluation', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const email = `equipo-${stamp}@example.org`;
    const href = await proyectoAceptado(page, baseURL, `Albergue Teruel ${stamp}`, email);

    // The administrative responsible reads who was invited, without the tutor's controls.
    await gotoHydrated(page, `${href}?pestana=equipo`);
    const invitaciones = page.getByRole('table', { name: 'Invitaciones' });
    await expect(invitaciones.getByRole('row').filter({ hasText: email })).toContainText('Pendiente');
    await expect(page.getByRole('region', { name: 'Invitar a otra persona' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Reenviar la invitación a ${email}` })).toHaveCount(0);

    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, `${href}?pestana=equipo`);
    const fila = page.getByRole('table', { name: 'Invitaciones' }).getByRole('row').filter({ hasText: email });
    await expect(fila).toContainText('Lucía Muñoz');
    await expect(fila).toContainText('Representante');
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=equipo (tutor)');
    await fila.getByRole('button', { name: `Reenviar la invitación a ${email}` }).click();
    await confirmar(page, /¿Reenviar la invitación/);
    await expect(page.getByRole('status').filter({ hasText: 'Invitación reenviada' })).toBeVisible();

    // Someone else, with a centre profile and their data.
    const invitar = page.getByRole('region', { name: 'Invitar a otra persona' });
    const otro = `autoeval-${stamp}@example.org`;
    await invitar.getByLabel('Perfil').selectOption({ label: 'Autoevaluador' });
    await invitar.getByLabel('Correo electrónico').fill(otro);
    await invitar.getByLabel(/^Nombre/).fill('Íñigo');
    await invitar.getByLabel('Primer apellido').fill('Peña');
    await invitar.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitación enviada' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invitaciones' }).getByRole('row').filter({ hasText: otro })).toContainText(
      'Autoevaluador',
    );
    // The same address again is refused in Spanish.
    await invitar.getByLabel('Correo electrónico').fill(otro);
    await invitar.getByLabel(/^Nombre/).fill('Íñigo');
    await invitar.getByLabel('Primer apellido').fill('Peña');
    await invitar.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(page.getByText('Ya hay una invitación pendiente para este correo en el proyecto').first()).toBeVisible();

    // The evaluation team, chosen by name from the people who hold the profile.
    const evaluacion = page.getByRole('region', { name: 'Equipo de evaluación' });
    await expect(evaluacion).toContainText('El proyecto todavía no tiene equipo de evaluación');
    await evaluacion.getByLabel('Perfil').selectOption({ label: 'Evaluador' });
    const persona = evaluacion.getByRole('combobox', { name: 'Persona' });
    await persona.fill('Evaluadora');
    await evaluacion.getByRole('option', { name: 'Elena Evaluadora · evaluador@soludable.demo' }).click();
    await evaluacion.getByRole('button', { name: 'Añadir al equipo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Perfil asignado' })).toBeVisible();
    await expect(evaluacion.getByRole('listitem').filter({ hasText: 'Elena Evaluadora' })).toContainText('Evaluador');
    await expectNoAxeViolations(page, '/proyecto/{id}?pestana=equipo (equipo de evaluación)');
    await evaluacion.getByRole('button', { name: 'Quitar a Elena Evaluadora (Evaluador)' }).click();
    await confirmar(page, /¿Quitar a esta persona/);
    await expect(page.getByRole('status').filter({ hasText: 'Perfil retirado' })).toBeVisible();
    await expect(evaluacion).toContainText('El proyecto todavía no tiene equipo de evaluación');
  });
});
