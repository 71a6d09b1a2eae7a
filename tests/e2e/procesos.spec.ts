import type { Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

const HEADERS = { 'X-Instancia': 'soludable' };

async function apiGet(page: Page, path: string) {
  const res = await page.request.get(`/api${path}`, { headers: HEADERS });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown> & { Id: number; Codigo: string };
}

test.describe('process management', () => {
  test('create a process, add a file type in KB, a phase deadline and a template; clone it from the list', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const codigo = `E2E${Date.now().toString(36).toUpperCase()}`;
    const nombre = `Proceso de prueba ${codigo}`;

    // New process: a bad minimum is refused in the browser with the spec's message.
    await gotoHydrated(page, '/procesos');
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo proceso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alta de proceso' })).toBeVisible();
    await page.getByLabel('Código').fill(codigo);
    await page.getByLabel('Nombre').fill(nombre);
    await page.getByLabel('Manual').selectOption({ index: 1 });
    await page.getByLabel('Mínimo de estándares').fill('abc');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Solo números enteros positivos')).toBeVisible();
    await page.getByLabel('Mínimo de estándares').fill('3');
    await page.getByLabel('Fecha de apertura').fill('2026-01-01');
    await page.getByLabel('Fecha de cierre').fill('2099-12-31');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/proceso\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Proceso ${codigo}` })).toBeVisible();
    const id = Number(/\/proceso\/(\d+)/.exec(page.url())?.[1]);
    await gotoHydrated(page, `/proceso/${id}`);
    await expectNoAxeViolations(page, 'proceso');

    // A file type with its size typed in KB: the API stores bytes ×1000, the table shows floor(bytes/1024).
    await page.getByRole('button', { name: 'Nuevo tipo de fichero' }).click();
    const tipo = page.getByRole('form', { name: 'Nuevo tipo de fichero' });
    await tipo.getByLabel('Clave').fill('MEMO');
    await tipo.getByLabel('Nombre').fill('Memoria del centro');
    await tipo.getByLabel('Tamaño máximo (KB)').fill('2048');
    await tipo.getByLabel('Número máximo de ficheros').fill('2');
    await tipo.getByLabel('PDF').check();
    await tipo.getByLabel('ZIP').check();
    await tipo.getByLabel('Orden').fill('x');
    await tipo.getByRole('button', { name: 'Guardar' }).click();
    await expect(tipo.getByText('Solo números enteros')).toBeVisible();
    await tipo.getByLabel('Orden').fill('1');
    await tipo.getByRole('button', { name: 'Guardar' }).click();
    const fila = page.getByRole('row').filter({ hasText: 'Memoria del centro' });
    await expect(fila).toContainText(`${Math.floor(2_048_000 / 1024)} KB`);
    await expect(fila).toContainText('PDF, ZIP');
    const tras = await apiGet(page, `/procesos/${id}`);
    expect(tras.TiposFichero).toEqual([
      expect.objectContaining({ Clave: 'MEMO', LimiteTamano: 2_048_000, LimiteFicheros: 2, Extensiones: ['PDF', 'ZIP'] }),
    ]);

    // A phase deadline, saved on its own row.
    await page.getByLabel('Plazo (días) de Autoevaluación', { exact: true }).fill('90');
    await page.getByRole('button', { name: 'Guardar Autoevaluación', exact: true }).click();
    await expect(page.getByText('Datos guardados correctamente').first()).toBeVisible();
    await expect
      .poll(async () => (await apiGet(page, `/procesos/${id}`)).FasesProyecto as Array<{ Clave: string; Plazo: number }>)
      .toContainEqual(expect.objectContaining({ Clave: 'AUT-INI', Plazo: 90 }));

    // A profile that requires data, and a scope with its minimum.
    const perfiles = page.getByRole('region', { name: 'Perfiles' });
    await perfiles.getByRole('checkbox').first().check();
    await perfiles.getByRole('checkbox').nth(1).check();
    await perfiles.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.locator('[data-toast]')).toHaveText('Datos guardados correctamente');
    const ambitos = page.getByRole('region', { name: 'Ámbitos', exact: true });
    await ambitos.getByLabel('Ámbito', { exact: true }).selectOption({ index: 1 });
    await ambitos.getByLabel('Mínimo', { exact: true }).fill('2');
    await ambitos.getByRole('button', { name: 'Añadir' }).click();
    await expect(ambitos.getByRole('button', { name: /^Quitar / })).toHaveCount(1);
    const conListas = await apiGet(page, `/procesos/${id}`);
    expect(conListas.Perfiles).toEqual([expect.objectContaining({ RequiereDatos: true })]);
    expect(conListas.Ambitos).toEqual([expect.objectContaining({ Minimo: 2 })]);

    // A template whose description is 256 characters: the counter says so and saving is refused.
    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const pl = page.getByRole('form', { name: 'Nueva plantilla' });
    await pl.getByLabel('Asunto').fill('Recordatorio de autoevaluación');
    await pl.getByLabel('Cuerpo').fill('Le recordamos que la autoevaluación vence pronto.');
    await pl.getByLabel('Tipo de hito').selectOption('auto_limite');
    await pl.getByLabel('Medio').selectOption('EMAIL');
    await pl.getByLabel('Descripción').fill('d'.repeat(256));
    await expect(pl.getByText('256 de 255 caracteres')).toBeVisible();
    await pl.getByLabel('Días').fill('-7');
    await pl.getByRole('button', { name: 'Guardar' }).click();
    await expect(pl.getByText('No puede superar los 255 caracteres')).toBeVisible();
    await pl.getByLabel('Descripción').fill('d'.repeat(255));
    await expect(pl.getByText('255 de 255 caracteres')).toBeVisible();
    await pl.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Recordatorio de autoevaluación' })).toContainText('Fecha límite');

    // Clone from the list: the copy opens, named <Codigo>-COPIA, with the same file types.
    await gotoHydrated(page, `/procesos?texto=${codigo}`);
    await expectNoAxeViolations(page, 'procesos');
    await page.getByRole('button', { name: `Clonar el proceso ${codigo}`, exact: true }).click();
    await expect(page).toHaveURL(/\/proceso\/\d+\?clonado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Proceso ${codigo}-COPIA` })).toBeVisible();
    const copia = Number(/\/proceso\/(\d+)/.exec(page.url())?.[1]);
    expect(copia).not.toBe(id);
    await expect(page.getByRole('row').filter({ hasText: 'Memoria del centro' })).toContainText('2000 KB');
    const clon = await apiGet(page, `/procesos/${copia}`);
    expect(clon.TiposFichero).toEqual(tras.TiposFichero);
    expect(clon.PlantillasNotificaciones).toHaveLength(1);
    expect(clon.Perfiles).toEqual(conListas.Perfiles);
    expect(clon.Ambitos).toEqual(conListas.Ambitos);
    await expect(page.getByLabel('Plazo (días) de Autoevaluación', { exact: true })).toHaveValue('90');
  });

  test('deleting a process asks first and goes back to the list', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const lista = (await apiGet(page, '/manuales?registrosPorPagina=1')) as unknown as { Registros: Array<{ Id: number }> };
    const mid = lista.Registros[0]?.Id;
    const codigo = `DEL${Date.now().toString(36).toUpperCase()}`;
    const res = await page.request.post('/api/procesos', {
      data: { codigo, nombre: 'Para borrar', manualId: mid },
      headers: { ...HEADERS, Origin: new URL(baseURL ?? 'http://localhost:3100').origin },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { Id } = (await res.json()) as { Id: number };
    await gotoHydrated(page, `/proceso/${Id}`);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Realmente quiere eliminar este registro' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page).toHaveURL(/\/procesos$/);
    await gotoHydrated(page, `/procesos?texto=${codigo}`);
    await expect(page.getByRole('row').filter({ hasText: codigo })).toHaveCount(0);
  });

  test('a request manager (GEST_PROCESOS at L) reads processes but is offered nothing to change', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    await gotoHydrated(page, '/procesos');
    await expect(page.getByRole('heading', { level: 1, name: 'Procesos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuevo proceso' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Clonar el proceso/ })).toHaveCount(0);
    const primero = page.getByRole('row').nth(1).getByRole('link').first();
    await primero.click();
    await expect(page).toHaveURL(/\/proceso\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tipos de fichero' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nuevo tipo de fichero' })).toHaveCount(0);
  });
});
