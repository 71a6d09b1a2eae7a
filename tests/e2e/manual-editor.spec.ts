import type { APIRequestContext, Page } from '@playwright/test';
import { loginThroughForm } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, keyboardDrag, test } from './fixtures.ts';

// A staff user (MANUALES) edits the demo draft MAN-SOL 2.0 in place: adds a dimension, a
// criterion and an evidence, and reorders dimensions with the buttons and with the keyboard.

/** Ids of the demo manual 1.0 (public) and, seeded right after it, the 2.0 draft. */
async function demoIds(request: APIRequestContext) {
  const body = await (await request.get('/api/publico/manuales')).json();
  const vigente = body.Registros.find((m: { Codigo: string; Version: string }) => m.Codigo === 'MAN-SOL' && m.Version === '1.0');
  return { vigenteId: vigente.Id as number, borradorId: (vigente.Id as number) + 1 };
}

/** Codes of the dimensions in the order the tree shows them. */
async function ordenBloques(page: Page): Promise<string[]> {
  const names = await page.getByRole('button', { name: /^D\d\. / }).allInnerTexts();
  return names.map((n) => n.trim().split('.')[0] as string);
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
  await loginThroughForm(page, 'admin@soludable.demo');
});

test('adds a dimension, a criterion and an evidence, and reorders dimensions', async ({ page, request }) => {
  const { borradorId } = await demoIds(request);
  await gotoHydrated(page, `/manual/${borradorId}/edicion`);
  await expect(page.getByRole('heading', { level: 1, name: /^Edición: .* 2\.0$/ })).toBeVisible();
  expect(await ordenBloques(page)).toEqual(['D1', 'D2']);

  // A new dimension.
  await page.getByRole('button', { name: 'Añadir dimensión' }).click();
  const nuevoBloque = page.getByRole('group', { name: 'Añadir dimensión' });
  await nuevoBloque.getByLabel('Código').fill('D9');
  await nuevoBloque.getByLabel('Nombre').fill('Dimensión de prueba');
  await page.getByRole('button', { name: 'Añadir dimensión' }).click();
  const bloque = page.getByRole('button', { name: /^D9\. Dimensión de prueba/ });
  await expect(bloque).toBeVisible();
  await expect(page.getByText('Creado correctamente')).toBeVisible();

  // A criterion in it.
  await bloque.click();
  await expect(bloque).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Añadir criterio de evaluación (D9)' }).click();
  const nuevoEstandar = page.getByRole('group', { name: 'Añadir criterio de evaluación' });
  await nuevoEstandar.getByLabel('Código').fill('9.1');
  await nuevoEstandar.getByLabel('Descripción').fill('Criterio creado en el editor');
  await nuevoEstandar.getByLabel('Esencial').check();
  await page.getByRole('button', { name: 'Añadir criterio de evaluación', exact: true }).click();
  const estandar = page.getByRole('button', { name: /^9\.1 Criterio creado en el editor/ });
  await expect(estandar).toBeVisible();
  await expect(estandar).toContainText('Esencial');

  // An evidence in the criterion.
  await estandar.click();
  await page.getByRole('button', { name: 'Añadir evidencia (9.1)' }).click();
  const nuevaEvidencia = page.getByRole('group', { name: 'Añadir evidencia' });
  await nuevaEvidencia.getByLabel('Código').fill('9.1.1');
  await nuevaEvidencia.getByLabel('Descripción').fill('Evidencia creada en el editor');
  await page.getByRole('button', { name: 'Añadir evidencia', exact: true }).click();
  await expect(page.getByRole('button', { name: /^9\.1\.1 Evidencia creada en el editor/ })).toBeVisible();

  // Reorder with the buttons, then by dragging with the keyboard.
  expect(await ordenBloques(page)).toEqual(['D1', 'D2', 'D9']);
  await page.getByRole('button', { name: 'Subir dimensión D9' }).click();
  await expect.poll(() => ordenBloques(page)).toEqual(['D1', 'D9', 'D2']);
  await keyboardDrag(page, page.getByRole('button', { name: 'Arrastrar para mover dimensión D9' }), ['ArrowUp']);
  await expect.poll(() => ordenBloques(page)).toEqual(['D9', 'D1', 'D2']);

  // Stored: a fresh load shows the same tree, and the public tree (for staff) too.
  await page.waitForTimeout(500);
  await gotoHydrated(page, `/manual/${borradorId}/edicion`);
  expect(await ordenBloques(page)).toEqual(['D9', 'D1', 'D2']);
  const arbol = await (await page.request.get(`/api/publico/manuales/${borradorId}`)).json();
  expect(arbol.Bloques[0].Codigo).toBe('D9');
  expect(arbol.Bloques[0].Estandares[0]).toMatchObject({ Codigo: '9.1', Esencial: true });
  expect(arbol.Bloques[0].Estandares[0].Evidencias[0].Codigo).toBe('9.1.1');
});

test('a published manual shows its tree read-only, with the reason and the way to clone it', async ({ page, request }) => {
  const { vigenteId } = await demoIds(request);
  await gotoHydrated(page, `/manual/${vigenteId}/edicion`);
  await expect(page.getByRole('note')).toContainText('El manual está publicado');
  await expect(page.getByRole('link', { name: 'Ir a los manuales para clonarlo' })).toHaveAttribute('href', '/manuales');
  await expect(page.getByRole('button', { name: /^D1\. Organización y compromiso/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir dimensión' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Arrastrar/ })).toHaveCount(0);
});
