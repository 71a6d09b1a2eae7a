import type { Page } from '@playwright/test';
import {
  type Acreditacion,
  assignEvaluationTeam,
  expectAcreditacionMail,
  expectProfileMails,
  expectResultadoMail,
  issueAcreditacion,
  openFromChooser,
  publishResultado,
  seeInPublicRegister,
  seeResultadoAsCentro,
  seeResultadoOnLanding,
  valueEvaluacion,
} from './ciclo-evaluacion-helpers.ts';
import {
  acceptSolicitud,
  applyThroughWizard,
  completeInvitation,
  expectInProyecto,
  finishAutoevaluacion,
  inviteMember,
  joinFromAcceptance,
  joinFromMemberInvitation,
  linkIn,
  newCiclo,
  openBrowser,
  projectCode,
  readMail,
  signIn,
  valueAutoevaluacion,
} from './ciclo-helpers.ts';
import { bridgeAssignEvaluationTeam, bridgeInviteRepresentante, bridgeOpenEvaluacion } from './ciclo-puentes.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The whole accreditation cycle in the browser, as a new centre and the agency live it: the
// request, its acceptance, the self-assessment, the staffing and the evaluation, the
// certificate, and what the centre sees at the end. Each role uses its own account (never the
// super administrator) and moves by links and buttons from an entry point: the sign-in page,
// the public home, or a link a mail carries.

/**
 * The hand-offs between the areas that are still being built, one flag each. While a flag is
 * false the cycle crosses that gap with today's workaround (ciclo-puentes.ts: an
 * administrator's form or a typed URL, recorded as a "puente" annotation) or leaves out the
 * checks that need the feature, so the rest of the cycle still runs. With every flag true the
 * test is the acceptance criterion: no workaround, no typed URL.
 */
const LISTO = {
  /** Acceptance invites the request's people by mail, the invitation pre-filled from the request. */
  invitacionAlAceptar: false,
  /** Staff assign the evaluation team from the project's Equipo tab, from searchable lists. */
  equipoEvaluadorEnProyecto: false,
  /** /autoevaluacion lists the projects of someone who holds several (chooser). */
  selectorDeProyectos: false,
  /** Mails with links at the milestones: profile given, self-assessment finished, result, certificate. */
  correosDeHitos: false,
  /** The centre's area shows the result: level, verdicts, report, certificate and its CSV. */
  resultadoDelCentro: false,
} as const;

/**
 * Who staffs the evaluation: staff who may write the project. The tutor is the guess; the
 * staffing part's ADR decides who may (the administrative responsible, the administrator).
 */
const PERSONAL_QUE_ASIGNA = 'tutor@soludable.demo';

// The test as a whole may take minutes; one click or one page on a missing control (a label
// guessed wrong) fails within these bounds, naming the control, not at the test's end.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

test('a new centre goes through the whole cycle, each role with its own account, by links and buttons', async ({
  page,
  browser,
  baseURL,
  browserProblems,
}) => {
  // About ten sign-ins (scrypt) and some forty saves, on a shared 2-core machine.
  test.setTimeout(15 * 60_000);
  const ciclo = newCiclo();
  const abrir = () => openBrowser(browser, baseURL, browserProblems);
  const entrar = async (login: string, password?: string): Promise<Page> => {
    const p = await abrir();
    await signIn(p, login, password);
    return p;
  };
  const puente = (description: string) => test.info().annotations.push({ type: 'puente', description });
  const codigo = () => projectCode(ciclo);

  // The development mailbox stands for everyone's inbox; admin@ only reads it.
  const buzon = await entrar('admin@soludable.demo');

  await test.step('1. A new centre applies through the wizard', async () => {
    await applyThroughWizard(page, ciclo);
    const acuse = await readMail(buzon, ciclo.representante.email, `Solicitud ${ciclo.referencia} registrada`);
    expect(acuse.texto).toContain(ciclo.centro);
  });

  await test.step('2. The administrative responsible accepts', async () => {
    const gestor = await entrar('gestor@soludable.demo');
    await acceptSolicitud(gestor, ciclo);
    await gestor.context().close();
    const aceptada = await readMail(buzon, ciclo.representante.email, `Solicitud ${ciclo.referencia} aceptada`);
    expect(aceptada.texto).toContain(codigo());
  });

  await test.step('3. The representative joins from the mail, invites a self-assessor, the team works, she finishes', async () => {
    const rep = await abrir();
    if (LISTO.invitacionAlAceptar) await joinFromAcceptance(rep, buzon, ciclo);
    else {
      puente('admin@ invites the representative at /invitaciones; she types her data again');
      const admin = await entrar('admin@soludable.demo');
      const enlace = await bridgeInviteRepresentante(admin, ciclo);
      await admin.context().close();
      await completeInvitation(rep, enlace, ciclo.representante, false);
    }
    await expectInProyecto(rep, codigo());
    await inviteMember(rep, ciclo.autoevaluador);

    const autoevaluador = await abrir();
    await joinFromMemberInvitation(autoevaluador, buzon, ciclo.autoevaluador);
    await expectInProyecto(autoevaluador, codigo());
    const a = ciclo.autoevaluador;
    expect(await valueAutoevaluacion(autoevaluador, `${a.nombre} ${a.apellido1}`, 8)).toBe(8);
    await autoevaluador.context().close();

    const r = ciclo.representante;
    expect(await valueAutoevaluacion(rep, `${r.nombre} ${r.apellido1}`)).toBeGreaterThan(0);
    await finishAutoevaluacion(rep);
    await rep.context().close();
    const aviso = await readMail(buzon, 'tutor@soludable.demo', `Autoevaluación finalizada: ${codigo()}`);
    expect(aviso.texto).toContain(ciclo.centro);
    // NEEDS: milestone mails. Guessed: the tutor's mail links to the project or its area.
    if (LISTO.correosDeHitos) linkIn(aviso, /^\/(proyecto|autoevaluacion|evaluacion)\/\d+/);
  });

  await test.step('4. Staff assign the evaluation team from the project', async () => {
    if (LISTO.equipoEvaluadorEnProyecto) {
      const staff = await entrar(PERSONAL_QUE_ASIGNA);
      await assignEvaluationTeam(staff, ciclo);
      await staff.context().close();
    } else {
      puente('admin@ gives each evaluator the profile on their user page, by the project’s internal number');
      const admin = await entrar('admin@soludable.demo');
      await bridgeAssignEvaluationTeam(admin, ciclo);
      await admin.context().close();
    }
    if (LISTO.correosDeHitos) await expectProfileMails(buzon, ciclo);
  });

  await test.step('5. The head of evaluation finds the project; the team values every standard, attaches the report, publishes', async () => {
    const abrirEvaluacion = async (email: string): Promise<Page> => {
      const p = await entrar(email);
      if (LISTO.selectorDeProyectos) await openFromChooser(p, codigo());
      else {
        puente(`${email} reaches the new evaluation by typing its address`);
        await bridgeOpenEvaluacion(p, codigo());
      }
      return p;
    };
    const evaluadora = await abrirEvaluacion('evaluador@soludable.demo');
    expect(await valueEvaluacion(evaluadora, 'Elena Evaluadora', 8)).toBe(8);
    await evaluadora.context().close();

    const jefa = await abrirEvaluacion('jefeevaluacion@soludable.demo');
    expect(await valueEvaluacion(jefa, 'Julia Evaluación')).toBeGreaterThan(0);
    ciclo.nivel = await publishResultado(jefa);
    await jefa.context().close();
    await expectResultadoMail(buzon, ciclo, LISTO.correosDeHitos);
  });

  let acreditacion: Acreditacion | undefined;
  await test.step('6. Staff issue the certificate', async () => {
    const admin = await entrar('admin@soludable.demo');
    acreditacion = await issueAcreditacion(admin, ciclo);
    await admin.context().close();
    if (LISTO.correosDeHitos) {
      const correo = await expectAcreditacionMail(buzon, ciclo, acreditacion);
      // The mail's verification link, opened by anyone, says the certificate is in force.
      const visitante = await abrir();
      await visitante.goto(linkIn(correo, /^\/acreditacion\/verificar/));
      await waitForHydration(visitante);
      await expect(visitante.getByText('Certificado en vigor')).toBeVisible();
      await visitante.context().close();
    }
  });

  await test.step('7. The centre’s representative sees the result, the level and the certificate in her area', async () => {
    if (!acreditacion) throw new Error('no accreditation was issued');
    const centro = await entrar(ciclo.representante.email, ciclo.representante.password);
    await seeResultadoOnLanding(centro, ciclo);
    if (LISTO.resultadoDelCentro) await seeResultadoAsCentro(centro, ciclo, acreditacion);
    await seeInPublicRegister(centro, ciclo, acreditacion);
    await centro.context().close();
  });
  await buzon.context().close();
});
