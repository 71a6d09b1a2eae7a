import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema/index.ts';
import { autoevaluaciones, proyectos } from '../../src/db/schema/proyectos.ts';
import { solicitudes } from '../../src/db/schema/solicitudes.ts';
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
