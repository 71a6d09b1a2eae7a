import { REFERENCIAS_DEMO } from '../../src/db/seed/demo-referencias.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

// The open processes over the demo seed (src/db/seed/procesos-demo.ts): the
// 2026 call is open today, the 2025 call is closed.

const ABIERTO = 'Convocatoria Soludable 2026';
const CERRADO = 'Convocatoria Soludable 2025';

test('an anonymous visitor sees the open call with what a request must bring and the way to apply', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
  await gotoHydrated(page, '/procesosAbiertos');
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos abiertos' })).toBeVisible();
  const card = page.getByRole('article', { name: ABIERTO });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: CERRADO })).toHaveCount(0);
  await expect(card.getByText(/^Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // Documents with their limits (2 048 000 bytes = 2000 KB); the internal one is not asked for.
  await expect(card.getByText('Memoria del centro')).toBeVisible();
  await expect(card.getByText('(1 fichero; hasta 2000 KB por fichero; formatos: PDF)')).toBeVisible();
  await expect(card.getByText('Plano de sombras')).toBeVisible();
  await expect(card.getByText('(hasta 3 ficheros; hasta 2000 KB por fichero; formatos: PDF, JPG, PNG)')).toBeVisible();
  await expect(card.getByText('Informe de la visita')).toHaveCount(0);
  await expect(card.getByText('Centros educativos, Instalaciones deportivas, Turismo y ocio')).toBeVisible();
  // The manual is public: a link to its page.
  const manual = card.getByRole('link', { name: /Manual de acreditación Soludable en fotoprotección \(versión 1\.0\)/ });
  await expect(manual).toHaveAttribute('href', /^\/manual\/publico\/\d+$/);
  // "Solicitar" leads to the request wizard of this call.
  const solicitar = card.getByRole('link', { name: new RegExp(`^Solicitar ?: ${ABIERTO}$`) });
  await expect(solicitar).toHaveAttribute('href', /^\/solicitud\?procesoId=\d+$/);
  await solicitar.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de acreditación' })).toBeVisible();
  await expect(page.getByText(ABIERTO).first()).toBeVisible();
  await expectNoAxeViolations(page, '/procesosAbiertos');
});

test('request staff see the open calls with their requests; the page is closed to visitors', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
  await page.goto('/procesosAbiertos/gestion');
  await expect(page).toHaveURL(/\/login\?volver=\/procesosAbiertos\/gestion$/);

  await signInByApi(page, baseURL, 'gestor@soludable.demo');
  await gotoHydrated(page, '/procesosAbiertos/gestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Procesos abiertos (gestión)' })).toBeVisible();
  const fila = page.getByRole('row', { name: new RegExp(ABIERTO) });
  await expect(fila.getByRole('link', { name: 'SOL-2026' })).toHaveAttribute('href', /^\/proceso\/\d+$/);
  // The call's requests as the request list counts them: the demo seed's (src/db/seed/
  // solicitudes-demo.ts, with the accepted ones the demo projects come from) plus any that other
  // browser tests submitted to the same call meanwhile (the whole-cycle test applies to it).
  const procesoId = Number((await fila.getByRole('link', { name: 'SOL-2026' }).getAttribute('href'))?.split('/').pop());
  const lista = await page.request.get(`/api/solicitudes?procesoId=${procesoId}&registrosPorPagina=1`, {
    headers: { 'X-Instancia': 'soludable' },
  });
  expect(lista.status()).toBe(200);
  const { NumeroRegistros } = (await lista.json()) as { NumeroRegistros: number };
  expect(NumeroRegistros).toBeGreaterThanOrEqual(REFERENCIAS_DEMO.size);
  await expect(fila.getByRole('cell').last()).toHaveText(String(NumeroRegistros));
  await expect(page.getByRole('row', { name: new RegExp(CERRADO) })).toHaveCount(0);
  await expectNoAxeViolations(page, '/procesosAbiertos/gestion');
});
