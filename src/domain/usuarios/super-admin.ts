import { and, eq, or } from 'drizzle-orm';
import { instancias, usuarios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaDe, nuevoEn } from '../auditoria/registro.ts';
import { hashPassword } from '../identidad/password.ts';
import { isEmail, passwordProblems } from '../validation/rules.ts';

type SaveResult = { ok: true; usuarioId: number } | { ok: false; errores: string[] };

/**
 * A super administrator for a fresh deployment (the `admin:crear` command). Refuses to
 * touch an existing account: it never changes anyone's password or rights.
 */
export async function saveSuperAdministrador(
  db: Db,
  input: { instanciaId: string; email: string; password: string; nombre: string; apellido1: string },
  now = new Date(),
): Promise<SaveResult> {
  const email = input.email.trim().toLowerCase();
  const errores: string[] = [];
  if (!isEmail(email)) errores.push(validacion.email);
  errores.push(...passwordProblems(input.password));
  const [instancia] = await db.select({ id: instancias.id }).from(instancias).where(eq(instancias.id, input.instanciaId));
  if (!instancia) errores.push(`La instancia «${input.instanciaId}» no existe`);
  if (errores.length > 0) return { ok: false, errores };

  const [existing] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, input.instanciaId), or(eq(usuarios.email, email), eq(usuarios.userName, email))));
  if (existing) return { ok: false, errores: ['Ya existe una cuenta con esa dirección de correo; no se modifica'] };

  const valores = {
    instanciaId: input.instanciaId,
    userName: email,
    email,
    nombre: input.nombre,
    apellido1: input.apellido1,
    tipoDocumentoIdentidadClave: 'DNI',
    esSuperAdmin: true,
    passwordHash: await hashPassword(input.password),
    altaFecha: now.toISOString(),
    altaUsuarioNombre: 'admin:crear',
  };
  const [rows] = await commit(
    { db, clock: { now: () => now }, instancia: { id: input.instanciaId }, actor: { usuarioId: 0, nombre: 'admin:crear' } },
    [
      db.insert(usuarios).values(valores).returning({ id: usuarios.id }),
      auditar({ accion: 'CREAR', entidad: 'usuario', entidadId: nuevoEn(usuarios), cambios: cambiosDe(null, valores) }),
    ],
  );
  return { ok: true, usuarioId: filaDe<{ id: number }>(rows).id };
}
