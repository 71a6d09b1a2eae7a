import AxeBuilder from '@axe-core/playwright';
import { loginThroughForm } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

// Inviting for a per-project profile: the project is chosen by code or centre from a
// searchable list (keyboard only here), never typed as an internal number.

test.setTimeout(120_000);

test('the invitation form chooses the project by code and centre with the keyboard', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
  await loginThroughForm(page, 'admin');
  const lista = await page.request.get('/api/proyectos?registrosPorPagina=1', { headers: { 'X-Instancia': 'soludable' } });
  expect(lista.status()).toBe(200);
  const proyecto = ((await lista.json()) as { Registros: Array<{ Id: number; Codigo: string; Centro: string }> }).Registros[0];
  if (!proyecto) throw new Error('the demo seed has no project');

  await gotoHydrated(page, '/invitaciones');
  const email = `elegir-${Date.now()}@centro.es`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Perfil').selectOption({ label: 'Autoevaluador' });
  const combo = page.getByRole('combobox', { name: 'Proyecto' });
  await expect(combo).toBeVisible();
  await expect(page.getByText('Proyecto (número)')).toHaveCount(0);

  await combo.fill(proyecto.Centro.slice(0, 6));
  const opcion = page.getByRole('option', { name: `${proyecto.Codigo} · ${proyecto.Centro}` });
  await expect(opcion).toBeVisible();
  await expect(combo).toHaveAttribute('aria-expanded', 'true');
  expect((await new AxeBuilder({ page }).include('form').analyze()).violations).toEqual([]);
  await combo.press('ArrowDown');
  await expect(combo).toHaveAttribute('aria-activedescendant', /-0$/);
  await combo.press('Enter');
  await expect(combo).toHaveValue(`${proyecto.Codigo} · ${proyecto.Centro}`);
  await expect(combo).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText('La operación se ha realizado correctamente')).toBeVisible();
  const invitaciones = await page.request.get(`/api/invitaciones?texto=${encodeURIComponent(email)}`, {
    headers: { 'X-Instancia': 'soludable' },
  });
  const [invitacion] = ((await invitaciones.json()) as { Registros: Array<{ ProyectoId: number }> }).Registros;
  expect(invitacion?.ProyectoId).toBe(proyecto.Id);
});
