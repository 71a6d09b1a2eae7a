import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// E-signatures end to end, on the demo as a clean clone seeds it: the demo's published
// evaluations have their evaluation team, so their reports wait for the head of evaluation's
// signature, and one of them is already signed by both profiles (head of evaluation, then the
// agency's director). She signs a pending report from /firmas, then the agency's administrator
// signs it second; /firmas lists it signed (FIR) by both with their times, and pdfsig finds both
// signatures valid in the downloaded file, as in the demo's signed report. Then the process's
// signature requirements are changed on /proceso/{id} and /firmas follows them, keeping the
// signatures already made.

const PDFSIG = '/usr/bin/pdfsig';
const HEADERS = { 'X-Instancia': 'soludable' };
/** dd/mm/yyyy HH:mm, how /firmas shows a signature's time (Spain's). */
const FECHA_HORA = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test.describe.configure({ mode: 'serial' });

/** The report being signed across the tests: its file id and name, and its project's process. */
const informe = { id: 0, nombre: '', procesoId: 0 };

interface FilaApi {
  FicheroId: number;
  Nombre: string;
  TipoFichero: string;
  ProyectoId: number;
  Perfil: string;
  Estado: string;
  UsuarioFirma: string | null;
  FechaFirma: string | null;
  PuedeFirmar: boolean;
}

const filasApi = async (page: Page) =>
  ((await (await page.request.get('/api/firmas', { headers: HEADERS })).json()) as { Firmas: FilaApi[] }).Firmas;

/** The rows of /firmas of one file (one per profile that signs it), found by its download link. */
const filasDe = (page: Page, id: number): Locator =>
  page.getByRole('row').filter({ has: page.locator(`a[href="/api/ficheros/${id}?descarga=1"]`) });

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

/** pdfsig's report on a downloaded file: exactly two signatures, both valid. */
async function expectDosFirmasValidas(page: Page, id: number, file: string) {
  const res = await page.request.get(`/api/ficheros/${id}?descarga=1`, { headers: HEADERS });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  await writeFile(file, await res.body());
  const out = spawnSync(PDFSIG, [file], { encoding: 'utf8' });
  expect(out.stdout).toMatch(/Signature #2/);
  expect(out.stdout).not.toMatch(/Signature #3/);
  expect(out.stdout.match(/Signature Validation: Signature is Valid\./g), out.stdout).toHaveLength(2);
}

test('the demo shows a report signed by both profiles: /firmas lists it FIR with both signers, pdfsig finds both valid', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const informes = (await filasApi(page)).filter((f) => f.TipoFichero === 'INF');
  const deFichero = (id: number) => informes.filter((f) => f.FicheroId === id);
  const firmado = informes
    .map((f) => deFichero(f.FicheroId))
    .find((filas) => filas.length === 2 && filas.every((f) => f.Estado === 'FIR'));
  expect(firmado, 'the demo has a report signed by both profiles').toBeDefined();
  const id = firmado?.[0]?.FicheroId as number;
  expect(Object.fromEntries((firmado ?? []).map((f) => [f.Perfil, f.UsuarioFirma]))).toEqual({
    JEFE_EVACN: 'Julia Evaluación',
    ADMIN: 'Alberto Agencia Ruiz',
  });
  await gotoHydrated(page, '/firmas');
  const filas = filasDe(page, id);
  await expect(filas).toHaveCount(2);
  for (const fila of await filas.all()) {
    await expect(fila).toHaveAttribute('data-estado', 'FIR');
    await expect(fila).toContainText(FECHA_HORA);
  }
  await expect(filas.filter({ hasText: 'Jefe de evaluación' })).toContainText('Julia Evaluación');
  await expect(filas.filter({ hasText: 'Administrador de la agencia' })).toContainText('Alberto Agencia');
  test.skip(!existsSync(PDFSIG), `pdfsig is not installed (${PDFSIG}, package poppler-utils): the signatures cannot be checked`);
  await expectDosFirmasValidas(page, id, testInfo.outputPath('informe-demo-firmado.pdf'));
});

test('the head of evaluation signs a demo report from /firmas, then the administrator signs it second', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo leaves her published evaluations' reports waiting for her signature.
  await signInByApi(page, baseURL, 'jefeevaluacion@soludable.demo');
  const pendiente = (await filasApi(page)).find(
    (f) => f.TipoFichero === 'INF' && f.Perfil === 'JEFE_EVACN' && f.Estado === 'PTE' && f.PuedeFirmar,
  );
  expect(pendiente, 'a demo report waits for its head of evaluation').toBeDefined();
  const proyectoId = pendiente?.ProyectoId as number;

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
  await expectDosFirmasValidas(page, informe.id, testInfo.outputPath(informe.nombre || 'informe.pdf'));
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
