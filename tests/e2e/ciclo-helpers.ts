import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, SIGN_IN_WAIT } from './auth-helpers.ts';
import { acceptCookiesUpFront, type BrowserProblem, expect, waitForHydration } from './fixtures.ts';
import {
  cifAleatorio,
  type DatosCentro,
  heading,
  nombrarResponsables,
  pdf,
  rellenarCentro,
  rellenarPersona,
  siguiente,
} from './solicitud-helpers.ts';

// The whole accreditation cycle (ciclo-completo.spec.ts): what every step shares, and the
// centre's side (steps 1-3: request, acceptance, self-assessment); the agency's and the
// evaluators' side (steps 4-7) is in ciclo-evaluacion-helpers.ts. Each role works in its own
// browser with its own account and moves only by links and buttons: the only addresses typed
// are entry points (the sign-in page, the public home) and the links mails carry. The
// development mailbox stands for everyone's inbox; admin@ (PERSONAS) only reads it.

/** A person the cycle creates an account for. */
export interface Persona {
  nombre: string;
  apellido1: string;
  dni: string;
  email: string;
  password: string;
}

/** What one run of the cycle creates and finds along the way. */
export interface Ciclo {
  centro: string;
  cif: string;
  representante: Persona;
  autoevaluador: Persona;
  /** The request's reference (SOL-…), once submitted. */
  referencia?: string;
  /** The project's code (PRY-…), once accepted. */
  proyecto?: string;
  /** The level the published evaluation reached. */
  nivel?: string;
}

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI (8 digits and their check letter). */
function dniAleatorio(): string {
  const n = Math.floor(Math.random() * 100_000_000);
  return `${String(n).padStart(8, '0')}${LETRAS_DNI[n % 23]}`;
}

/** A new centre with its people, unique to this run (the centre is linked by CIF, accounts by e-mail). */
export function newCiclo(): Ciclo {
  const sello = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    centro: `Club Náutico Ciclo ${sello}`,
    cif: cifAleatorio(),
    representante: {
      nombre: 'Carmen',
      apellido1: 'Ciclo',
      dni: dniAleatorio(),
      email: `representante-${sello}@ciclo.example.org`,
      password: 'Representa.2026',
    },
    autoevaluador: {
      nombre: 'Pablo',
      apellido1: 'Autoevalúa',
      dni: dniAleatorio(),
      email: `autoevaluador-${sello}@ciclo.example.org`,
      password: 'Autoevalua.2026',
    },
  };
}

export const projectCode = (ciclo: Ciclo): string => {
  if (!ciclo.proyecto) throw new Error('the request has not been accepted yet');
  return ciclo.proyecto;
};

/**
 * A browser of its own for one role (fresh cookies, cookie notice acknowledged). Console errors
 * and page errors land in the test's `browserProblems`, which the `page` fixture checks at the end.
 */
export async function openBrowser(browser: Browser, baseURL: string | undefined, problems: BrowserProblem[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ kind: 'console', text: m.text(), url: m.location().url });
  });
  page.on('pageerror', (e) => problems.push({ kind: 'pageerror', text: `${e.name}: ${e.message}` }));
  await acceptCookiesUpFront(page, baseURL);
  return page;
}

/** Fills the sign-in form the page shows (the page is already on /login). */
export async function signInHere(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('Usuario o correo electrónico').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: SIGN_IN_WAIT });
  await waitForHydration(page);
}

/** Signs in from the sign-in page, the entry point of every account. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await signInHere(page, login, password);
}

/**
 * Clicks a link or button and waits until the page it leads to has hydrated: for a link, until
 * the address has its path; with `url`, until the address matches it too (a button's target,
 * or a link the server redirects).
 */
export async function follow(page: Page, target: Locator, url?: RegExp): Promise<void> {
  const href = await target.getAttribute('href');
  await target.click();
  if (href && !href.startsWith('#')) {
    const path = new URL(href, page.url()).pathname;
    await page.waitForURL((u) => u.pathname === path);
  }
  if (url) await page.waitForURL(url);
  await waitForHydration(page);
}

/** An entry of the management menu (Inicio, Solicitudes, Proyectos, Acreditaciones…). */
export const menuGestion = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name, exact: true });

/** An entry of an area's menu (the self-assessment's or the evaluation's). */
export const menuArea = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^Menú de la (autoevaluación|evaluación)$/ }).getByRole('link', { name, exact: true });

/** The area's header names the project being worked on by its code. */
export async function expectInProyecto(page: Page, codigo: string): Promise<void> {
  await expect(page.getByRole('banner').getByText(`Proyecto ${codigo}`)).toBeVisible();
}

/** A mail as the development mailbox shows it. */
export interface Correo {
  asunto: string;
  texto: string;
  /** Every http(s) link of the mail's text version. */
  enlaces: string[];
}

/**
 * Opens the newest mail to `para` whose subject matches, in the development mailbox (newest
 * first, 20 a page: other tests' mail may push it to a later page). The mailbox is the one
 * page admin@ types: it stands for each person's own inbox.
 */
export async function readMail(buzon: Page, para: string, asunto: RegExp | string): Promise<Correo> {
  await buzon.goto('/dev/correo');
  await waitForHydration(buzon);
  const fila = buzon.getByRole('row').filter({ hasText: para }).filter({ hasText: asunto });
  for (let pagina = 1; pagina < 10 && (await fila.count()) === 0; pagina++) {
    const siguiente = buzon.getByRole('navigation').getByRole('link', { name: /Siguiente/ });
    if ((await siguiente.count()) === 0) break;
    await follow(buzon, siguiente);
  }
  await expect(fila.first(), `a mail to ${para} with the subject ${asunto}`).toBeVisible();
  await follow(buzon, fila.first().getByRole('link'), /\/dev\/correo\/\d+$/);
  const texto = (await buzon.locator('pre').first().textContent()) ?? '';
  const enlaces = await buzon.locator('pre a[href^="http"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const asuntoLeido = (await buzon.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return { asunto: asuntoLeido, texto, enlaces };
}

/** The mail's only link into the application whose path matches `ruta`. */
export function linkIn(correo: Correo, ruta: RegExp): string {
  const enlace = correo.enlaces.find((e) => ruta.test(new URL(e).pathname));
  if (!enlace) throw new Error(`the mail «${correo.asunto}» has no link to ${ruta}: ${correo.enlaces.join(', ') || 'none'}`);
  return enlace;
}

// ---------------------------------------------------------------------------------------------
// Step 1. A new centre applies through the public wizard.

/**
 * Step 1 of the wizard (its conditions accepted; staff are not asked for them) and the centre's
 * part of step 2: the cycle's and the staff registration's.
 */
export async function requisitosYCentro(page: Page, centro: DatosCentro, opts: { staff?: boolean } = {}) {
  await expect(heading(page, 1, 'Comprobar requisitos')).toBeVisible();
  const condiciones = page.getByLabel('He leído los requisitos y acepto las condiciones de la marca');
  if (opts.staff) await expect(condiciones).toHaveCount(0);
  else await condiciones.check();
  await siguiente(page);
  await expect(heading(page, 2, 'Cumplimentar datos')).toBeFocused();
  await rellenarCentro(page, centro);
}

/**
 * From the public home, "Solicitar la acreditación" and the four steps of the wizard, with the
 * least the forms require: scope "Turismo y ocio" (only the centre's report is asked for), the
 * representative with the data an account needs, and a self-assessor named without an e-mail.
 * Returns the request's reference.
 */
export async function applyThroughWizard(page: Page, ciclo: Ciclo): Promise<string> {
  await page.goto('/inicio');
  await waitForHydration(page);
  await follow(page, page.getByRole('main').getByRole('link', { name: 'Solicitar la acreditación' }), /\/solicitud/);
  // Other tests may open more calls: the wizard then asks which one (the demo's open call is SOL-2026).
  const elegir = page.getByRole('heading', { name: 'Elija el proceso al que presenta la solicitud' });
  if (await elegir.isVisible()) {
    await follow(page, page.getByRole('listitem').filter({ hasText: '(SOL-2026' }).getByRole('link'), /procesoId=/);
  }

  await requisitosYCentro(page, {
    centro: ciclo.centro,
    cif: ciclo.cif,
    direccion: 'Paseo del Puerto 7',
    codigoPostal: '28001',
    provincia: 'Madrid',
    municipio: 'Madrid',
    ambito: 'Turismo y ocio',
    fechaInicio: '01/04/2019',
    matricula: 'REG-CICLO',
  });
  const r = ciclo.representante;
  await rellenarPersona(page, 'Representante', {
    nombre: r.nombre,
    apellido1: r.apellido1,
    tratamiento: 2,
    cargo: 'Gerente',
    documento: { tipo: 'DNI', numero: r.dni },
    email: r.email,
  });
  await rellenarPersona(page, 'Autoevaluador', {
    nombre: 'Lidia',
    apellido1: 'Socorrista',
    tratamiento: 2,
    cargo: 'Coordinadora de playa',
  });
  await siguiente(page);

  await expect(heading(page, 3, 'Aportar documentos')).toBeFocused();
  await page.locator('input[data-tipo-fichero="MEM"]').setInputFiles(pdf('memoria.pdf'));
  await expect(page.getByText('memoria.pdf (0 KB)')).toBeVisible();
  await siguiente(page);

  await expect(heading(page, 4, 'Confirmar')).toBeFocused();
  await expect(page.getByText(ciclo.centro)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeFocused({ timeout: 30_000 });
  const referencia = ((await page.locator('[data-referencia]').textContent()) ?? '').trim();
  expect(referencia).toMatch(/^SOL-\d{4}-\d{6}$/);
  ciclo.referencia = referencia;
  return referencia;
}

// ---------------------------------------------------------------------------------------------
// Step 2. The administrative responsible accepts.

/**
 * gestor@ (GEST_SOLIC) finds the request in Solicitudes, names its tutor (tutor@, Tomás
 * Referente) and its administrative responsible (herself, Gema Solicitudes), saves, and
 * accepts it with a mail to the centre. Returns the new project's code.
 */
export async function acceptSolicitud(page: Page, ciclo: Ciclo): Promise<string> {
  const referencia = ciclo.referencia as string;
  await follow(page, menuGestion(page, 'Solicitudes'), /\/solicitudes/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(referencia);
  await follow(page, page.getByRole('button', { name: 'Filtrar' }), /texto=/);
  await follow(page, page.getByRole('link', { name: referencia, exact: true }), /\/solicitudes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${referencia}` })).toBeVisible();

  await nombrarResponsables(page, { label: 'Gema Solicitudes' });

  const resolucion = page.getByRole('region', { name: 'Resolución' });
  await resolucion.getByLabel('Notificar por correo').check();
  await resolucion.getByRole('button', { name: 'Aceptar solicitud' }).click();
  const dialogo = page.getByRole('dialog', { name: /¿Aceptar la solicitud\?/ });
  await expect(dialogo).toContainText('se invitará a entrar a las personas que nombra la solicitud');
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();

  const aviso = page.getByRole('status').filter({ hasText: /Solicitud aceptada el \d{2}\/\d{2}\/\d{4}\./ });
  await expect(aviso).toBeVisible({ timeout: 15_000 });
  const enlace = aviso.getByRole('link', { name: /^Proyecto PRY-/ });
  const codigo = ((await enlace.textContent()) ?? '').replace(/^Proyecto\s+/, '').trim();
  expect(codigo).toMatch(/^PRY-\d{4}-\d{4}$/);
  ciclo.proyecto = codigo;
  return codigo;
}

// ---------------------------------------------------------------------------------------------
// Step 3. The centre's team joins, works the self-assessment, and the representative finishes it.

/**
 * Opens an invitation link (from a mail) in the invitee's own browser and creates the account.
 * `prefilled`: the invitation already holds the person's data (an acceptance's invitation
 * copies it from the request), so only the password is typed; otherwise every field is.
 * Ends signed in, in the self-assessment's home.
 */
export async function completeInvitation(page: Page, enlace: string, persona: Persona, prefilled: boolean): Promise<void> {
  await page.goto(enlace);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ha recibido una invitación');
  await expect(page.getByText(persona.email)).toBeVisible();
  if (prefilled) {
    // The form shows what the request holds.
    await expect(page.getByLabel(/^Nombre/)).toHaveValue(persona.nombre);
    await expect(page.getByLabel('Primer apellido')).toHaveValue(persona.apellido1);
    await expect(page.getByLabel('Número de documento')).toHaveValue(persona.dni);
  } else {
    await page.getByLabel(/^Nombre/).fill(persona.nombre);
    await page.getByLabel('Primer apellido').fill(persona.apellido1);
    await page.getByLabel('Tipo de documento').selectOption('DNI');
    await page.getByLabel('Número de documento').fill(persona.dni);
  }
  await page.getByLabel(/^Contraseña/).fill(persona.password);
  await page.getByLabel('Repita la contraseña').fill(persona.password);
  await page.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
  // Accepting signs the new account in and opens the project's area.
  await page.waitForURL(/\/autoevaluacion\/\d+$/, { timeout: SIGN_IN_WAIT });
  await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la autoevaluación' })).toBeVisible();
}

/**
 * The representative opens the mail acceptance sent her, completes the pre-filled account and
 * lands in the self-assessment.
 * Acceptance invites every person the request names, one mail each with the link and its 48 h
 * expiry.
 */
export async function joinFromAcceptance(rep: Page, buzon: Page, ciclo: Ciclo): Promise<void> {
  const correo = await readMail(buzon, ciclo.representante.email, /Invitación/);
  expect(correo.texto).toContain(projectCode(ciclo));
  // Its 48 h expiry, as the date and time it ends.
  expect(correo.texto).toMatch(/caduca el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await completeInvitation(rep, linkIn(correo, /^\/invitacion\/[A-Za-z0-9_-]{40,}$/), ciclo.representante, true);
}

/** The representative invites a member from the area's Equipo page ("Invitar a un miembro"). */
export async function inviteMember(rep: Page, persona: Persona): Promise<void> {
  await follow(rep, menuArea(rep, 'Equipo'), /\/equipo$/);
  await follow(rep, rep.getByRole('link', { name: 'Invitar a un miembro' }), /\/usuario\/alta$/);
  await rep.getByLabel('Correo electrónico de la persona invitada').fill(persona.email);
  await rep.getByLabel('Perfil en el equipo').selectOption({ label: 'Autoevaluador' });
  await rep.getByRole('button', { name: 'Enviar la invitación' }).click();
  await expect(rep.getByText('Invitación enviada. Caduca en 48 horas si no se acepta.')).toBeVisible();
}

/** The invited member opens the "Invitación a Soludable" mail's link and creates the account. */
export async function joinFromMemberInvitation(page: Page, buzon: Page, persona: Persona): Promise<void> {
  const correo = await readMail(buzon, persona.email, 'Invitación a Soludable');
  await completeInvitation(page, linkIn(correo, /^\/invitacion\/[A-Za-z0-9_-]{40,}$/), persona, false);
}

/**
 * Follows a standard page's "Siguiente…" link (both areas have one) and waits for the next
 * standard's heading; false on the last standard.
 */
export async function nextEstandar(page: Page): Promise<boolean> {
  const siguiente = page.getByRole('main').getByRole('link', { name: /^Siguiente( estándar)?: / });
  if ((await siguiente.count()) === 0) return false;
  const codigo = ((await siguiente.textContent()) ?? '').replace(/^.*:\s*/, '').trim();
  await follow(page, siguiente);
  await expect(page.getByRole('heading', { level: 1, name: `Estándar ${codigo}`, exact: true })).toBeVisible();
  return true;
}

/**
 * Self-assessment: from "Estándares", the first standard and then "Siguiente estándar" each
 * time, marking "Cumple" with a justification (what finishing requires of each applicable
 * standard) those still without a verdict. Stops after `limit` saved (all when absent).
 * Returns how many it saved.
 */
export async function valueAutoevaluacion(page: Page, nombre: string, limit = Number.POSITIVE_INFINITY): Promise<number> {
  await follow(page, menuArea(page, 'Estándares'), /\/estandares$/);
  const tabla = page.getByRole('table', { name: 'Estándares de la autoevaluación' });
  await follow(page, tabla.getByRole('rowheader').first().getByRole('link'), /\/estandar\/\d+$/);
  let guardados = 0;
  for (;;) {
    await expect(page.getByRole('heading', { level: 1, name: /^Estándar / })).toBeVisible();
    const valoracion = page.getByRole('region', { name: 'Valoración del equipo' });
    const estado = valoracion.getByLabel('Estado', { exact: true });
    if (!['C', 'NC'].includes(await estado.inputValue())) {
      await estado.selectOption('C');
      await valoracion.getByLabel('Justificación').fill('Comprobado por el equipo en el centro.');
      await valoracion.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(page.getByText(new RegExp(`^Última modificación: .* por ${nombre}$`))).toBeVisible();
      guardados++;
    }
    if (guardados >= limit || !(await nextEstandar(page))) return guardados;
  }
}

/** The representative finishes the self-assessment from "Finalizar", after its confirmation. */
export async function finishAutoevaluacion(rep: Page): Promise<void> {
  await follow(rep, menuArea(rep, 'Finalizar'), /\/fin$/);
  await expect(rep.getByText('No falta nada obligatorio: puede finalizar la autoevaluación.')).toBeVisible();
  await rep.getByRole('button', { name: 'Finalizar la autoevaluación' }).click();
  const dialogo = rep.getByRole('dialog');
  await expect(dialogo).toContainText('Después no se podrán hacer cambios');
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(rep.getByText('La autoevaluación está finalizada: ya no admite cambios').first()).toBeVisible({
    timeout: 15_000,
  });
}
