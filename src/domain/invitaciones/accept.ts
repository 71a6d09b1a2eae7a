import { and, eq, gt, or, sql } from 'drizzle-orm';
import { type Instancia, invitaciones, usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaDe, nuevoEn, type Peticion } from '../auditoria/registro.ts';
import { efectosAceptacion } from '../autoevaluacion/invitaciones.ts';
import type { Clock } from '../context.ts';
import { AppError } from '../errors.ts';
import { hashPassword, verifyPassword } from '../identidad/password.ts';
import { ACCOUNT_LIMIT, accountKey, assertNotLocked, recordFailure } from '../identidad/rate-limit.ts';
import { assertPending, findByToken } from './estado.ts';
import { parseCuentaExistente, parseNuevaCuenta } from './schema.ts';

export interface AcceptResult {
  usuarioId: number;
  /** True when the invitation created the account. */
  cuentaNueva: boolean;
}

const isUniqueViolation = (e: unknown) =>
  /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e) + String((e as { cause?: unknown })?.cause ?? ''));

/**
 * PUT /invitaciones/{token}. With an account for the invited e-mail, its password links the
 * profile to it; otherwise the body creates the account (user name and e-mail = the invited
 * address). Either way the profile is granted (for the invitation's project, if any) and the
 * invitation marked ACE in one batch, so there is never a half-accepted invitation.
 */
export async function acceptInvitacion(opts: {
  db: Db;
  instancia: Instancia;
  clock: Clock;
  token: string;
  body: unknown;
  /** The accepting request's address and id, for the audit entries. */
  peticion?: Peticion;
}): Promise<AcceptResult> {
  const { db, instancia, clock, peticion } = opts;
  const { invitacion } = await findByToken(db, instancia.id, opts.token);
  const now = clock.now();
  assertPending(invitacion, now);
  const nowIso = now.toISOString();
  const email = invitacion.direccionEmail;

  // Only a still pending, unexpired invitation is marked: a concurrent accept or the
  // expiry job may have changed it since it was read.
  const stillPending = and(eq(invitaciones.id, invitacion.id), eq(invitaciones.estado, 'PTE'), gt(invitaciones.expiraEn, nowIso));

  // A manager's replacement takes the profile from the manager it replaces, in the same batch.
  const efectos = await efectosAceptacion(db, invitacion);

  const [cuenta] = await db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, instancia.id), eq(usuarios.email, email)));

  if (cuenta) {
    const { password } = parseCuentaExistente(opts.body);
    // A wrong password here is a guess at the account like a failed sign-in: same counter.
    const key = accountKey(cuenta);
    await assertNotLocked(db, [key], clock);
    if (!(await verifyPassword(password, cuenta.passwordHash))) {
      await recordFailure(db, key, ACCOUNT_LIMIT, clock);
      throw new AppError(422, t.contrasenaIncorrecta, { password: [t.contrasenaIncorrecta] });
    }
    if (!cuenta.activo) throw new AppError(409, t.cuentaDesactivada);
    const audit = {
      db,
      clock,
      instancia,
      peticion,
      actor: { usuarioId: cuenta.id, nombre: [cuenta.nombre, cuenta.apellido1, cuenta.apellido2].filter(Boolean).join(' ') },
    };
    const [, marked] = (await commit(audit, [
      db
        .insert(usuarioPerfiles)
        .values({ usuarioId: cuenta.id, perfilId: invitacion.perfilId, proyectoId: invitacion.proyectoId, altaFecha: nowIso })
        .onConflictDoNothing(),
      db
        .update(invitaciones)
        .set({ estado: 'ACE', usuarioId: cuenta.id, aceptadaEn: nowIso, modificacionFecha: nowIso })
        .where(stillPending)
        .returning({ id: invitaciones.id }),
      auditar({ accion: 'ACEPTAR', entidad: 'invitacion', entidadId: invitacion.id, siCambia: true }),
      auditar({
        accion: 'CAMBIAR_PERMISOS',
        entidad: 'usuario',
        entidadId: cuenta.id,
        cambios: [
          { Campo: 'Perfiles', Antes: null, Despues: { perfilId: invitacion.perfilId, proyectoId: invitacion.proyectoId } },
        ],
      }),
      ...efectos,
    ])) as [unknown, unknown[]];
    if (marked.length === 0) throw new AppError(409, t.yaAceptada);
    return { usuarioId: cuenta.id, cuentaNueva: false };
  }

  const datos = parseNuevaCuenta(opts.body);
  const [clash] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, instancia.id), or(eq(usuarios.userName, email), eq(usuarios.email, email))));
  if (clash) throw new AppError(409, t.usuarioExistente);

  const passwordHash = await hashPassword(datos.password);
  const nombre = [datos.nombre, datos.apellido1, datos.apellido2].filter(Boolean).join(' ');
  // The new row's id is not known inside a batch: later statements find it by e-mail.
  const nuevoId = sql<number>`(select ${usuarios.id} from ${usuarios} where ${usuarios.instanciaId} = ${instancia.id} and ${usuarios.email} = ${email})`;
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
      db
        .insert(usuarioPerfiles)
        .values({ usuarioId: nuevoId, perfilId: invitacion.perfilId, proyectoId: invitacion.proyectoId, altaFecha: nowIso })
        .onConflictDoNothing(),
      db
        .update(invitaciones)
        .set({ estado: 'ACE', usuarioId: nuevoId, aceptadaEn: nowIso, modificacionFecha: nowIso })
        .where(stillPending),
      auditar({ accion: 'ACEPTAR', entidad: 'invitacion', entidadId: invitacion.id }),
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
      ...efectos,
    ]);
    return { usuarioId: filaDe<{ id: number }>(inserted).id, cuentaNueva: true };
  } catch (e) {
    // Another request created the account (or accepted) in the meantime.
    if (isUniqueViolation(e)) throw new AppError(409, t.yaAceptada);
    throw e;
  }
}
