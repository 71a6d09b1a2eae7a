import AxeBuilder from '@axe-core/playwright';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('user administration', () => {
  test('an administrator creates a user with the form, finds it in the list, gives it a profile and deactivates it', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e.${stamp}@example.es`;

    await gotoHydrated(page, '/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo usuario' }).click();
    await expect(page).toHaveURL(/\/usuario$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo usuario' })).toBeVisible();

    await page.getByLabel('Nombre', { exact: true }).fill('Prueba');
    await page.getByLabel('Primer apellido').fill(`Navegador${stamp}`);
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    await page.getByLabel('Número de documento').fill('12345678A');
    await page.getByLabel('Email').fill('no-es-correo');
    await page.getByLabel('Teléfono').fill('512345678');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The spec's messages, shown by the browser before anything is sent.
    await expect(page.getByText('DNI no válido')).toBeVisible();
    await expect(page.getByText('Email no válido')).toBeVisible();
    await expect(page.getByText('Teléfono no válido')).toBeVisible();
    await expect(page.getByLabel('Número de documento')).toBeFocused();

    await page.getByLabel('Número de documento').fill('12345678Z');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('612345678');
    await page.getByLabel('Tratamiento').selectOption({ label: 'Mujer' });
    await page.getByLabel('Provincia').selectOption({ label: 'Madrid' });
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/usuario\/\d+\?guardado=1$/);
    await expect(page.getByRole('status').getByText('La operación se ha realizado correctamente')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Prueba Navegador${stamp}` })).toBeVisible();
    const userUrl = page.url().replace(/\?.*$/, '');

    // A profile for the whole system, then removed after the confirmation.
    const perfiles = page.getByRole('region', { name: 'Perfiles' });
    await perfiles.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Referente del proyecto (tutor)' });
    await perfiles.getByRole('button', { name: 'Añadir perfil' }).click();
    await expect(perfiles.getByRole('listitem').filter({ hasText: 'Referente del proyecto (tutor)' })).toBeVisible();
    // A per-project profile asks for the project, chosen by code and centre (never its number).
    await perfiles.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Representante' });
    await expect(perfiles.getByText('Proyecto (número)')).toHaveCount(0);
    const proyecto = perfiles.getByRole('combobox', { name: 'Proyecto' });
    await proyecto.fill('Deusto');
    await perfiles
      .getByRole('option', { name: /^PRY-\d{4}-\d{4} · Polideportivo Municipal de Deusto$/ })
      .first()
      .click();
    await perfiles.getByRole('button', { name: 'Añadir perfil' }).click();
    // Shown by the project's code and centre.
    await expect(perfiles.getByRole('listitem').filter({ hasText: 'Representante' })).toContainText(
      /\(PRY-\d{4}-\d{4} · Polideportivo Municipal de Deusto\)/,
    );
    await perfiles.getByRole('button', { name: 'Eliminar el perfil Referente del proyecto (tutor)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Realmente quiere eliminar este registro' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(perfiles.getByRole('listitem').filter({ hasText: 'Referente del proyecto (tutor)' })).toHaveCount(0);

    // The list finds it by e-mail and by name without accents.
    await gotoHydrated(page, `/usuarios?texto=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name: new RegExp(`Prueba Navegador${stamp}`) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Activo', { exact: true })).toBeVisible();
    await expect(row.getByText('DNI 12345678Z')).toBeVisible();
    await gotoHydrated(page, `/usuarios?texto=${encodeURIComponent(`navegador${stamp}`)}&activo=true`);
    await expect(page.getByRole('row', { name: new RegExp(`Prueba Navegador${stamp}`) })).toBeVisible();

    // Deactivate, after the confirmation.
    await gotoHydrated(page, userUrl);
    await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('La cuenta está desactivada: no puede iniciar sesión.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar cuenta' })).toBeVisible();

    await gotoHydrated(page, `/usuarios?texto=${encodeURIComponent(email)}&activo=false`);
    const inactive = page.getByRole('row', { name: new RegExp(`Prueba Navegador${stamp}`) });
    await expect(inactive.getByText('Inactivo', { exact: true })).toBeVisible();
    await gotoHydrated(page, `/usuarios?texto=${encodeURIComponent(email)}&activo=true`);
    await expect(page.getByText('No hay usuarios que coincidan con la búsqueda')).toBeVisible();
  });

  test('the list filters with a plain GET form and links to each user', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/usuarios');
    await page.getByLabel('Buscar').fill('evaluacion');
    await page.getByLabel('Estado').selectOption({ label: 'Activos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/usuarios\?texto=evaluacion&activo=true/);
    await expect(page.getByRole('link', { name: 'Julia Evaluación' })).toBeVisible();
    await page.getByRole('link', { name: 'Julia Evaluación' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Julia Evaluación' })).toBeVisible();
  });

  test('a user without PERSONAS who opens /usuarios is sent to /login', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'representante@soludable.demo');
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('invitations: the list and the form that sends one', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const email = `invitada.${Date.now()}@example.es`;
    await gotoHydrated(page, '/invitaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitaciones' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Nueva invitación' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Perfil').selectOption({ label: 'Autoevaluador' });
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    // The project is chosen by code or centre from the searchable list (invitacion-proyecto.spec.ts).
    const combo = form.getByRole('combobox', { name: 'Proyecto' });
    await combo.fill('PRY');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByRole('status').getByText('La operación se ha realizado correctamente')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pendiente')).toBeVisible();
    await expect(row.getByText('Autoevaluador')).toBeVisible();
    // The project reads as its code and centre, never as its internal number.
    await expect(row).toContainText(/PRY-\d{4}-\d{4} · \S/);
  });

  test('profiles held for a project show the project’s code and centre', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/usuarios?texto=Elena%20Evaluadora');
    const fila = page.getByRole('row').filter({ hasText: 'Elena Evaluadora' });
    await expect(fila.getByRole('listitem').first()).toHaveText(/^Evaluador\s*\(PRY-\d{4}-\d{4} · \S[^)]*\)$/);
    await expect(fila).not.toContainText(/proyecto \d/);
  });

  test('the pages have no WCAG 2.1 A/AA violations (axe-core)', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/usuarios?texto=tutor');
    const editar = await page.getByRole('link', { name: 'Tomás Referente' }).getAttribute('href');
    for (const path of ['/usuarios', '/usuario', editar ?? '/usuarios', '/invitaciones']) {
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});
