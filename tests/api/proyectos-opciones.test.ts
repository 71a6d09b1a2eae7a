import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos, usuarios } from '../../src/db/schema/index.ts';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { json } from './helpers.ts';

// Projects are chosen and named by code and centre: GET /proyectos feeds the
// invitation form's chooser, and the invitation mail names the project the same way.

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let codigo: string;
let proyectoId: number;
beforeAll(async () => {
  t = await createSolicitudesTestApp();
  const gestor = await t.as('gestor');
  const aceptada = await json(await t.send('PUT', `/api/solicitudes/${await t.crearSolicitud()}/aceptar`, gestor, {}));
  codigo = aceptada.Proyecto.Codigo;
  proyectoId = aceptada.Proyecto.Id;
});

describe('GET /proyectos', () => {
  it('lists projects by code and centre, searching either (accents and case ignored)', async () => {
    // The chooser asks for code and centre only.
    const all = await json(await t.send('GET', '/api/proyectos?campos=Id,Codigo,Centro', t.admin));
    expect(all.Registros).toEqual([{ Id: proyectoId, Codigo: codigo, Centro: 'Colegio Río Ebro' }]);
    const porCentro = await json(await t.send('GET', '/api/proyectos?texto=rio%20ebro', t.admin));
    expect(porCentro.NumeroRegistros).toBe(1);
    const porCodigo = await json(
      await t.send('GET', `/api/proyectos?texto=${encodeURIComponent(codigo.toLowerCase())}`, t.admin),
    );
    expect(porCodigo.Registros[0].Id).toBe(proyectoId);
    expect((await json(await t.send('GET', '/api/proyectos?texto=nada', t.admin))).Registros).toEqual([]);
  });
  it('401 without a session, 403 without HISTORICO or PERSONAS', async () => {
    expect((await t.send('GET', '/api/proyectos', {})).status).toBe(401);
    expect((await t.send('GET', '/api/proyectos', await t.as('representante'))).status).toBe(403);
  });
});

describe('the invitation mail', () => {
  const perfilPorProyecto = async () => {
    const list = await json(await t.send('GET', '/api/perfiles?general=false&registrosPorPagina=100', t.admin));
    return (list.Registros as Array<{ Id: number }>)[0]?.Id as number;
  };
  it('names the project by code and centre and greets a known account with its treatment', async () => {
    await t.db.update(usuarios).set({ sexoId: 2 }).where(eq(usuarios.userName, 'evaluador'));
    const res = await t.send('POST', '/api/invitaciones', t.admin, {
      direccionEmail: 'evaluador@soludable.demo',
      perfilId: await perfilPorProyecto(),
      proyectoId,
    });
    expect(res.status).toBe(201);
    const [mail] = await t.db
      .select()
      .from(correos)
      .where(and(eq(correos.para, 'evaluador@soludable.demo'), eq(correos.plantilla, 'invitacion')));
    expect(mail?.texto).toContain('Estimada Dña. Elena Evaluadora:');
    expect(mail?.texto).toContain(`en el proyecto ${codigo} · Colegio Río Ebro.`);
    expect(mail?.texto).not.toContain(`n.º ${proyectoId}`);
  });
  it('an unknown address is greeted with Estimado/a; an unknown project is 422', async () => {
    const perfilId = await perfilPorProyecto();
    expect(
      (await t.send('POST', '/api/invitaciones', t.admin, { direccionEmail: 'x@nuevo.es', perfilId, proyectoId })).status,
    ).toBe(201);
    const [mail] = await t.db.select().from(correos).where(eq(correos.para, 'x@nuevo.es'));
    expect(mail?.texto).toContain('Estimado/a:');
    const bad = await t.send('POST', '/api/invitaciones', t.admin, {
      direccionEmail: 'y@nuevo.es',
      perfilId,
      proyectoId: 999999,
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({ proyectoId: ['El proyecto no existe'] });
  });
});
