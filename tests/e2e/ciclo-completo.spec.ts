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
import { expect, test, waitForHydration } from './fixtures.ts';

// The whole accreditation cycle in the browser, as a new centre and the agency live it: the
// request, its acceptance, the self-assessment, the staffing and the evaluation, the
// certificate, and what the centre sees at the end. Each role uses its own account (never the
// super administrator) and moves by links and buttons from an entry point: the sign-in page,
// the public home, or a link a mail carries.

/** Who staffs the evaluation: the project's tutor, one of the staff who may write it (ADR 0039). */
const PERSONAL_QUE_ASIGNA = 'tutor@soludable.demo';

// The test as a whole may take minutes; one click or one page on a missing control (a label
// renamed) fails within these bounds, naming the control, not at the test's end.
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
    await joinFromAcceptance(rep, buzon, ciclo);
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
    linkIn(aviso, /^\/(proyecto|autoevaluacion|evaluacion)\/\d+/);
  });

  await test.step('4. Staff assign the evaluation team from the project', async () => {
    const staff = await entrar(PERSONAL_QUE_ASIGNA);
    await assignEvaluationTeam(staff, ciclo);
    await staff.context().close();
    await expectProfileMails(buzon, ciclo);
  });

  await test.step('5. The head of evaluation finds the project; the team values every standard, attaches the report, publishes', async () => {
    const abrirEvaluacion = async (email: string): Promise<Page> => {
      const p = await entrar(email);
      await openFromChooser(p, codigo());
      return p;
    };
    const evaluadora = await abrirEvaluacion('evaluador@soludable.demo');
    expect(await valueEvaluacion(evaluadora, 'Elena Evaluadora', 8)).toBe(8);
    await evaluadora.context().close();

    const jefa = await abrirEvaluacion('jefeevaluacion@soludable.demo');
    expect(await valueEvaluacion(jefa, 'Julia Evaluación')).toBeGreaterThan(0);
    ciclo.nivel = await publishResultado(jefa);
    await jefa.context().close();
    await expectResultadoMail(buzon, ciclo);
  });

  let acreditacion: Acreditacion | undefined;
  await test.step('6. Staff issue the certificate', async () => {
    const admin = await entrar('admin@soludable.demo');
    acreditacion = await issueAcreditacion(admin, ciclo);
    await admin.context().close();
    const correo = await expectAcreditacionMail(buzon, ciclo, acreditacion);
    // The mail's verification link, opened by anyone, says the certificate is in force.
    const visitante = await abrir();
    await visitante.goto(linkIn(correo, /^\/acreditacion\/verificar/));
    await waitForHydration(visitante);
    await expect(visitante.getByText('Certificado en vigor')).toBeVisible();
    await visitante.context().close();
  });

  await test.step('7. The centre’s representative sees the result, the level and the certificate in her area', async () => {
    if (!acreditacion) throw new Error('no accreditation was issued');
    const centro = await entrar(ciclo.representante.email, ciclo.representante.password);
    await seeResultadoOnLanding(centro, ciclo);
    await seeResultadoAsCentro(centro, ciclo, acreditacion);
    await seeInPublicRegister(centro, ciclo, acreditacion);
    await centro.context().close();
  });
  await buzon.context().close();
});
