import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos, invitaciones, usuarios } from '../../src/db/schema/index.ts';
import { autoevaluaciones, proyectos } from '../../src/db/schema/proyectos.ts';
import { solicitudes, solicitudPerfiles } from '../../src/db/schema/solicitudes.ts';
import { perfilesEnProyecto } from '../fixtures/perfiles.ts';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { json } from './helpers.ts';

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let gestor: Record<string, string>;
beforeAll(async () => {
  t = await createSolicitudesTestApp();
  gestor = await t.as('gestor');
});

const proyectosDe = (solicitudId: number) => t.db.select().from(proyectos).where(eq(proyectos.solicitudId, solicitudId));
const autoevaluacionesDe = (proyectoId: number) =>
  t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.proyectoId, proyectoId));
/** A pending request whose representative (the one person the factory names) writes from `email`. */
async function solicitudDe(referencia: string, email: string) {
  const id = await t.crearSolicitud({ referencia });
  await t.db.update(solicitudPerfiles).set({ direccionEmail: email }).where(eq(solicitudPerfiles.solicitudId, id));
  return id;
}
const correosA = (para: string, plantilla: string) =>
  t.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, para), eq(correos.plantilla, plantilla)));

describe('accept', () => {
  it('creates exactly one project (CURSO, AUT-INI) and its first self-assessment with the process deadline', async () => {
    const id = await t.crearSolicitud({ demo: true });
    const res = await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {});
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      message: 'Solicitud aceptada correctamente',
      Estado: { Clave: 'ACE' },
      FechaResolucion: '2026-03-01T10:00:00.000Z',
    });
    const [p, ...more] = await proyectosDe(id);
    expect(more).toHaveLength(0);
    expect(p).toMatchObject({
      codigo: body.Proyecto.Codigo,
      centroId: t.centroId,
      procesoId: t.procesoId,
      ambitoId: t.ambitoId,
      estadoClave: 'CURSO',
      faseClave: 'AUT-INI',
      usuarioTutorId: t.tutorId,
      usuarioAdministrativoId: t.gestorId,
      demo: true,
    });
    expect(p?.codigo).toMatch(/^PRY-2026-\d{4}$/);
    const aes = await autoevaluacionesDe(p?.id as number);
    expect(aes).toEqual([
      expect.objectContaining({
        faseClave: 'AUT-INI',
        estadoClave: 'CURSO',
        fechaInicio: '2026-03-01',
        fechaLimite: '2026-03-31',
      }),
    ]);
  });

  it('accepting twice creates nothing twice: 409 with the state', async () => {
    const id = await t.crearSolicitud();
    expect((await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {})).status).toBe(200);
    const again = await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {});
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('La solicitud ya está aceptada');
    const ps = await proyectosDe(id);
    expect(ps).toHaveLength(1);
    expect(await autoevaluacionesDe(ps[0]?.id as number)).toHaveLength(1);
  });

  it('two concurrent acceptances: one 200, one 409, one project, one self-assessment', async () => {
    const id = await t.crearSolicitud();
    const replies = await Promise.all([1, 2, 3].map(() => t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {})));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const ps = await proyectosDe(id);
    expect(ps).toHaveLength(1);
    expect(await autoevaluacionesDe(ps[0]?.id as number)).toHaveLength(1);
  });

  it('different requests accepted at once get different codes', async () => {
    const ids = await Promise.all([t.crearSolicitud(), t.crearSolicitud()]);
    const replies = await Promise.all(ids.map((id) => t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {})));
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const codes = await Promise.all(ids.map(async (id) => (await proyectosDe(id))[0]?.codigo));
    expect(new Set(codes).size).toBe(2);
  });

  it('409 with non-conformities; 422 naming a missing tutor or administrative; 404; bad body', async () => {
    const nc = await t.crearSolicitud({ referencia: 'SOL-NC-1' }, ['Falta documentación']);
    const conflict = await t.send('PUT', `/api/solicitudes/${nc}/aceptar`, gestor, { notificar: true });
    expect(conflict.status).toBe(409);
    expect((await json(conflict)).message).toBe('La solicitud tiene no conformidades: no se puede aceptar');
    expect(await proyectosDe(nc)).toHaveLength(0);
    const mails = await correosA('ana.lopez@example.es', 'solicitud-aceptada');
    expect(mails.filter((m) => m.asunto.includes('SOL-NC-1'))).toHaveLength(0);
    const sin = await t.crearSolicitud({ usuarioTutorId: null, usuarioAdministrativoId: null });
    const missing = await t.send('PUT', `/api/solicitudes/${sin}/aceptar`, gestor, {});
    expect(missing.status).toBe(422);
    expect(Object.keys((await json(missing)).errors).sort()).toEqual(['usuarioAdministrativoId', 'usuarioTutorId']);
    expect((await t.send('PUT', '/api/solicitudes/999999/aceptar', gestor, {})).status).toBe(404);
    const bad = await t.send('PUT', `/api/solicitudes/${sin}/aceptar`, gestor, { notificar: 'si', otro: 1 });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toMatchObject({ notificar: ['Debe ser verdadero o falso'], otro: ['Campo no permitido'] });
    const rejected = await t.crearSolicitud({ estadoClave: 'NO_ACE' });
    expect((await json(await t.send('PUT', `/api/solicitudes/${rejected}/aceptar`, gestor, {}))).message).toBe(
      'La solicitud ya está no aceptada',
    );
  });

  it('with notificar, queues one Spanish mail to the REPRE person', async () => {
    const id = await t.crearSolicitud({ referencia: 'SOL-MAIL-1' });
    await t.db.update(solicitudes).set({ nombre: 'Colegio <Mail>' }).where(eq(solicitudes.id, id));
    expect((await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, { notificar: true })).status).toBe(200);
    const mails = (await correosA('ana.lopez@example.es', 'solicitud-aceptada')).filter((m) => m.asunto.includes('SOL-MAIL-1'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.asunto).toBe('Solicitud SOL-MAIL-1 aceptada');
    expect(mails[0]?.texto).toContain('ha sido aceptada');
    expect(mails[0]?.html).toContain('Colegio &lt;Mail&gt;');
    expect(mails[0]?.texto).toMatch(/PRY-2026-\d{4}/);
  });
});

describe('reject', () => {
  it('only with non-conformities: NO_ACE, no project; mail lists them', async () => {
    const id = await t.crearSolicitud({ referencia: 'SOL-REJ-1' }, ['Falta la memoria', 'CIF ilegible']);
    const res = await t.send('PUT', `/api/solicitudes/${id}/rechazar`, gestor, { notificar: true });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: 'Solicitud rechazada correctamente',
      Estado: { Clave: 'NO_ACE' },
      Proyecto: null,
    });
    expect(await proyectosDe(id)).toHaveLength(0);
    const mails = (await correosA('ana.lopez@example.es', 'solicitud-rechazada')).filter((m) => m.asunto.includes('SOL-REJ-1'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.texto).toContain('- Falta la memoria');
    expect(mails[0]?.texto).toContain('- CIF ilegible');
    const again = await t.send('PUT', `/api/solicitudes/${id}/rechazar`, gestor, {});
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('La solicitud ya está no aceptada');
  });

  it('409 without non-conformities; no mail without notificar; 404', async () => {
    const id = await t.crearSolicitud({ referencia: 'SOL-REJ-2' });
    const res = await t.send('PUT', `/api/solicitudes/${id}/rechazar`, gestor, { notificar: true });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('La solicitud no tiene no conformidades: no se puede rechazar');
    const quiet = await t.crearSolicitud({ referencia: 'SOL-REJ-3' }, ['NC']);
    expect((await t.send('PUT', `/api/solicitudes/${quiet}/rechazar`, gestor, { notificar: false })).status).toBe(200);
    const mails = (await correosA('ana.lopez@example.es', 'solicitud-rechazada')).filter((m) => m.asunto.includes('SOL-REJ-3'));
    expect(mails).toHaveLength(0);
    expect((await t.send('PUT', '/api/solicitudes/999999/rechazar', gestor, {})).status).toBe(404);
  });
});

// Accepting lets the centre in: the request's people get an invitation (or, with an account, the
// profile and a link), pre-filled with the request's data, in the acceptance's own batch.
describe('accept lets the centre in', () => {
  const PERFIL = { REPRE: 1, AUTOEVAL: 2, JEFE_EVACN: 3 } as const;
  const persona = (solicitudId: number, perfilId: number, direccionEmail: string | null, over: Record<string, unknown> = {}) =>
    t.db.insert(solicitudPerfiles).values({
      solicitudId,
      perfilId,
      nombre: 'Luis',
      apellido1: 'Sanz',
      apellido2: 'Gil',
      sexoId: 1,
      cargo: 'Jefe de estudios',
      tipoDocumentoIdentidadClave: 'NIE',
      documentoIdentidad: 'X1234567L',
      direccionEmail,
      telefono: null,
      ...over,
    });
  const correosDe = (para: string) => t.db.select().from(correos).where(eq(correos.para, para));
  const enlace = (texto: string) => /\/invitacion\/([A-Za-z0-9_-]+)/.exec(texto)?.[1] as string;

  it('invites each centre person once with the request data; an account gets the profile and a link; evaluation profiles never', async () => {
    const id = await t.crearSolicitud({ referencia: 'SOL-ACC-1' });
    await persona(id, PERFIL.AUTOEVAL, 'Luis.Sanz@Example.es');
    await persona(id, PERFIL.JEFE_EVACN, 'jefa.publica@example.es');
    await persona(id, PERFIL.AUTOEVAL, 'autoevaluador@soludable.demo');
    const res = await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, { notificar: true });
    expect(res.status).toBe(200);
    const [p] = await proyectosDe(id);
    const proyectoId = p?.id as number;

    const invs = await t.db.select().from(invitaciones).where(eq(invitaciones.proyectoId, proyectoId));
    expect(invs.map((i) => [i.direccionEmail, i.perfilId, i.estado]).sort()).toEqual([
      ['ana.lopez@example.es', PERFIL.REPRE, 'PTE'],
      ['luis.sanz@example.es', PERFIL.AUTOEVAL, 'PTE'],
    ]);
    expect(invs.find((i) => i.direccionEmail === 'ana.lopez@example.es')).toMatchObject({
      nombre: 'Ana',
      apellido1: 'López',
      sexoId: 2,
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678Z',
      telefono: '612345678',
      expiraEn: new Date(t.clock.now().getTime() + 48 * 3600_000).toISOString(),
    });
    // One invitation mail each, with its link and expiry, greeting the person by name.
    // (Earlier tests' requests name the same person: only this project's mails count.)
    const [invAna, ...masAna] = (await correosDe('ana.lopez@example.es')).filter(
      (m) => m.plantilla === 'invitacion' && m.texto.includes(p?.codigo as string),
    );
    expect(masAna).toHaveLength(0);
    expect(invAna?.texto).toContain('Estimada Dña. Ana López:');
    expect(invAna?.texto).toContain(`${p?.codigo} · Colegio Río Ebro`);
    expect(invAna?.texto).toMatch(/http:\/\/[^/]+\/invitacion\/[A-Za-z0-9_-]{20,}/);
    expect(invAna?.texto).toContain('La invitación caduca el');
    // The notice announces the invitation that follows, and only that.
    const [aviso] = (await correosDe('ana.lopez@example.es')).filter((m) => m.asunto === 'Solicitud SOL-ACC-1 aceptada');
    expect(aviso?.texto).toContain('En un correo aparte recibirá la invitación');
    // The existing account: the profile at once and a mail with the link into the project.
    expect(await perfilesEnProyecto(t.db, 'autoevaluador@soludable.demo', proyectoId)).toEqual([PERFIL.AUTOEVAL]);
    const perfilMail = (await correosDe('autoevaluador@soludable.demo')).filter((m) => m.plantilla === 'perfil-proyecto');
    expect(perfilMail).toHaveLength(1);
    expect(perfilMail[0]?.texto).toContain(`en el proyecto ${p?.codigo} · Colegio Río Ebro`);
    expect(perfilMail[0]?.texto).toMatch(/http:\/\/[^/]+\/autoevaluacion\n/);
    // Nobody becomes head of evaluation through a public form.
    expect(await correosDe('jefa.publica@example.es')).toHaveLength(0);
  });

  it('the invitee opens the link, sees the request data, completes only the password and lands signed in in the area', async () => {
    const id = await solicitudDe('SOL-ACC-2', 'nueva.repre@example.es');
    expect((await t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {})).status).toBe(200);
    const [p] = await proyectosDe(id);
    const [auto] = await autoevaluacionesDe(p?.id as number);
    const [mail] = (await correosDe('nueva.repre@example.es')).filter((m) => m.plantilla === 'invitacion');
    const token = enlace(mail?.texto as string);

    const leida = await t.send('GET', `/api/invitaciones/${token}`, {});
    expect(leida.status).toBe(200);
    expect(await json(leida)).toMatchObject({
      Proyecto: { Codigo: p?.codigo, Centro: 'Colegio Río Ebro' },
      Datos: {
        Nombre: 'Ana',
        Apellido1: 'López',
        Tratamiento: 'Dña.',
        TipoDocumentoIdentidadClave: 'DNI',
        DocumentoIdentidad: '12345678Z',
        Telefono: '612345678',
      },
    });
    const ok = await t.send('PUT', `/api/invitaciones/${token}`, {}, { password: 'Clave.2026', confirmPassword: 'Clave.2026' });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ message: 'Invitación aceptada', redireccion: `/autoevaluacion/${auto?.id}` });
    expect(ok.headers.get('set-cookie')).toMatch(/sesion=/);
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, 'nueva.repre@example.es'));
    expect(u).toMatchObject({
      nombre: 'Ana',
      apellido1: 'López',
      sexoId: 2,
      documentoIdentidad: '12345678Z',
      telefono: '612345678',
    });
    const perfilMail = (await correosDe('nueva.repre@example.es')).filter((m) => m.plantilla === 'perfil-proyecto');
    expect(perfilMail).toHaveLength(1);
    expect(perfilMail[0]?.texto).toContain(`/autoevaluacion/${auto?.id}`);
    // Used once.
    expect(
      (await t.send('PUT', `/api/invitaciones/${token}`, {}, { password: 'Clave.2026', confirmPassword: 'Clave.2026' })).status,
    ).toBe(409);
  });

  it('a failed acceptance invites nobody (the same batch): a second acceptance adds no invitation', async () => {
    const id = await solicitudDe('SOL-ACC-3', 'una.vez@example.es');
    const replies = await Promise.all([1, 2].map(() => t.send('PUT', `/api/solicitudes/${id}/aceptar`, gestor, {})));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const invs = await t.db.select().from(invitaciones).where(eq(invitaciones.direccionEmail, 'una.vez@example.es'));
    expect(invs).toHaveLength(1);
    expect(await correosDe('una.vez@example.es')).toHaveLength(1);
    const nc = await t.crearSolicitud({ referencia: 'SOL-ACC-4' }, ['Falta la memoria']);
    await t.db.update(solicitudPerfiles).set({ direccionEmail: 'nunca@example.es' }).where(eq(solicitudPerfiles.solicitudId, nc));
    expect((await t.send('PUT', `/api/solicitudes/${nc}/aceptar`, gestor, {})).status).toBe(409);
    expect(await correosDe('nunca@example.es')).toHaveLength(0);
    expect(await t.db.select().from(invitaciones).where(eq(invitaciones.direccionEmail, 'nunca@example.es'))).toHaveLength(0);
  });
});
