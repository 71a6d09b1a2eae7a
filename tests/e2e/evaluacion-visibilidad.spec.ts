import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

// In the browser: an evaluation's verdicts and report are the evaluation
// team's until published; the centre's team then reads them, report included. A centre
// representative of its own (created here) holds REPRE in two demo projects: one whose
// evaluation is in progress and stays so (Residencia Universitaria El Parque: one standard
// unevaluated; evaluacion-resultado.spec.ts publishes La Ribera's during the same run) and one
// published ACR with the demo's generated report (Colegio Concertado Las Acacias).

test.setTimeout(120_000);

const H = { 'X-Instancia': 'soludable' };

async function evaluacionDe(request: APIRequestContext, centro: string): Promise<{ proyecto: number; evaluacion: number }> {
  const res = await request.get(`/api/proyectos?texto=${encodeURIComponent(centro)}`, { headers: H });
  expect(res.status()).toBe(200);
  const [p] = ((await res.json()) as { Registros: Array<{ Id: number; Evaluacion: { Id: number } | null }> }).Registros;
  if (!p?.Evaluacion) throw new Error(`no evaluation at ${centro}`);
  return { proyecto: p.Id, evaluacion: p.Evaluacion.Id };
}

/** As the super administrator: both demo evaluations, and a new representative of both projects. */
async function preparar(page: Page, baseURL: string | undefined) {
  await signInByApi(page, baseURL, 'superadmin@soludable.demo');
  const enCurso = await evaluacionDe(page.request, 'Residencia Universitaria El Parque');
  const publicada = await evaluacionDe(page.request, 'Colegio Concertado Las Acacias');
  const proyectos = [enCurso.proyecto, publicada.proyecto];
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  const headers = { ...H, Origin: origin };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e.centro.${stamp}@ejemplo.es`;
  const alta = await page.request.post('/api/usuarios', {
    headers,
    data: {
      nombre: 'Carmen',
      apellido1: 'Centro',
      tipoDocumentoIdentidadClave: 'DNI',
      email,
      username: `e2e.centro.${stamp}`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(alta.status(), await alta.text()).toBe(201);
  const usuarioId = ((await alta.json()) as { Id: number }).Id;
  const { Registros: lista } = (await (await page.request.get('/api/perfiles', { headers })).json()) as {
    Registros: Array<{ Id: number; Clave: string }>;
  };
  const repre = lista.find((p) => p.Clave === 'REPRE')?.Id;
  for (const proyectoId of proyectos) {
    const res = await page.request.post(`/api/usuarios/${usuarioId}/perfiles`, {
      headers,
      data: { perfilId: repre, proyectoId },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  await page.context().clearCookies();
  return { email, enCurso, publicada };
}

test('the centre team sees an evaluation’s verdicts and report only once it is published', async ({ page, baseURL }) => {
  const { email, enCurso, publicada } = await preparar(page, baseURL);
  await signInByApi(page, baseURL, email);

  // In progress: the home says the result comes with publication; no figures, no verdicts.
  await page.goto(`/evaluacion/${enCurso.evaluacion}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la evaluación' })).toBeVisible();
  await expect(page.getByText('El resultado se mostrará cuando se publique.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('porcentaje-cumple')).toHaveCount(0);
  await expectNoAxeViolations(page, '/evaluacion/{id} (equipo del centro, en curso)');
  expect((await page.goto(`/evaluacion/${enCurso.evaluacion}/estandares`))?.status()).toBe(404);
  for (const path of ['', '/estandares', '/evidencias', '/areasMejora', '/tabla.pdf']) {
    const res = await page.request.get(`/api/autoevaluaciones/${enCurso.evaluacion}${path}`, { headers: H });
    expect(res.status(), path).toBe(403);
    if (path !== '/tabla.pdf') expect(((await res.json()) as { message: string }).message).toContain('aún no se ha publicado');
  }

  // Published: the record, its verdicts and the report (the demo's generated PDF) are theirs.
  const registro = await page.request.get(`/api/autoevaluaciones/${publicada.evaluacion}`, { headers: H });
  expect(registro.status()).toBe(200);
  const { FicheroInforme, Resultado } = (await registro.json()) as {
    FicheroInforme: { Id: number } | null;
    Resultado: { Clave: string };
  };
  expect(Resultado.Clave).toBe('ACR');
  expect(FicheroInforme).not.toBeNull();
  expect((await page.request.get(`/api/autoevaluaciones/${publicada.evaluacion}/estandares`, { headers: H })).status()).toBe(200);
  // The area's home shows them the result and the report.
  await page.goto(`/evaluacion/${publicada.evaluacion}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Resultado: Acreditado' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Informe de evaluación' })).toBeVisible();
  await expectNoAxeViolations(page, '/evaluacion/{id} (equipo del centro, publicada)');
  const informe = await page.request.get(`/api/ficheros/${FicheroInforme?.Id}`, { headers: H });
  expect(informe.status()).toBe(200);
  expect((await informe.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
