import type { Page } from '@playwright/test';
import {
  type Ciclo,
  type Correo,
  expectInProyecto,
  follow,
  linkIn,
  menuArea,
  menuGestion,
  nextEstandar,
  projectCode,
  readMail,
} from './ciclo-helpers.ts';
import { expect, waitForHydration } from './fixtures.ts';
import { pdf } from './solicitud-helpers.ts';

// The whole accreditation cycle (ciclo-completo.spec.ts), the agency's and the evaluators'
// side: staffing the evaluation (step 4), the evaluation (5), the certificate (6) and what the
// centre sees at the end (7). Shared pieces and steps 1-3: ciclo-helpers.ts.

/** The demo's evaluation team: who they are and the name the app shows for them. */
export const EQUIPO_EVALUADOR = [
  { email: 'jefeevaluacion@soludable.demo', nombre: 'Julia Evaluación', perfil: 'Jefe de evaluación' },
  { email: 'evaluador@soludable.demo', nombre: 'Elena Evaluadora', perfil: 'Evaluador' },
] as const;

// ---------------------------------------------------------------------------------------------
// Step 4. Staff assign the evaluation team from the project.

/** Staff find the project by its code in "Proyectos" and open it. */
export async function openProyecto(page: Page, codigo: string): Promise<void> {
  await follow(page, menuGestion(page, 'Proyectos'), /\/proyectos/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  await follow(page, page.getByRole('button', { name: 'Filtrar' }), /texto=/);
  await follow(page, page.getByRole('link', { name: codigo, exact: true }), /\/proyecto\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: `Proyecto ${codigo}` })).toBeVisible();
}

/**
 * Staff who may write the project (the tutor, say) see in "Proyectos" that its self-assessment
 * finished without an evaluation team, open it, tab "Equipo", and add the head of evaluation
 * and an evaluator, each chosen from a searchable list of the people holding that profile.
 * The list's row says "Sin equipo de evaluación"; the tab's region "Equipo de evaluación" has a
 * form "Añadir al equipo": the profile, then the person from a searchable list ("Persona").
 */
export async function assignEvaluationTeam(staff: Page, ciclo: Ciclo): Promise<void> {
  const codigo = projectCode(ciclo);
  await follow(staff, menuGestion(staff, 'Proyectos'), /\/proyectos/);
  await staff.getByRole('searchbox', { name: 'Buscar' }).fill(codigo);
  await follow(staff, staff.getByRole('button', { name: 'Filtrar' }), /texto=/);
  await expect(staff.getByRole('row').filter({ hasText: codigo })).toContainText('Sin equipo de evaluación');
  await follow(staff, staff.getByRole('link', { name: codigo, exact: true }), /\/proyecto\/\d+/);
  const secciones = staff.getByRole('navigation', { name: 'Secciones del proyecto' });
  await follow(staff, secciones.getByRole('link', { name: 'Equipo' }), /pestana=equipo/);
  const equipo = staff.getByRole('region', { name: 'Equipo de evaluación' });
  const anadir = equipo.getByRole('form', { name: 'Añadir al equipo' });
  for (const persona of EQUIPO_EVALUADOR) {
    await anadir.getByLabel('Perfil').selectOption({ label: persona.perfil });
    const combo = anadir.getByRole('combobox', { name: 'Persona' });
    await combo.fill(persona.nombre.split(' ')[0] as string);
    await staff.getByRole('option', { name: new RegExp(`^${persona.nombre}.* · ${persona.email}$`) }).click();
    await anadir.getByRole('button', { name: 'Añadir al equipo' }).click();
    await expect(
      equipo.getByRole('list', { name: 'Equipo de evaluación' }).getByRole('listitem').filter({ hasText: persona.nombre }),
    ).toContainText(persona.perfil);
  }
}

/**
 * Each person given a profile gets a mail naming the project by code and centre, with a link
 * into its area.
 */
export async function expectProfileMails(buzon: Page, ciclo: Ciclo): Promise<void> {
  for (const persona of EQUIPO_EVALUADOR) {
    const correo = await readMail(buzon, persona.email, new RegExp(projectCode(ciclo)));
    expect(correo.texto).toContain(ciclo.centro);
    linkIn(correo, /^\/(autoevaluacion|evaluacion)(\/|$)/);
  }
}

// ---------------------------------------------------------------------------------------------
// Step 5. The evaluation team values every standard, attaches the report and publishes.

/**
 * Someone holding several projects picks this one, by its code, in the chooser /autoevaluacion
 * shows after sign-in (one card per project: code, centre, phase, deadline, profile, and a link
 * whose name holds the code), and lands in its evaluation's home.
 */
export async function openFromChooser(page: Page, codigo: string): Promise<void> {
  await expect(page).toHaveURL(/\/autoevaluacion$/);
  const main = page.getByRole('main');
  await expect(main.locator('li, tr, article').filter({ hasText: codigo }).first()).toContainText('Evaluación');
  await follow(page, main.getByRole('link', { name: new RegExp(codigo) }).first(), /\/evaluacion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la evaluación' })).toBeVisible();
  await expectInProyecto(page, codigo);
}

/**
 * Evaluation: from "Estándares", the first standard and then "Siguiente" each time, judging
 * "Cumple" those not yet judged (a verdict is all publishing requires; the comment is
 * optional). Stops after `limit` saved (all when absent). Returns how many it saved.
 */
export async function valueEvaluacion(page: Page, nombre: string, limit = Number.POSITIVE_INFINITY): Promise<number> {
  await follow(page, menuArea(page, 'Estándares'), /\/estandares$/);
  await follow(
    page,
    page.getByRole('main').getByRole('table').getByRole('rowheader').first().getByRole('link'),
    /\/estandar\/\d+$/,
  );
  let guardados = 0;
  for (;;) {
    await expect(page.getByRole('heading', { level: 1, name: /^Estándar / })).toBeVisible();
    const valoracion = page.getByRole('region', { name: 'Valoración del equipo de evaluación' });
    if ((await valoracion.getByRole('radio', { checked: true }).count()) === 0) {
      await valoracion.getByRole('radio', { name: 'Cumple', exact: true }).check();
      await valoracion.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText(new RegExp(`^Última valoración: .*${nombre}$`))).toBeVisible();
      guardados++;
    }
    if (guardados >= limit || !(await nextEstandar(page))) return guardados;
  }
}

/** The value the result page shows beside a term ("Nivel:", "Resultado:"). */
const datoDe = (page: Page, termino: RegExp | string) =>
  page.getByRole('main').locator('dt', { hasText: termino }).locator('xpath=following-sibling::dd[1]');

/**
 * The head of evaluation opens "Resultado", attaches the report (PDF) and publishes after the
 * confirmation. Returns the level reached (every standard met: the process's highest).
 */
export async function publishResultado(jefe: Page): Promise<string> {
  await follow(jefe, menuArea(jefe, 'Resultado'), /\/resultado$/);
  await expect(jefe.getByRole('heading', { level: 1, name: 'Resultado de la evaluación' })).toBeVisible();
  await jefe.locator('input[data-informe-fichero]').setInputFiles(pdf('informe-evaluacion.pdf'));
  const informe = jefe.getByRole('region', { name: 'Informe de evaluación' });
  await expect(informe.getByText('informe-evaluacion.pdf')).toBeVisible({ timeout: 15_000 });
  await expect(jefe.getByText('Todo está evaluado y el informe adjunto: la evaluación se puede publicar.')).toBeVisible();
  const nivel = ((await datoDe(jefe, /^Nivel/).textContent()) ?? '').trim();
  expect(nivel).not.toBe('Ninguno');
  await jefe.getByRole('button', { name: 'Publicar el resultado' }).click();
  const dialogo = jefe.getByRole('dialog');
  await expect(dialogo).toContainText(`Se publicará el resultado «Acreditado» con el nivel`);
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(jefe.getByText(/^Resultado publicado el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(jefe.getByRole('button', { name: 'Publicar el resultado' })).toHaveCount(0);
  return nivel;
}

/**
 * The centre's team is told of the publication ("Resultado de la evaluación del proyecto …",
 * with the result and the level), with a link to the result in the centre's area.
 */
export async function expectResultadoMail(buzon: Page, ciclo: Ciclo): Promise<void> {
  const correo = await readMail(
    buzon,
    ciclo.representante.email,
    `Resultado de la evaluación del proyecto ${projectCode(ciclo)}`,
  );
  expect(correo.texto).toContain(`Acreditado, nivel ${ciclo.nivel}`);
  linkIn(correo, /^\/(autoevaluacion|evaluacion)\/\d+/);
}

// ---------------------------------------------------------------------------------------------
// Step 6. Staff issue the certificate.

/** An issued accreditation. */
export interface Acreditacion {
  codigo: string;
  /** The certificate's secure verification code (CSV). */
  csv: string;
}

/** Today in Spain as dd/mm/yyyy (the forms' date format). */
function todayEs(): string {
  const f = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' });
  return f.format(new Date());
}

/**
 * admin@, the agency administrator (the one demo profile that may write accreditations,
 * GEST_CERT_ACRED), opens "Acreditaciones", "Nueva acreditación", picks the project by code
 * from the searchable list, publishes it today, and generates the signed certificate.
 */
export async function issueAcreditacion(admin: Page, ciclo: Ciclo): Promise<Acreditacion> {
  const proyecto = projectCode(ciclo);
  const codigo = `ACR-${proyecto.replace(/^PRY-/, '')}-${Date.now().toString(36).toUpperCase()}`;
  await follow(admin, menuGestion(admin, 'Acreditaciones'), /\/acreditaciones\/gestion/);
  await follow(admin, admin.getByRole('link', { name: 'Nueva acreditación' }));
  await expect(admin.getByRole('heading', { level: 1, name: 'Nueva acreditación' })).toBeVisible();
  const combo = admin.getByRole('combobox', { name: 'Proyecto' });
  await combo.fill(proyecto);
  await admin.getByRole('option', { name: `${proyecto} · ${ciclo.centro}` }).click();
  await expect(combo).toHaveValue(`${proyecto} · ${ciclo.centro}`);
  await admin.getByLabel('Código', { exact: true }).fill(codigo);
  await admin.getByLabel('Fecha de publicación').fill(todayEs());
  await admin.getByRole('button', { name: 'Guardar', exact: true }).click();
  await admin.waitForURL(/\/acreditacion\/gestion\/\d+\?guardado=1$/);
  await waitForHydration(admin);
  await expect(admin.getByRole('heading', { level: 1, name: `Acreditación ${codigo}` })).toBeVisible();
  await expect(datoDe(admin, 'Estado')).toHaveText('Vigente');
  const csv = ((await datoDe(admin, 'Código seguro de verificación').textContent()) ?? '').trim();
  expect(csv).toMatch(/^ACR(-[2-9A-Z]{5}){5}$/);

  await admin.getByRole('group', { name: 'Certificado firmado' }).getByRole('button', { name: 'Generar certificado' }).click();
  const dialogo = admin.getByRole('dialog');
  await expect(dialogo).toContainText('¿Desea generar y firmar el certificado de esta acreditación?');
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(admin.getByRole('list', { name: 'Certificado público (PDF)' })).toContainText(`certificado-${codigo}.pdf`, {
    timeout: 30_000,
  });
  return { codigo, csv };
}

/**
 * The centre is told the accreditation was issued, with its CSV, a link to its certificate and
 * one to the public verification page. Returns the mail, whose links are entry points.
 */
export async function expectAcreditacionMail(buzon: Page, ciclo: Ciclo, acreditacion: Acreditacion): Promise<Correo> {
  const correo = await readMail(buzon, ciclo.representante.email, /[Aa]creditación/);
  expect(correo.texto).toContain(acreditacion.csv);
  linkIn(correo, /^\/acreditacion\/verificar/);
  expect(correo.enlaces.some((e) => /certificado|\/acreditacion\/publico\/\d+|\/api\/ficheros\/\d+/.test(e))).toBe(true);
  return correo;
}

// ---------------------------------------------------------------------------------------------
// Step 7. The centre's representative sees the result, the level and the certificate.

/**
 * After sign-in the representative lands in her project's area (her only project), where the
 * published result and the evaluation report show.
 */
export async function seeResultadoOnLanding(rep: Page, ciclo: Ciclo): Promise<void> {
  await expectInProyecto(rep, projectCode(ciclo));
  await expect(rep.getByRole('region', { name: 'Resultado: Acreditado' })).toBeVisible();
  await expect(rep.getByRole('list', { name: 'Informe de evaluación' })).toContainText('informe-evaluacion.pdf');
}

/**
 * Where she landed (her evaluation's home, which is the published result) the representative
 * reads the level, the verdict per standard with the evaluators' justification, the report,
 * and the certificate with its CSV and download; the verification link says it is in force.
 */
export async function seeResultadoAsCentro(rep: Page, ciclo: Ciclo, acreditacion: Acreditacion): Promise<void> {
  const main = rep.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Resultado: Acreditado' })).toBeVisible();
  await expect(main.getByTestId('nivel-alcanzado')).toHaveText(`Nivel alcanzado: ${ciclo.nivel as string}`);
  await expect(main.getByRole('region', { name: 'Cifras' })).toContainText(/\d+ de \d+ cumplidos \(\d+ %\)/);
  const veredictos = main.getByRole('table', { name: 'Valoración del equipo evaluador por estándar' });
  await expect(veredictos.getByRole('row').filter({ hasText: 'Cumple' }).first()).toBeVisible();
  await expect(main.getByRole('list', { name: 'Informe de evaluación' }).getByRole('link', { name: /^Descargar/ })).toBeVisible();
  const certificado = main.getByRole('region', { name: 'Certificado de acreditación' });
  await expect(certificado).toContainText(acreditacion.codigo);
  await expect(certificado.getByTestId('csv')).toHaveText(acreditacion.csv);
  await expect(
    certificado.getByRole('link', {
      name: `Descargar el certificado firmado (PDF) de la acreditación ${acreditacion.codigo}`,
    }),
  ).toBeVisible();
  await follow(
    rep,
    certificado.getByRole('link', {
      name: `Comprobar en la página pública de verificación la acreditación ${acreditacion.codigo}`,
    }),
    /\/acreditacion\/verificar/,
  );
  await expect(rep.getByRole('status').filter({ hasText: 'Certificado en vigor' })).toBeVisible({ timeout: 15_000 });
}

/**
 * From the area's "Sitio público" link, the public register ("Acreditaciones") lists the
 * centre with its level; its page shows the accreditation's code and the certificate's download.
 */
export async function seeInPublicRegister(page: Page, ciclo: Ciclo, acreditacion: Acreditacion): Promise<void> {
  const sitio = page.getByRole('banner').getByRole('link', { name: 'Sitio público' });
  if ((await sitio.count()) > 0) await follow(page, sitio);
  await follow(page, page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Acreditaciones' }));
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(ciclo.centro);
  await follow(page, page.getByRole('button', { name: 'Filtrar' }), /texto=/);
  const ficha = page.getByRole('article', { name: `Ver la acreditación de ${ciclo.centro}` });
  await expect(ficha).toContainText(ciclo.nivel as string);
  await follow(page, ficha.getByRole('link'), /\/acreditacion\/publico\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: ciclo.centro })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos de la acreditación' })).toContainText(acreditacion.codigo);
  await expect(
    page.getByRole('region', { name: 'Certificado' }).getByRole('link', { name: /^Descargar el certificado/ }),
  ).toBeVisible();
}
