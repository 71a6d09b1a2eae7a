import { createServer, type Server } from 'node:http';
import { createClient } from '@libsql/client';
import { cargarAcreditaciones } from '../../scripts/lib/bench-acreditaciones.ts';
import { expectNoAxeViolations } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

// The public register and the widget. The rows are inserted straight into the e2e
// database (the management part owns the calls and the demo seed): 30 centres named "Zarzal …",
// 26 of them in force (scripts/lib/bench-acreditaciones.ts: i % 32 in 1..4 are not). Searching
// "Zarzal" keeps the counts ours whatever else the database holds.

// One worker: the rows are loaded once and the host page listens on one port.
test.describe.configure({ mode: 'serial' });

const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 4318);
const PREFIJO = 'Zarzal';
let host: Server;
let revocadaId = 0;

/** A partner's page on another origin: its own styles, and the widget twice (register, open processes). */
function hostPage(origen: string) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Web de un socio</title>
<style>
  body { font-family: Georgia, serif; color: rgb(128, 0, 0); font-size: 18px; }
  h1 { color: rgb(0, 100, 0); font-size: 40px; }
  li, a, p { color: rgb(0, 0, 255) !important; font-size: 22px; }
  button { background: rgb(255, 0, 0); }
</style></head>
<body><main><h1>Socio</h1><p id="parrafo">Texto del socio.</p><ul><li id="elemento">Uno</li></ul><button id="boton" type="button">Botón del socio</button>
<script src="${origen}/widget/acredita.js" data-instancia="soludable" data-vista="registro" data-por-pagina="5" async></script>
<script src="${origen}/widget/acredita.js" data-vista="procesos" async></script>
</main></body></html>`;
}

const ESTILOS = ['color', 'font-family', 'font-size', 'background-color'];
const estilosDe = (page: import('@playwright/test').Page, sel: string) =>
  page.locator(sel).evaluate((el, props) => {
    const cs = getComputedStyle(el);
    return props.map((p) => cs.getPropertyValue(p));
  }, ESTILOS);

test.beforeAll(async ({ baseURL }) => {
  const client = createClient({ url: 'file:./data/e2e.db' });
  // The server writes to the same file (sessions): wait for its lock rather than fail.
  await client.execute('PRAGMA busy_timeout = 10000');
  const ya = await client.execute(`SELECT count(*) AS n FROM centros WHERE nombre LIKE '${PREFIJO} %'`);
  if (Number(ya.rows[0]?.n) === 0) await cargarAcreditaciones(client, 'soludable', 30, PREFIJO);
  const r = await client.execute(
    `SELECT a.id FROM acreditaciones a JOIN proyectos p ON p.id = a.proyecto_id JOIN centros c ON c.id = p.centro_id
     WHERE c.nombre LIKE '${PREFIJO} %' AND a.fecha_revocacion IS NOT NULL LIMIT 1`,
  );
  revocadaId = Number(r.rows[0]?.id);
  client.close();
  const origen = new URL(baseURL ?? 'http://localhost:3100').origin;
  host = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage(origen));
  });
  await new Promise<void>((resolve) => host.listen(HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
});

test.describe('the public register', () => {
  test('searches, filters and pages in the URL, opens an accreditation; axe finds nothing', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await acceptCookiesUpFront(page, baseURL);
    await gotoHydrated(page, `/acreditaciones/publico?texto=${PREFIJO}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Registro público de acreditaciones' })).toBeVisible();
    await expect(page.getByText('26 acreditaciones vigentes')).toBeVisible();
    await expectNoAxeViolations(page, '/acreditaciones/publico');
    // The second page by the pager's link; the filter stays in the URL.
    await page
      .getByRole('link', { name: /siguiente/i })
      .first()
      .click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page).toHaveURL(/texto=Zarzal/);
    // A search by another word of the name (accents and case do not matter).
    await gotoHydrated(page, '/acreditaciones/publico');
    await page.getByRole('searchbox').fill(`${PREFIJO.toLowerCase()} PISCINA`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/texto=zarzal\+PISCINA/);
    await expect(page.getByText('3 acreditaciones vigentes')).toBeVisible();
    const primera = page.getByRole('link', { name: /Ver la acreditación de Zarzal Piscina/ }).first();
    await primera.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Zarzal Piscina/ })).toBeVisible();
    // In the register only with its public certificate (the bench loader gives each one its file row).
    await expect(page.getByRole('link', { name: /Descargar el certificado \(PDF, 64 KB\)/ })).toBeVisible();
    await expectNoAxeViolations(page, '/acreditacion/publico/{id}');
  });

  test('/widget shows both views and the embed code; axe finds nothing', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL);
    await gotoHydrated(page, '/widget');
    await expect(page.getByRole('heading', { level: 1, name: 'Widget del registro para su web' })).toBeVisible();
    await expect(page.locator('pre')).toContainText('/widget/acredita.js');
    await expect(page.getByRole('heading', { name: 'Registro de acreditaciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Procesos abiertos' })).toBeVisible();
    await expect(page.getByText(/acreditaci(ón|ones) vigentes?$/)).toBeVisible();
    await expectNoAxeViolations(page, '/widget');
  });

  test('an accreditation not in force is not found', async ({ page }) => {
    expect(revocadaId).toBeGreaterThan(0);
    const res = await page.goto(`/acreditacion/publico/${revocadaId}`);
    expect(res?.status()).toBe(404);
    const api = await page.request.get(`/api/publico/acreditaciones/${revocadaId}`);
    expect(api.status()).toBe(404);
  });
});

test.describe('the widget on a page of another origin', () => {
  test('renders the register and the open processes, filters and pages, leaves the host styles alone; axe finds nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const url = `http://127.0.0.1:${HOST_PORT}/`;
    // The host page's styles before the widget exists (scripts blocked), then with it.
    const sinWidget = await page.context().newPage();
    await sinWidget.route('**/widget/**', (r) => r.abort());
    await sinWidget.goto(url);
    const antes = await Promise.all(['body', 'h1', '#parrafo', '#elemento', '#boton'].map((s) => estilosDe(sinWidget, s)));
    await sinWidget.close();

    await page.goto(url);
    const registro = page.locator('acredita-widget[data-vista="registro"]');
    const procesos = page.locator('acredita-widget[data-vista="procesos"]');
    await expect(registro.getByRole('heading', { name: 'Registro de acreditaciones' })).toBeVisible();
    await expect(procesos.getByRole('heading', { name: 'Procesos abiertos' })).toBeVisible();
    await expect(procesos.getByText(/proceso(s)? abierto(s)?$/).first()).toBeVisible();
    await expect(procesos.getByRole('link', { name: /^Solicitar: / }).first()).toBeVisible();

    // Filter by name, then page: 26 of ours in force, 5 a page.
    await registro.getByLabel('Buscar por nombre del centro').fill(PREFIJO);
    await registro.getByRole('button', { name: 'Buscar' }).click();
    await expect(registro.getByText('26 acreditaciones vigentes')).toBeVisible();
    await expect(registro.getByText('Página 1 de 6')).toBeVisible();
    await expect(registro.getByRole('listitem')).toHaveCount(5);
    await registro.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(registro.getByText('Página 2 de 6')).toBeVisible();
    // Keyboard: back to page 1 with Enter on the focused button.
    await registro.getByRole('button', { name: 'Página anterior' }).focus();
    await page.keyboard.press('Enter');
    await expect(registro.getByText('Página 1 de 6')).toBeVisible();
    // The empty state.
    await registro.getByLabel('Buscar por nombre del centro').fill(`${PREFIJO} inexistente`);
    await registro.getByRole('button', { name: 'Buscar' }).click();
    await expect(registro.getByText('No hay ninguna acreditación vigente que cumpla estos criterios.')).toBeVisible();
    // The province filter (the 27th centre is in Madrid, INE 28).
    await registro.getByLabel('Buscar por nombre del centro').fill(PREFIJO);
    await registro.getByRole('button', { name: 'Buscar' }).click();
    await expect(registro.getByText('Página 1 de 6')).toBeVisible();
    await registro.getByLabel('Provincia').selectOption({ label: 'Madrid' });
    await expect(registro.getByText('1 acreditación vigente')).toBeVisible();
    await expect(registro.getByRole('listitem')).toHaveCount(1);

    // The host page's own elements look exactly as before; the widget's text does not take the host's colour.
    const despues = await Promise.all(['body', 'h1', '#parrafo', '#elemento', '#boton'].map((s) => estilosDe(page, s)));
    expect(despues).toEqual(antes);
    const titulo = registro.getByRole('heading', { name: 'Registro de acreditaciones' });
    expect(await titulo.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(15, 23, 42)');
    const enlace = registro.getByRole('link').first();
    expect(await enlace.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(0, 0, 255)');

    await expectNoAxeViolations(page, 'página del socio con el widget');
  });
});

test.describe('the widget when the server cannot be reached', () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to load resource|CORS|fetch/i] });
  test('shows an error state with a retry', async ({ page }) => {
    await page.route('**/api/publico/acreditaciones**', (r) => r.abort());
    await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
    const registro = page.locator('acredita-widget[data-vista="registro"]');
    await expect(registro.getByRole('alert')).toContainText('No se ha podido cargar la información');
    await page.unroute('**/api/publico/acreditaciones**');
    await registro.getByRole('button', { name: 'Reintentar' }).click();
    await expect(registro.getByText(/acreditaci(ón|ones) vigentes?$/)).toBeVisible();
  });
});
