import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { correos, invitaciones } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/domain/identidad/tokens.ts';
import { HOUR, type InvitacionesFixture, invitacionesFixture, PERFIL, START } from './invitaciones-fixture.ts';

// POST, GET and DELETE /invitaciones (management, PERSONAS). The link's routes are in
// invitaciones-token.test.ts.
let f: InvitacionesFixture;
beforeAll(async () => {
  f = await invitacionesFixture();
});
beforeEach(() => {
  f.setNow(START);
});

describe('POST /invitaciones', () => {
  it('creates a pending invitation for 48 h, stores only the token hash and queues the mail with the link', async () => {
    const res = await f.json(
      'POST',
      '/api/invitaciones',
      { direccionEmail: ' Nueva@Centro.ES ', perfilId: PERFIL.AUTOEVAL, proyectoId: 12, incluirRemitente: true },
      f.auth.admin,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ statusCode: 201, Id: expect.any(Number), message: 'Invitación enviada' });

    const [row] = await f.db.select().from(invitaciones).where(eq(invitaciones.id, body.Id));
    expect(row).toMatchObject({
      direccionEmail: 'nueva@centro.es',
      perfilId: PERFIL.AUTOEVAL,
      proyectoId: 12,
      estado: 'PTE',
      incluirRemitente: true,
    });
    expect(row?.expiraEn).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());

    const [mail] = await f.db.select().from(correos).where(eq(correos.para, 'nueva@centro.es'));
    expect(mail).toMatchObject({ plantilla: 'invitacion', estado: 'PTE', asunto: 'Invitación a Soludable' });
    const token = mail?.texto.match(/http:\/\/localhost\/invitacion\/([A-Za-z0-9_-]+)/)?.[1] as string;
    expect(token).toBeDefined();
    expect(mail?.html).toContain(`href="http://localhost/invitacion/${token}"`);
    expect(mail?.texto).toContain('Alberto Agencia Ruiz le invita');
    expect(mail?.texto).toContain('«Autoevaluador» en el proyecto PRY-12 · Centro de pruebas');
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('validates the body with Spanish messages (422) and rejects malformed JSON (400)', async () => {
    const bad = await f.json(
      'POST',
      '/api/invitaciones',
      { direccionEmail: 'no-es-correo', perfilId: 'x', extra: 1 },
      f.auth.admin,
    );
    expect(bad.status).toBe(422);
    const b = await bad.json();
    expect(b.errors.direccionEmail).toEqual(['Email no válido']);
    expect(b.errors.perfilId).toBeDefined();
    expect(b.errors.extra).toEqual(['Campo no permitido']);

    const missing = await (await f.json('POST', '/api/invitaciones', {}, f.auth.admin)).json();
    expect(missing.errors.direccionEmail).toEqual(['Este campo es obligatorio']);
    expect(missing.errors.perfilId).toEqual(['Este campo es obligatorio']);

    expect((await f.json('POST', '/api/invitaciones', '{"direccionEmail":', f.auth.admin)).status).toBe(400);
  });

  it('requires an existing profile, a project for per-project profiles and none for global ones', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ perfilId: 999 }, 'perfilId', 'El perfil no existe'],
      [{ perfilId: PERFIL.REPRE }, 'proyectoId', 'Este perfil se asigna por proyecto: indique el proyecto'],
      [{ perfilId: PERFIL.ADMIN, proyectoId: 3 }, 'proyectoId', 'Este perfil es general: no se asigna a un proyecto'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await f.json('POST', '/api/invitaciones', { direccionEmail: 'x@centro.es', ...extra }, f.auth.admin);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
    }
  });

  it('answers 401 without a session and 403 without PERSONAS at level E', async () => {
    const body = { direccionEmail: 'x@centro.es', perfilId: PERFIL.ADMIN };
    expect((await f.json('POST', '/api/invitaciones', body)).status).toBe(401);
    expect((await f.json('POST', '/api/invitaciones', body, f.auth.lector)).status).toBe(403);
    expect((await f.json('POST', '/api/invitaciones', body, f.auth.evaluador)).status).toBe(403);
    expect((await f.json('POST', '/api/invitaciones', body, f.auth.superadmin)).status).toBe(201);
  });

  it('replaces a pending invitation for the same e-mail, profile and project (the old one is cancelled)', async () => {
    const first = await f.invite({ direccionEmail: 'repe@centro.es', perfilId: PERFIL.REPRE, proyectoId: 5 });
    const other = await f.invite({ direccionEmail: 'repe@centro.es', perfilId: PERFIL.REPRE, proyectoId: 6 });
    const second = await f.invite({ direccionEmail: 'repe@centro.es', perfilId: PERFIL.REPRE, proyectoId: 5 });
    const estados = await f.db
      .select({ id: invitaciones.id, estado: invitaciones.estado })
      .from(invitaciones)
      .where(eq(invitaciones.direccionEmail, 'repe@centro.es'));
    expect(Object.fromEntries(estados.map((e) => [e.id, e.estado]))).toEqual({
      [first.id]: 'CAN',
      [other.id]: 'PTE',
      [second.id]: 'PTE',
    });
    expect((await f.get(`/api/invitaciones/${first.token}`)).status).toBe(409);
    expect((await f.get(`/api/invitaciones/${second.token}`)).status).toBe(200);
  });
});

describe('GET /invitaciones', () => {
  it('lists newest first with profile, sender and paging; filters by state and e-mail text; projects campos', async () => {
    f.setNow(new Date(START.getTime() + HOUR));
    const a = await f.invite({ direccionEmail: 'lista-a@centro.es', perfilId: PERFIL.ADMIN });
    f.setNow(new Date(START.getTime() + 2 * HOUR));
    const b = await f.invite({ direccionEmail: 'lista-b@centro.es', perfilId: PERFIL.AUTOEVAL, proyectoId: 9 });
    const res = await f.get('/api/invitaciones?texto=LISTA-&registrosPorPagina=1', f.auth.admin);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 1, Pagina: 1, RegistrosPorPagina: 1 });
    expect(page.Registros[0]).toEqual({
      Id: b.id,
      DireccionEmail: 'lista-b@centro.es',
      Perfil: { Id: PERFIL.AUTOEVAL, NombrePublico: 'Autoevaluador' },
      ProyectoId: 9,
      Proyecto: { Id: 9, Codigo: 'PRY-9', Centro: 'Centro de pruebas' },
      Estado: 'PTE',
      ExpiraEn: new Date(f.clock.now().getTime() + 48 * HOUR).toISOString(),
      AltaFecha: f.clock.now().toISOString(),
      IncluirRemitente: false,
      Remitente: { Id: expect.any(Number), NombreCompleto: 'Alberto Agencia Ruiz' },
    });
    const second = await (
      await f.get('/api/invitaciones?texto=lista-&registrosPorPagina=1&pagina=2&campos=Id,estado', f.auth.admin)
    ).json();
    expect(second.Registros).toEqual([{ Id: a.id, Estado: 'PTE' }]);

    await f.del(`/api/invitaciones/${a.id}`, f.auth.admin);
    const cancelled = await (await f.get('/api/invitaciones?estado=CAN&texto=lista-', f.auth.admin)).json();
    expect(cancelled.Registros.map((r: { Id: number }) => r.Id)).toEqual([a.id]);
  });

  it('rejects unknown fields, orders and states (400) and needs PERSONAS (L)', async () => {
    expect((await f.get('/api/invitaciones?campos=Id,Token', f.auth.admin)).status).toBe(400);
    expect((await f.get('/api/invitaciones?orden=TokenHash', f.auth.admin)).status).toBe(400);
    expect((await f.get('/api/invitaciones?estado=XXX', f.auth.admin)).status).toBe(400);
    expect((await f.get('/api/invitaciones?orden=-ExpiraEn', f.auth.admin)).status).toBe(200);
    expect((await f.get('/api/invitaciones')).status).toBe(401);
    expect((await f.get('/api/invitaciones', f.auth.evaluador)).status).toBe(403);
    expect((await f.get('/api/invitaciones', f.auth.lector)).status).toBe(200);
  });
});

describe('DELETE /invitaciones/{id}', () => {
  it('cancels a pending invitation (204); its link then answers 409; a second cancel is 409', async () => {
    const { id, token } = await f.invite({ direccionEmail: 'cancelar@centro.es', perfilId: PERFIL.ADMIN });
    expect((await f.del(`/api/invitaciones/${id}`)).status).toBe(401);
    expect((await f.del(`/api/invitaciones/${id}`, f.auth.lector)).status).toBe(403);
    const res = await f.del(`/api/invitaciones/${id}`, f.auth.admin);
    expect(res.status).toBe(204);
    const [row] = await f.db.select().from(invitaciones).where(eq(invitaciones.id, id));
    expect(row).toMatchObject({ estado: 'CAN', modificacionUsuarioNombre: 'Alberto Agencia Ruiz' });
    const read = await f.get(`/api/invitaciones/${token}`);
    expect(read.status).toBe(409);
    expect((await read.json()).message).toBe('La invitación se ha cancelado');
    expect((await f.del(`/api/invitaciones/${id}`, f.auth.admin)).status).toBe(409);
    expect((await f.del('/api/invitaciones/999999', f.auth.admin)).status).toBe(404);
    expect((await f.del('/api/invitaciones/abc', f.auth.admin)).status).toBe(400);
  });
});
