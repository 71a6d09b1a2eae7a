import { and, eq, or, sql } from 'drizzle-orm';
import { type Instancia, invitaciones, type Perfil, sexos, usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaDe, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { Clock, Peticion } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { abrirSesion, type LoginReply } from '../identidad/login.ts';
import { hashPassword, verifyPassword } from '../identidad/password.ts';
import { ACCOUNT_LIMIT, accountKey, recordFailure, requireNotLocked } from '../identidad/rate-limit.ts';
import type { ReturnPages } from '../identidad/redireccion.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { loadAsignacion } from '../usuarios/perfil-lectura.ts';
import { areaDelPerfil, pasosPerfilEnProyecto } from '../usuarios/perfil-proyecto.ts';
import { loadProyectoOpcion } from '../usuarios/proyecto-opcion.ts';
import { type Invitacion, loadInvitacionByToken, pendienteSql, requireInvitacionPendiente } from './estado.ts';
import { parseCuentaExistente, parseNuevaCuenta } from './schema.ts';
import { efectosAceptacion } from './sustitucion.ts';

interface AcceptResult {
  usuarioId: number;
  /** True when the invitation created the account. */
  cuentaNueva: boolean;
  /** The session the acceptance opens, and where it goes: the project's area when it is for a project. */
  sesion: LoginReply;
}

interface Opts {
  db: Db;
  instancia: Instancia;
  clock: Clock;
  token: string;
  body: unknown;
  /** The accepting request's address and id, for the audit entries. */
  peticion?: Peticion;
  /** PUBLIC_URL's origin, for the link of the profile's mail. */
  origin: string;
  /** Where the new session goes: the platform answers from the page route table. */
  returnPages: ReturnPages;
}

/** What the inviter gave of the person, as the new-account payload names it (only what is known). */
function datosConocidos(i: Invitacion): Record<string, string> {
  const campos = {
    nombre: i.nombre,
    apellido1: i.apellido1,
    apellido2: i.apellido2,
    tipoDocumentoIdentidadClave: i.tipoDocumentoIdentidadClave,
    documentoIdentidad: i.documentoIdentidad,
    telefono: i.telefono,
  };
  return Object.fromEntries(Object.entries(campos).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** Who invited, as the profile's mail names them (the instance when the inviter is gone). */
async function remitenteDe(db: Db, instancia: Instancia, i: Invitacion): Promise<string> {
  if (i.remitenteId === null) return instancia.nombre;
  const [r] = await db.select().from(usuarios).where(eq(usuarios.id, i.remitenteId));
  return r ? nombreCompleto(r) : instancia.nombre;
}

/**
 * The grant of the invitation's profile to `usuario`. For a project, through the one path every
 * project profile takes (the grant, its entry and the mail that links in); a profile for the
 * whole system keeps its plain grant.
 */
async function pasosGrant(
  o: Opts,
  invitacion: Invitacion,
  perfil: Perfil,
  usuario: { id: number | ReturnType<typeof sql<number>>; email: string; nombre: string; tratamiento: string | null },
  actor: { usuarioId: number | null; nombre: string },
): Promise<Paso[]> {
  const { db, instancia, clock } = o;
  const proyecto = invitacion.proyectoId === null ? null : await loadProyectoOpcion({ db, instancia }, invitacion.proyectoId);
  if (proyecto) {
    return pasosPerfilEnProyecto(
      { db, clock, instancia },
      actor,
      {
        usuario,
        perfil,
        proyecto: { id: proyecto.Id, codigo: proyecto.Codigo, centro: proyecto.Centro },
        destino: await areaDelPerfil({ db }, proyecto.Id, perfil.tipoClave),
        remitente: await remitenteDe(db, instancia, invitacion),
      },
      { origin: o.origin },
    );
  }
  return [
    db
      .insert(usuarioPerfiles)
      .values({
        usuarioId: usuario.id,
        perfilId: invitacion.perfilId,
        proyectoId: invitacion.proyectoId,
        altaFecha: clock.now().toISOString(),
      })
      .onConflictDoNothing(),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: typeof usuario.id === 'number' ? usuario.id : nuevoEn(usuarios),
      cambios: [
        { Campo: 'Perfiles', Antes: null, Despues: { perfilId: invitacion.perfilId, proyectoId: invitacion.proyectoId } },
      ],
      siCambia: true,
    }),
  ];
}

/** Whether the account already holds the invitation's profile (for its project, or globally). */
async function yaLoTiene(db: Db, usuarioId: number, invitacion: Invitacion): Promise<boolean> {
  return (await loadAsignacion(db, { usuarioId, perfilId: invitacion.perfilId, proyectoId: invitacion.proyectoId })) !== null;
}

/** The session after acceptance, going into the project's area when the invitation was for a project. */
async function sesionDe(o: Opts, usuarioId: number, invitacion: Invitacion, perfil: Perfil): Promise<LoginReply> {
  const [usuario] = await o.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!usuario) throw new AppError(409, t.yaAceptada);
  const volver =
    invitacion.proyectoId === null ? null : await areaDelPerfil({ db: o.db }, invitacion.proyectoId, perfil.tipoClave);
  return abrirSesion({
    db: o.db,
    clock: o.clock,
    usuario,
    instanciaId: o.instancia.id,
    volver,
    returnPages: o.returnPages,
    peticion: o.peticion,
  });
}

/**
 * PUT /invitaciones/{token}. With an account for the invited e-mail, its password links the
 * profile to it; otherwise the body creates the account (user name and e-mail = the invited
 * address), completed with what the inviter already gave (name, surnames, treatment, document,
 * phone). Either way the profile is granted (for a project, with the mail every project profile
 * brings) and the invitation marked ACE in one batch, so there is never a half-accepted
 * invitation. Then a session opens, as a sign-in would, headed for the project's area.
 */
export async function acceptInvitacion(o: Opts): Promise<AcceptResult> {
  const { db, instancia, clock, peticion } = o;
  const { invitacion, perfil } = await loadInvitacionByToken(db, instancia.id, o.token);
  const now = clock.now();
  requireInvitacionPendiente(invitacion, now);
  const nowIso = now.toISOString();
  const email = invitacion.direccionEmail;

  // Only a still pending, unexpired invitation is marked: a concurrent accept or the
  // expiry job may have changed it since it was read.
  const stillPending = and(eq(invitaciones.id, invitacion.id), pendienteSql(nowIso));

  // A manager's replacement takes the profile from the manager it replaces, in the same batch.
  const efectos = await efectosAceptacion(db, invitacion);

  const [cuenta] = await db
    .select({ u: usuarios, tratamiento: sexos.tratamiento })
    .from(usuarios)
    .leftJoin(sexos, eq(sexos.id, usuarios.sexoId))
    .where(and(eq(usuarios.instanciaId, instancia.id), eq(usuarios.email, email)));

  if (cuenta) {
    const u = cuenta.u;
    const { password } = parseCuentaExistente(o.body);
    // A wrong password here is a guess at the account like a failed sign-in: same counter.
    const key = accountKey(u);
    await requireNotLocked(db, [key], clock);
    if (!(await verifyPassword(password, u.passwordHash))) {
      await recordFailure(db, key, ACCOUNT_LIMIT, clock);
      throw new AppError(422, t.contrasenaIncorrecta, { password: [t.contrasenaIncorrecta] });
    }
    if (!u.activo) throw new AppError(409, t.cuentaDesactivada);
    const actor = { usuarioId: u.id, nombre: nombreCompleto(u) };
    const grant = (await yaLoTiene(db, u.id, invitacion))
      ? []
      : await pasosGrant(
          o,
          invitacion,
          perfil,
          { id: u.id, email, nombre: actor.nombre, tratamiento: cuenta.tratamiento },
          actor,
        );
    try {
      const [marked] = (await commit({ db, clock, instancia, peticion, actor }, [
        db
          .update(invitaciones)
          .set({ estado: 'ACE', usuarioId: u.id, aceptadaEn: nowIso, modificacionFecha: nowIso })
          .where(stillPending)
          .returning({ id: invitaciones.id }),
        auditar({ accion: 'ACEPTAR', entidad: 'invitacion', entidadId: invitacion.id, siCambia: true }),
        ...grant,
        ...efectos,
      ])) as [unknown[]];
      if (marked.length === 0) throw new AppError(409, t.yaAceptada);
    } catch (e) {
      // Another request accepted it (and granted the profile) in the meantime.
      if (isUniqueViolation(e)) throw new AppError(409, t.yaAceptada);
      throw e;
    }
    return { usuarioId: u.id, cuentaNueva: false, sesion: await sesionDe(o, u.id, invitacion, perfil) };
  }

  const cuerpo = typeof o.body === 'object' && o.body !== null && !Array.isArray(o.body) ? o.body : {};
  const datos = parseNuevaCuenta({ ...datosConocidos(invitacion), ...cuerpo });
  const [clash] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, instancia.id), or(eq(usuarios.userName, email), eq(usuarios.email, email))));
  if (clash) throw new AppError(409, t.usuarioExistente);

  const passwordHash = await hashPassword(datos.password);
  const nombre = [datos.nombre, datos.apellido1, datos.apellido2].filter(Boolean).join(' ');
  const [sexo] =
    invitacion.sexoId === null
      ? []
      : await db.select({ id: sexos.id, tratamiento: sexos.tratamiento }).from(sexos).where(eq(sexos.id, invitacion.sexoId));
  // The new row's id is not known inside a batch: later statements find it by e-mail.
  const nuevoId = sql<number>`(select ${usuarios.id} from ${usuarios} where ${usuarios.instanciaId} = ${instancia.id} and ${usuarios.email} = ${email})`;
  const grant = await pasosGrant(
    o,
    invitacion,
    perfil,
    { id: nuevoId, email, nombre, tratamiento: sexo?.tratamiento ?? null },
    { usuarioId: null, nombre },
  );
  try {
    const [inserted] = await commit({ db, clock, instancia, peticion }, [
      db
        .insert(usuarios)
        .values({
          instanciaId: instancia.id,
          userName: email,
          email,
          nombre: datos.nombre,
          apellido1: datos.apellido1,
          apellido2: datos.apellido2 ?? null,
          sexoId: sexo?.id ?? null,
          tipoDocumentoIdentidadClave: datos.tipoDocumentoIdentidadClave,
          documentoIdentidad: datos.documentoIdentidad,
          telefono: datos.telefono ?? null,
          esPersona: true,
          activo: true,
          passwordHash,
          altaFecha: nowIso,
          altaUsuarioNombre: nombre,
        })
        .returning({ id: usuarios.id }),
      auditar({
        accion: 'CREAR',
        entidad: 'usuario',
        entidadId: nuevoEn(usuarios),
        cambios: cambiosDe(null, {
          userName: email,
          email,
          ...datos,
          password: undefined,
          passwordHash,
          perfilId: invitacion.perfilId,
        }),
      }),
      ...grant,
      db
        .update(invitaciones)
        .set({ estado: 'ACE', usuarioId: nuevoId, aceptadaEn: nowIso, modificacionFecha: nowIso })
        .where(stillPending),
      auditar({ accion: 'ACEPTAR', entidad: 'invitacion', entidadId: invitacion.id }),
      ...efectos,
    ]);
    const usuarioId = filaDe<{ id: number }>(inserted).id;
    return { usuarioId, cuentaNueva: true, sesion: await sesionDe(o, usuarioId, invitacion, perfil) };
  } catch (e) {
    // Another request created the account (or accepted) in the meantime.
    if (isUniqueViolation(e)) throw new AppError(409, t.yaAceptada);
    throw e;
  }
}
