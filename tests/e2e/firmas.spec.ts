import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// E-signatures end to end: the agency staffs the head of evaluation on a project whose demo
// evaluation is published with its report (the demo's published evaluations have no evaluation
// team of their own); she signs the report from /firmas,
// then the agency's administrator signs it second; /firmas lists it signed (FIR) by both with
// their times, and pdfsig finds both signatures valid in the downloaded file. Then the process's
// signature requirements are changed on /proceso/{id} and /firmas follows them, keeping the
// signatures already made.

const PDFSIG = '/usr/bin/pdfsig';
const HEADERS = { 'X-Instancia': 'soludable' };
/** dd/mm/yyyy HH:mm, how /firmas shows a signature's time (Spain's). */
const FECHA_HORA = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test.describe.configure({ mode: 'serial' });

/** The report being signed across the tests: its file id and name, and its project's process. */
const informe = { id: 0, nombre: '', procesoId: 0 };

/** The rows of /firmas of one file (one per profile that signs it), found by its download link. */
const filasDe = (page: Page, id: number): Locator =>
  page.getByRole('row').filter({ has: page.locator(`a[href="/api/ficheros/${id}?descarga=1"]`) });

/** The id of the head of evaluation profile, as the team API names profiles. */
async function perfilId(page: Page): Promise<number> {
  const res = await page.request.get('/api/perfiles?registrosPorPagina=100', { headers: HEADERS });
  const body = (await res.json()) as { Registros: Array<{ Id: number; Clave: string }> };
  const perfil = body.Registros.find((p) => p.Clave === 'JEFE_EVACN');
  expect(perfil, 'the JEFE_EVACN profile').toBeDefined();
  return perfil?.Id as number;
}

async function firmarDesdeFirmas(page: Page, id: number) {
  await gotoHydrated(page, '/firmas');
  const casilla = filasDe(page, id).getByRole('checkbox');
  await expect(casilla).toHaveCount(1);
  // By keyboard: the box takes focus and Space ticks it.
  await casilla.focus();
  await page.keyboard.press('Space');
  await expect(casilla).toBeChecked();
  await page.getByRole('button', { name: 'Firmar seleccionados' }).click();
  await expect(page.getByText('La operación se ha realizado correctamente')).toBeVisible({ timeout: 20_000 });
}

test('the head of evaluation signs a demo report from /firmas, then the administrator signs it second', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The administrator gives her the head of evaluation profile in the project of the demo's
  // published NO_ACR evaluation, whose report awaits both signatures: the team API the
  // project's Equipo tab uses.
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const firmas = (await (await page.request.get('/api/firmas', { headers: HEADERS })).json()) as {
    Firmas: Array<{ FicheroId: number; Nombre: string; TipoFichero: string; ProyectoId: number; Perfil: string; Estado: string }>;
  };
  const pendientes = firmas.Firmas.filter((f) => f.TipoFichero === 'INF' && f.Perfil === 'JEFE_EVACN' && f.Estado === 'PTE');
  let pendiente: (typeof pendientes)[number] | undefined;
  for (const f of pendientes) {
    const p = (await (await page.request.get(`/api/proyectos/${f.ProyectoId}`, { headers: HEADERS })).json()) as {
      Resultado?: { Clave: string } | null;
    };
    if (p.Resultado?.Clave === 'NO_ACR') pendiente = f;
  }
  expect(pendiente, 'the NO_ACR demo report waits for its head of evaluation').toBeDefined();
  const proyectoId = pendiente?.ProyectoId as number;
  const candidatos = await page.request.get(`/api/proyectos/${proyectoId}/equipo/candidatos?perfilId=${await perfilId(page)}`, {
    headers: HEADERS,
  });
  const julia = ((await candidatos.json()) as { Registros: Array<{ Id: number; Email: string }> }).Registros.find(
    (c) => c.Email === 'jefeevaluacion@soludable.demo',
  );
  if (julia) {
    const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
    const alta = await page.request.post(`/api/proyectos/${proyectoId}/equipo/perfiles`, {
      data: { usuarioId: julia.Id, perfilId: await perfilId(page) },
      headers: { ...HEADERS, Origin: origin },
    });
    expect(alta.status(), await alta.text()).toBe(201);
  }
  await page.context().clearCookies();

  await signInByApi(page, baseURL, 'jefeevaluacion@soludable.demo');
  await gotoHydrated(page, '/firmas');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmas' })).toBeVisible();
  await expectNoAxeViolations(page, 'firmas');
  const casilla = page.getByRole('checkbox', { name: `Seleccionar ${pendiente?.Nombre} para firmar` });
  await expect(casilla).toBeVisible();
  const fila = page.getByRole('row').filter({ has: casilla });
  await expect(fila).toContainText('Jefe de evaluación');
  await expect(fila).toContainText('Pendiente de firma');
  const enlace = fila.getByRole('link');
  informe.nombre = (await enlace.textContent())?.trim() ?? '';
  informe.id = Number(/\/api\/ficheros\/(\d+)/.exec((await enlace.getAttribute('href')) ?? '')?.[1]);
  expect(informe.id).toBeGreaterThan(0);

  await firmarDesdeFirmas(page, informe.id);
  const firmada = filasDe(page, informe.id);
  await expect(firmada).toContainText('Firmado');
  await expect(firmada).toContainText('Julia Evaluación');
  await expect(firmada).toContainText(FECHA_HORA);
  // Nothing left for her to sign on it.
  await expect(firmada.getByRole('checkbox')).toHaveCount(0);

  await page.context().clearCookies();
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  await gotoHydrated(page, '/firmas');
  const filas = filasDe(page, informe.id);
  await expect(filas).toHaveCount(2);
  await expect(filas.filter({ hasText: 'Administrador de la agencia' })).toContainText('Pendiente de firma');
  await firmarDesdeFirmas(page, informe.id);

  // /firmas: FIR (Firmado) for both profiles, each with its signer and time.
  await expect(filas).toHaveCount(2);
  const jefe = filas.filter({ hasText: 'Jefe de evaluación' });
  const director = filas.filter({ hasText: 'Administrador de la agencia' });
  await expect(jefe).toHaveAttribute('data-estado', 'FIR');
  await expect(director).toHaveAttribute('data-estado', 'FIR');
  await expect(jefe).toContainText('Julia Evaluación');
  await expect(director).toContainText('Alberto Agencia');
  await expect(jefe).toContainText(FECHA_HORA);
  await expect(director).toContainText(FECHA_HORA);
  await expect(filas.getByRole('checkbox')).toHaveCount(0);

  const proyecto = await page.request.get(`/api/proyectos/${proyectoId}`, { headers: HEADERS });
  expect(proyecto.status()).toBe(200);
  const p = (await proyecto.json()) as { ProcesoId?: number; Proceso?: { Id: number } };
  informe.procesoId = p.ProcesoId ?? p.Proceso?.Id ?? 0;
});

test('pdfsig finds both signatures of the downloaded report valid', async ({ page, baseURL }, testInfo) => {
  test.skip(!existsSync(PDFSIG), `pdfsig is not installed (${PDFSIG}, package poppler-utils): the signatures cannot be checked`);
  expect(informe.id, 'the signing test ran first').toBeGreaterThan(0);
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const res = await page.request.get(`/api/ficheros/${informe.id}?descarga=1`, { headers: HEADERS });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const file = testInfo.outputPath(informe.nombre || 'informe.pdf');
  await writeFile(file, await res.body());
  const out = spawnSync(PDFSIG, [file], { encoding: 'utf8' });
  expect(out.stdout).toMatch(/Signature #2/);
  expect(out.stdout).not.toMatch(/Signature #3/);
  expect(out.stdout.match(/Signature Validation: Signature is Valid\./g), out.stdout).toHaveLength(2);
});

test('the process’s signature requirements are edited on /proceso/{id} and /firmas follows them', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  expect(informe.procesoId, 'the signing test ran first').toBeGreaterThan(0);
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  await gotoHydrated(page, `/proceso/${informe.procesoId}`);
  const seccion = page.getByRole('region', { name: 'Firmas' });
  await expect(seccion.getByRole('heading', { level: 2, name: 'Firmas' })).toBeVisible();
  await expect(seccion).toContainText('usa los requisitos de firma por defecto');
  const inf = seccion.getByRole('listitem', { name: 'Informe de evaluación' });
  await expect(inf.getByRole('list', { name: /^Perfiles que firman/ })).toContainText('1. Jefe de evaluación');
  await expect(inf.getByRole('list', { name: /^Perfiles que firman/ })).toContainText('2. Administrador de la agencia');

  // Reordering by keyboard: focus the button, Enter.
  await inf.getByRole('button', { name: 'Bajar Jefe de evaluación en la firma de Informe de evaluación' }).focus();
  await page.keyboard.press('Enter');
  await expect(inf.getByRole('list', { name: /^Perfiles que firman/ })).toContainText('1. Administrador de la agencia');
  await expect(inf.getByRole('list', { name: /^Perfiles que firman/ })).toContainText('2. Jefe de evaluación');

  // Removing a document asks first; Cancelar keeps it.
  await inf.getByRole('button', { name: 'Quitar Informe de evaluación' }).click();
  const dialogo = page.getByRole('dialog', { name: /¿Quitar Informe de evaluación/ });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(inf).toBeVisible();
  await inf.getByRole('button', { name: 'Quitar Informe de evaluación' }).click();
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(inf).toHaveCount(0);

  // A new document with no profile is refused with its message; then the administrator is added.
  await seccion.getByLabel('Documento que requiere firma').selectOption({ label: 'Certificado público' });
  await seccion.getByRole('button', { name: 'Añadir documento' }).click();
  await seccion.getByRole('button', { name: 'Guardar firmas' }).click();
  await expect(seccion.getByText('Indique al menos un perfil que firme Certificado público').first()).toBeVisible();
  const pub = seccion.getByRole('listitem', { name: 'Certificado público' });
  await pub
    .getByLabel('Perfil que se añade a la firma de Certificado público')
    .selectOption({ label: 'Administrador de la agencia' });
  await pub.getByRole('button', { name: 'Añadir perfil a la firma de Certificado público' }).click();
  await expect(pub.getByRole('list', { name: /^Perfiles que firman/ })).toContainText('1. Administrador de la agencia');
  await expect(seccion.getByText('Indique al menos un perfil que firme Certificado público')).toHaveCount(0);
  await seccion.getByRole('button', { name: 'Guardar firmas' }).click();
  await expect(page.getByText('Requisitos de firma guardados')).toBeVisible();
  await expect(seccion).not.toContainText('usa los requisitos de firma por defecto');
  await expect(seccion.getByRole('listitem', { name: 'Informe de evaluación' })).toHaveCount(0);

  // /firmas: the signed report keeps both signatures (FIR); public certificates now wait for the director.
  await gotoHydrated(page, '/firmas');
  const filas = filasDe(page, informe.id);
  await expect(filas).toHaveCount(2);
  for (const fila of await filas.all()) await expect(fila).toHaveAttribute('data-estado', 'FIR');
  const certificado = page
    .getByRole('row')
    .filter({ hasText: 'Administrador de la agencia' })
    .filter({ hasText: /certificado-/ });
  await expect(certificado.first()).toBeVisible();
  const api = await page.request.get('/api/firmas', { headers: HEADERS });
  const tipos = ((await api.json()) as { Firmas: Array<{ TipoFichero: string; Estado: string; ProyectoCodigo: string }> }).Firmas;
  expect(tipos.some((f) => f.TipoFichero === 'CER_PUB' && f.Estado === 'PTE')).toBe(true);
});
