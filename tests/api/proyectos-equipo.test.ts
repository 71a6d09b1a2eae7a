import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos, invitaciones, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { instancias } from '../../src/db/schema/instancias.ts';
import { proyectos } from '../../src/db/schema/proyectos.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { actorFor } from '../../src/domain/identidad/actor.ts';
import { contarSinEquipoEvaluacion } from '../../src/domain/proyectos/equipo-evaluacion.ts';
import { perfilesEnProyecto } from '../fixtures/perfiles.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type Json, json } from './helpers.ts';

// A project's people (its Equipo tab): who was invited, inviting and resending, and staffing the
// evaluation. Each role's answer is listed by hand; nothing is written on a refusal.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
const H: Record<string, Record<string, string>> = {};
const ROLES = ['superadmin', 'admin', 'gestor', 'tutor', 'representante', 'representante2', 'jefeevaluacion', 'evaluador'];
const PERFIL = { REPRE: 1, AUTOEVAL: 2, JEFE_EVACN: 3, EVAL: 4 } as const;
let aut: number; // representante + autoevaluador; the request's representative invited by the seed
let otro: number; // representante2 only
let eva: number; // jefeevaluacion + evaluador (EVA-INI)

beforeAll(async () => {
  t = await createProyectosTestApp();
  for (const r of ROLES) H[r] = await t.as(r);
  aut = (await t.proyecto(DEMO.AUT)).id;
  otro = (await t.proyecto(DEMO.OTRO)).id;
  eva = (await t.proyecto(DEMO.EVA)).id;
});

const correosA = (para: string, plantilla: string) =>
  t.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, para), eq(correos.plantilla, plantilla)))
    .orderBy(desc(correos.id));
const numInvitaciones = async () => (await t.db.select({ n: count() }).from(invitaciones))[0]?.n ?? 0;
const numPerfiles = async () => (await t.db.select({ n: count() }).from(usuarioPerfiles))[0]?.n ?? 0;
const codigoDe = async (id: number) => (await t.db.select().from(proyectos).where(eq(proyectos.id, id)))[0]?.codigo as string;

/** A new active account holding `perfilId` for the whole system (someone staff may choose). */
async function cuentaCon(userName: string, perfilId: number | null) {
  const [u] = await t.db
    .insert(usuarios)
    .values({
      instanciaId: SOLUDABLE.id,
      userName,
      email: `${userName}@example.es`,
      nombre: 'Eva',
      apellido1: userName,
      tipoDocumentoIdentidadClave: 'DNI',
      activo: true,
      altaFecha: t.clock.now().toISOString(),
    })
    .returning({ id: usuarios.id });
  const id = u?.id as number;
  if (perfilId !== null)
    await t.db.insert(usuarioPerfiles).values({ usuarioId: id, perfilId, altaFecha: t.clock.now().toISOString() });
  return id;
}

describe('GET /proyectos/{id}/equipo', () => {
  it('shows the team with each profile and the latest invitation of each person with its state', async () => {
    const res = await t.send('GET', `/api/proyectos/${aut}/equipo`, H.gestor as Record<string, string>);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Miembros.map((m: Json) => [m.Email, m.Perfiles.map((p: Json) => p.Clave)])).toEqual(
      expect.arrayContaining([
        ['representante@soludable.demo', ['REPRE']],
        ['autoevaluador@soludable.demo', ['AUTOEVAL']],
      ]),
    );
    // The accepted demo request named its representative: acceptance invited her.
    expect(body.Invitaciones).toEqual([
      expect.objectContaining({
        DireccionEmail: 'lucia.gil@example.es',
        NombreCompleto: 'Lucía Gil',
        Perfil: expect.objectContaining({ Clave: 'REPRE' }),
        Estado: 'PTE',
      }),
    ]);
  });

  it('each role’s answer, listed by hand; 404 for a project that is not there', async () => {
    // In the order of ROLES: superadmin, admin, gestor, tutor, representante, representante2, jefeevaluacion, evaluador.
    const esperado = [200, 200, 200, 200, 403, 403, 403, 403];
    for (const [i, rol] of ROLES.entries()) {
      const status = esperado[i];
      expect((await t.send('GET', `/api/proyectos/${aut}/equipo`, H[rol] as Record<string, string>)).status, rol).toBe(status);
    }
    expect((await t.send('GET', `/api/proyectos/${aut}/equipo`, {})).status).toBe(401);
    expect((await t.send('GET', '/api/proyectos/999999/equipo', H.admin as Record<string, string>)).status).toBe(404);
  });
});

describe('POST /proyectos/{id}/invitaciones', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    direccionEmail: 'nuevo.autoevaluador@example.es',
    perfilId: PERFIL.AUTOEVAL,
    nombre: 'Nuño',
    apellido1: 'Nuevo',
    sexoId: 1,
    tipoDocumentoIdentidadClave: 'DNI',
    documentoIdentidad: '12345678Z',
    ...over,
  });

  it('the tutor invites with the person’s data: one invitation, one mail with its link, the data kept for the acceptance page', async () => {
    const res = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H.tutor as Record<string, string>, body());
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ statusCode: 201, PerfilDado: false, message: 'Invitación enviada' });
    const [inv] = await t.db.select().from(invitaciones).where(eq(invitaciones.direccionEmail, 'nuevo.autoevaluador@example.es'));
    expect(inv).toMatchObject({
      proyectoId: otro,
      perfilId: PERFIL.AUTOEVAL,
      estado: 'PTE',
      nombre: 'Nuño',
      documentoIdentidad: '12345678Z',
    });
    const mails = await correosA('nuevo.autoevaluador@example.es', 'invitacion');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.texto).toContain(`${await codigoDe(otro)} ·`);
    expect(mails[0]?.texto).toContain('Estimado D. Nuño Nuevo:');
    expect(mails[0]?.texto).toContain('Tomás Referente le invita');
  });

  it('an address with an account gets the profile at once and the mail that links into the project', async () => {
    const res = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H.admin as Record<string, string>, {
      ...body(),
      direccionEmail: 'Autoevaluador@Soludable.demo',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ Id: null, PerfilDado: true });
    expect(await perfilesEnProyecto(t.db, 'autoevaluador@soludable.demo', otro)).toEqual([PERFIL.AUTOEVAL]);
    const [mail] = await correosA('autoevaluador@soludable.demo', 'perfil-proyecto');
    const autoOtro = (await t.proyecto(DEMO.OTRO)).autoevaluaciones['AUT-INI'];
    expect(mail?.texto).toContain(`en el proyecto ${await codigoDe(otro)} ·`);
    expect(mail?.texto).toContain(`/autoevaluacion/${autoOtro}`);
  });

  it('bad input: someone already on the project, a pending invitation, an evaluation profile, bad data → 4xx, nothing written', async () => {
    const antes = [await numInvitaciones(), await numPerfiles()];
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        body({ direccionEmail: 'representante2@soludable.demo', perfilId: PERFIL.REPRE }),
        409,
        'Esta persona ya tiene un perfil en este proyecto',
      ],
      [body(), 409, 'Ya hay una invitación pendiente para este correo en el proyecto: reenvíela desde la lista'],
      [
        body({ direccionEmail: 'x@example.es', perfilId: PERFIL.EVAL }),
        422,
        'Desde el proyecto se invita con los perfiles del centro (representante o autoevaluador)',
      ],
      [body({ direccionEmail: 'x@example.es', perfilId: 999 }), 422, 'El perfil no existe'],
    ];
    for (const [b, status, message] of cases) {
      const res = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H.admin as Record<string, string>, b);
      expect(res.status, message).toBe(status);
      expect((await json(res)).message).toBe(message);
    }
    const invalid = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H.admin as Record<string, string>, {
      ...body({ direccionEmail: 'y@example.es', nombre: '', documentoIdentidad: '12345678A' }),
      esSuperAdmin: true,
    });
    expect(invalid.status).toBe(422);
    expect((await json(invalid)).errors).toMatchObject({
      nombre: ['Este campo es obligatorio'],
      esSuperAdmin: ['Campo no permitido'],
    });
    const dni = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H.admin as Record<string, string>, {
      ...body({ direccionEmail: 'y@example.es', documentoIdentidad: '12345678A' }),
    });
    expect(dni.status).toBe(422);
    expect((await json(dni)).errors).toEqual({ documentoIdentidad: ['DNI no válido'] });
    expect([await numInvitaciones(), await numPerfiles()]).toEqual(antes);
  });

  it('each role’s answer, listed by hand: only the tutor and staff who write projects invite', async () => {
    // In the order of ROLES: superadmin, admin, gestor, tutor, representante, representante2, jefeevaluacion, evaluador.
    const esperado = [201, 201, 403, 201, 403, 403, 403, 403];
    for (const [i, rol] of ROLES.entries()) {
      const status = esperado[i];
      const antes = await numInvitaciones();
      const res = await t.send('POST', `/api/proyectos/${otro}/invitaciones`, H[rol] as Record<string, string>, {
        ...body(),
        direccionEmail: `rol${i + 1}@example.es`,
      });
      expect(res.status, rol).toBe(status);
      expect(await numInvitaciones(), rol).toBe(antes + (status === 201 ? 1 : 0));
    }
    expect((await t.send('POST', `/api/proyectos/${otro}/invitaciones`, {}, body())).status).toBe(401);
    expect((await t.send('POST', '/api/proyectos/999999/invitaciones', H.admin as Record<string, string>, body())).status).toBe(
      404,
    );
  });
});

describe('PUT /proyectos/{id}/invitaciones/{invitacionId}/reenviar', () => {
  const invitacionDe = async (email: string) =>
    (await t.db.select().from(invitaciones).where(eq(invitaciones.direccionEmail, email)).orderBy(desc(invitaciones.id)))[0];

  it('a new link valid 48 hours and a new mail; the old link stops working; the person’s data go along', async () => {
    const vieja = await invitacionDe('lucia.gil@example.es');
    const res = await t.send(
      'PUT',
      `/api/proyectos/${aut}/invitaciones/${vieja?.id}/reenviar`,
      H.tutor as Record<string, string>,
    );
    expect(res.status).toBe(200);
    const nueva = await invitacionDe('lucia.gil@example.es');
    expect((await json(res)).Id).toBe(nueva?.id);
    expect(nueva).toMatchObject({
      estado: 'PTE',
      nombre: 'Lucía',
      apellido1: 'Gil',
      documentoIdentidad: '11111111H',
      expiraEn: new Date(t.clock.now().getTime() + 48 * 3600_000).toISOString(),
    });
    expect(nueva?.tokenHash).not.toBe(vieja?.tokenHash);
    const [antigua] = await t.db
      .select()
      .from(invitaciones)
      .where(eq(invitaciones.id, vieja?.id as number));
    expect(antigua?.estado).toBe('CAN');
    expect((await correosA('lucia.gil@example.es', 'invitacion')).length).toBe(2);
    // The list shows the person once, with the latest state.
    const equipo = await json(await t.send('GET', `/api/proyectos/${aut}/equipo`, H.admin as Record<string, string>));
    expect(equipo.Invitaciones.filter((i: Json) => i.DireccionEmail === 'lucia.gil@example.es')).toEqual([
      expect.objectContaining({ Id: nueva?.id, Estado: 'PTE' }),
    ]);
  });

  it('an expired one can be resent; an accepted one cannot (409); another project’s is not found (404); readers 403', async () => {
    const inv = await invitacionDe('lucia.gil@example.es');
    await t.db
      .update(invitaciones)
      .set({ expiraEn: '2020-01-01T00:00:00.000Z' })
      .where(eq(invitaciones.id, inv?.id as number));
    const caducada = await json(await t.send('GET', `/api/proyectos/${aut}/equipo`, H.admin as Record<string, string>));
    expect(caducada.Invitaciones.find((i: Json) => i.Id === inv?.id)?.Estado).toBe('CAD');
    expect(
      (await t.send('PUT', `/api/proyectos/${aut}/invitaciones/${inv?.id}/reenviar`, H.admin as Record<string, string>)).status,
    ).toBe(200);
    const ultima = await invitacionDe('lucia.gil@example.es');
    expect(
      (await t.send('PUT', `/api/proyectos/${otro}/invitaciones/${ultima?.id}/reenviar`, H.admin as Record<string, string>))
        .status,
    ).toBe(404);
    const antes = await numInvitaciones();
    for (const rol of ['gestor', 'representante', 'jefeevaluacion']) {
      const res = await t.send(
        'PUT',
        `/api/proyectos/${aut}/invitaciones/${ultima?.id}/reenviar`,
        H[rol] as Record<string, string>,
      );
      expect(res.status, rol).toBe(403);
    }
    await t.db
      .update(invitaciones)
      .set({ estado: 'ACE' })
      .where(eq(invitaciones.id, ultima?.id as number));
    const aceptada = await t.send(
      'PUT',
      `/api/proyectos/${aut}/invitaciones/${ultima?.id}/reenviar`,
      H.admin as Record<string, string>,
    );
    expect(aceptada.status).toBe(409);
    expect((await json(aceptada)).message).toBe('La invitación ya se ha aceptado: no se puede reenviar');
    expect(await numInvitaciones()).toBe(antes);
  });
});

describe('the evaluation team: candidates, giving and taking the profile', () => {
  it('candidates are the active holders of the profile elsewhere, not yet here, searchable', async () => {
    await cuentaCon('evaglobal', PERFIL.EVAL);
    await cuentaCon('sinperfil', null);
    const res = await t.send(
      'GET',
      `/api/proyectos/${otro}/equipo/candidatos?perfilId=${PERFIL.EVAL}`,
      H.admin as Record<string, string>,
    );
    expect(res.status).toBe(200);
    const emails = (await json(res)).Registros.map((r: Json) => r.Email);
    expect(emails).toEqual(expect.arrayContaining(['evaluador@soludable.demo', 'evaglobal@example.es']));
    expect(emails).not.toContain('sinperfil@example.es');
    const buscada = await json(
      await t.send(
        'GET',
        `/api/proyectos/${otro}/equipo/candidatos?perfilId=${PERFIL.EVAL}&texto=evaglo`,
        H.admin as Record<string, string>,
      ),
    );
    expect(buscada.Registros.map((r: Json) => r.Email)).toEqual(['evaglobal@example.es']);
    // Who already holds it in the project is not offered again.
    const aqui = await json(
      await t.send('GET', `/api/proyectos/${eva}/equipo/candidatos?perfilId=${PERFIL.EVAL}`, H.admin as Record<string, string>),
    );
    expect(aqui.Registros.map((r: Json) => r.Email)).not.toContain('evaluador@soludable.demo');
    const repre = await t.send(
      'GET',
      `/api/proyectos/${otro}/equipo/candidatos?perfilId=${PERFIL.REPRE}`,
      H.admin as Record<string, string>,
    );
    expect(repre.status).toBe(422);
  });

  it('staff give the evaluator’s profile: the person gets a mail naming the project by code and centre, with a link', async () => {
    const [ev] = await t.db.select().from(usuarios).where(eq(usuarios.email, 'evaluador@soludable.demo'));
    const res = await t.send('POST', `/api/proyectos/${otro}/equipo/perfiles`, H.admin as Record<string, string>, {
      usuarioId: ev?.id,
      perfilId: PERFIL.EVAL,
    });
    expect(res.status).toBe(201);
    const [mail] = await correosA('evaluador@soludable.demo', 'perfil-proyecto');
    expect(mail?.asunto).toBe(`Nuevo perfil en el proyecto ${await codigoDe(otro)}`);
    expect(mail?.texto).toContain('le ha asignado el perfil «Evaluador»');
    // The project has no evaluation record yet: the link goes to the areas' entry.
    expect(mail?.texto).toMatch(/http:\/\/[^/\s]+\/autoevaluacion\n/);
    const again = await t.send('POST', `/api/proyectos/${otro}/equipo/perfiles`, H.admin as Record<string, string>, {
      usuarioId: ev?.id,
      perfilId: PERFIL.EVAL,
    });
    expect(again.status).toBe(409);
  });

  it('bad input: a person without the profile, unknown or inactive; a profile that is not the evaluation’s → 422, nothing written', async () => {
    const sin = await cuentaCon('sinperfil2', PERFIL.AUTOEVAL);
    const inactiva = await cuentaCon('inactiva', PERFIL.EVAL);
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactiva));
    const antes = await numPerfiles();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { usuarioId: sin, perfilId: PERFIL.EVAL },
        'Esta persona no tiene el perfil «Evaluador» en ningún proyecto ni en todo el sistema: solo se eligen personas que ya lo tienen',
      ],
      [{ usuarioId: 999999, perfilId: PERFIL.EVAL }, 'La persona no existe'],
      [{ usuarioId: inactiva, perfilId: PERFIL.EVAL }, 'La cuenta de esta persona está desactivada'],
      [{ usuarioId: sin, perfilId: PERFIL.AUTOEVAL }, 'Elija el perfil de jefe de evaluación o el de evaluador'],
    ];
    for (const [b, message] of cases) {
      const res = await t.send('POST', `/api/proyectos/${otro}/equipo/perfiles`, H.admin as Record<string, string>, b);
      expect(res.status, message).toBe(422);
      expect((await json(res)).message).toBe(message);
    }
    expect(await numPerfiles()).toBe(antes);
  });

  it('the head of evaluation adds and removes evaluators on her own project only, and never a head', async () => {
    const nuevo = await cuentaCon('evalparajefa', PERFIL.EVAL);
    const jefa = H.jefeevaluacion as Record<string, string>;
    const dar = (proyectoId: number, perfilId: number, headers = jefa) =>
      t.send('POST', `/api/proyectos/${proyectoId}/equipo/perfiles`, headers, { usuarioId: nuevo, perfilId });
    expect((await t.send('GET', `/api/proyectos/${eva}/equipo/candidatos?perfilId=${PERFIL.EVAL}`, jefa)).status).toBe(200);
    expect((await t.send('GET', `/api/proyectos/${eva}/equipo/candidatos?perfilId=${PERFIL.JEFE_EVACN}`, jefa)).status).toBe(403);
    expect((await dar(eva, PERFIL.JEFE_EVACN)).status).toBe(403);
    expect((await dar(otro, PERFIL.EVAL)).status).toBe(404);
    expect((await dar(eva, PERFIL.EVAL)).status).toBe(201);
    const [mail] = await correosA('evalparajefa@example.es', 'perfil-proyecto');
    const evaluacion = (await t.proyecto(DEMO.EVA)).autoevaluaciones['EVA-INI'];
    expect(mail?.texto).toContain('Julia Evaluación le ha asignado el perfil «Evaluador»');
    expect(mail?.texto).toContain(`/evaluacion/${evaluacion}`);
    const [jefeRow] = await t.db.select().from(usuarios).where(eq(usuarios.email, 'jefeevaluacion@soludable.demo'));
    expect(
      (await t.send('DELETE', `/api/proyectos/${eva}/equipo/perfiles/${PERFIL.JEFE_EVACN}/usuarios/${jefeRow?.id}`, jefa)).status,
    ).toBe(403);
    expect((await t.send('DELETE', `/api/proyectos/${eva}/equipo/perfiles/${PERFIL.EVAL}/usuarios/${nuevo}`, jefa)).status).toBe(
      204,
    );
    expect((await t.send('DELETE', `/api/proyectos/${eva}/equipo/perfiles/${PERFIL.EVAL}/usuarios/${nuevo}`, jefa)).status).toBe(
      404,
    );
  });

  it('each role’s answer to giving a profile, listed by hand; nothing written on a refusal', async () => {
    const persona = await cuentaCon('evalporroles', PERFIL.EVAL);
    // On the evaluation project: its head gives evaluators; the tutor and writers of projects too.
    const esperado: Record<string, number> = {
      gestor: 403,
      representante: 404,
      representante2: 404,
      evaluador: 403,
      jefeevaluacion: 201,
      tutor: 409,
      admin: 409,
      superadmin: 409,
    };
    for (const [rol, status] of Object.entries(esperado)) {
      const antes = await numPerfiles();
      const res = await t.send('POST', `/api/proyectos/${eva}/equipo/perfiles`, H[rol] as Record<string, string>, {
        usuarioId: persona,
        perfilId: PERFIL.EVAL,
      });
      expect(res.status, rol).toBe(status);
      expect(await numPerfiles(), rol).toBe(antes + (status === 201 ? 1 : 0));
    }
    expect(
      (await t.send('POST', `/api/proyectos/${eva}/equipo/perfiles`, {}, { usuarioId: persona, perfilId: PERFIL.EVAL })).status,
    ).toBe(401);
  });
});

describe('a finished self-assessment without an evaluation team is flagged', () => {
  it('lists and counts projects in evaluation where nobody holds an evaluation profile', async () => {
    const sinEquipo = async () =>
      (
        await json(
          await t.send(
            'GET',
            '/api/proyectos?sinEquipoEvaluacion=true&campos=Id&registrosPorPagina=100',
            H.tutor as Record<string, string>,
          ),
        )
      ).Registros.map((r: Json) => r.Id);
    expect(await sinEquipo()).not.toContain(eva);
    const quitados = await t.db
      .delete(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.proyectoId, eva)))
      .returning();
    expect(await sinEquipo()).toContain(eva);
    // The management home counts the same projects (for staff who follow projects).
    const [tutor] = await t.db.select().from(usuarios).where(eq(usuarios.userName, 'tutor'));
    const [instancia] = await t.db.select().from(instancias);
    const ctx = {
      db: t.db,
      clock: t.clock,
      instancia: instancia as NonNullable<typeof instancia>,
      actor: await actorFor(t.db, tutor as NonNullable<typeof tutor>),
    };
    expect(await contarSinEquipoEvaluacion(ctx)).toBe((await sinEquipo()).length);
    const resto = await json(
      await t.send(
        'GET',
        '/api/proyectos?sinEquipoEvaluacion=false&campos=Id&registrosPorPagina=100',
        H.tutor as Record<string, string>,
      ),
    );
    expect(resto.Registros.map((r: Json) => r.Id)).not.toContain(eva);
    expect(await sinEquipo()).not.toContain(aut);
    await t.db.insert(usuarioPerfiles).values(quitados.map(({ id: _, ...q }) => q));
    expect(await sinEquipo()).not.toContain(eva);
    const bad = await t.send('GET', '/api/proyectos?sinEquipoEvaluacion=quizas', H.tutor as Record<string, string>);
    expect(bad.status).toBe(400);
  });
});

describe('POST /usuarios/{id}/perfiles with a project: the same mail', () => {
  it('user administration giving a project profile tells the person, naming the project by code and centre', async () => {
    const id = await cuentaCon('porusuarios', null);
    const res = await t.send('POST', `/api/usuarios/${id}/perfiles`, H.admin as Record<string, string>, {
      perfilId: PERFIL.AUTOEVAL,
      proyectoId: aut,
    });
    expect(res.status).toBe(201);
    const [mail] = await correosA('porusuarios@example.es', 'perfil-proyecto');
    expect(mail?.texto).toContain(`en el proyecto ${await codigoDe(aut)} ·`);
    expect(mail?.texto).toContain(`/autoevaluacion/${(await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI']}`);
    const global = await t.send('POST', `/api/usuarios/${id}/perfiles`, H.admin as Record<string, string>, { perfilId: 5 });
    expect(global.status).toBe(201);
    expect(await correosA('porusuarios@example.es', 'perfil-proyecto')).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(usuarioPerfiles)
        .where(and(eq(usuarioPerfiles.usuarioId, id), isNull(usuarioPerfiles.proyectoId))),
    ).toHaveLength(1);
  });
});
