import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { perfiles, usuarioPerfiles } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { isUniqueViolation } from '../shared/comun.ts';
import { requirePersonas } from './acceso.ts';
import { loadCuentaAviso } from './cuentas.ts';
import { loadAsignacion, loadPerfil } from './perfil-lectura.ts';
import { areaDelPerfil, pasosPerfilEnProyecto } from './perfil-proyecto.ts';
import { quitarPerfil } from './perfil-quitar.ts';
import { loadProyectoOpcion } from './proyecto-opcion.ts';
import { loadTarget } from './save.ts';

/** GET /perfiles: the profiles of the instance, for selects (any signed-in user). */
export function listPerfiles(ctx: DomainContext, opts: { query: ListQuery; general?: boolean; tipoClave?: string }) {
  const conditions: SQL[] = [eq(perfiles.instanciaId, ctx.instancia.id)];
  if (opts.general !== undefined) conditions.push(eq(perfiles.general, opts.general));
  if (opts.tipoClave) conditions.push(sql`upper(${perfiles.tipoClave}) = ${opts.tipoClave.toUpperCase()}`);
  return pagedSelect({
    db: ctx.db,
    table: perfiles,
    fields: {
      Id: perfiles.id,
      NombrePublico: perfiles.nombrePublico,
      Clave: perfiles.clave,
      TipoClave: perfiles.tipoClave,
      General: perfiles.general,
    },
    where: and(...conditions),
    defaultOrder: [asc(perfiles.id)],
    query: opts.query,
  });
}

/**
 * POST /usuarios/{id}/perfiles: a profile for the whole system (general profiles, no
 * project) or for one project (the others, project required; the person gets the mail every
 * project profile brings, src/domain/usuarios/perfil-proyecto.ts). Holding it already is a 409.
 */
export async function assignPerfil(
  ctx: DomainContext,
  usuarioId: number,
  input: { perfilId: number; proyectoId?: number },
  opts: { origin: string },
): Promise<{ id: number }> {
  const actor = requirePersonas(ctx.actor, 'E');
  await loadTarget(ctx, actor, usuarioId);
  const perfil = await loadPerfil(ctx.db, ctx.instancia.id, input.perfilId);
  if (!perfil) throw new AppError(422, errores.datosNoValidos, { perfilId: [t.perfilNoExiste] });
  if (perfil.general && input.proyectoId !== undefined) {
    throw new AppError(422, errores.datosNoValidos, { proyectoId: [t.perfilGeneralSinProyecto] });
  }
  if (!perfil.general && input.proyectoId === undefined) {
    throw new AppError(422, errores.datosNoValidos, { proyectoId: [t.perfilRequiereProyecto] });
  }
  if (input.proyectoId !== undefined) return assignEnProyecto(ctx, actor, usuarioId, perfil, input.proyectoId, opts);
  const valores = { usuarioId, perfilId: perfil.id, proyectoId: input.proyectoId ?? null, ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(usuarioPerfiles).values(valores).onConflictDoNothing().returning({ id: usuarioPerfiles.id }),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: usuarioId,
      cambios: [{ Campo: 'Perfiles', Antes: null, Despues: { perfilId: perfil.id, proyectoId: input.proyectoId ?? null } }],
      siCambia: true,
    }),
  ]);
  const row = (rows as { id: number }[])[0];
  if (!row) throw new AppError(409, t.perfilYaAsignado);
  return { id: row.id };
}

/** A project profile through the one path that grants and tells (409 when held, 422 for a project that is not there). */
async function assignEnProyecto(
  ctx: DomainContext,
  actor: Actor,
  usuarioId: number,
  perfil: { id: number; nombrePublico: string; tipoClave: string },
  proyectoId: number,
  opts: { origin: string },
): Promise<{ id: number }> {
  const proyecto = await loadProyectoOpcion(ctx, proyectoId);
  if (!proyecto) throw new AppError(422, errores.datosNoValidos, { proyectoId: [t.proyectoNoExiste] });
  const usuario = await loadCuentaAviso(ctx, usuarioId);
  if (!usuario) throw new AppError(404, t.noEncontrado);
  const pasos = pasosPerfilEnProyecto(
    ctx,
    actor,
    {
      usuario,
      perfil,
      proyecto: { id: proyecto.Id, codigo: proyecto.Codigo, centro: proyecto.Centro },
      destino: await areaDelPerfil(ctx, proyecto.Id, perfil.tipoClave),
    },
    opts,
  );
  try {
    await commit(ctx, pasos);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, t.perfilYaAsignado);
    throw err;
  }
  const id = await loadAsignacion(ctx.db, { usuarioId, perfilId: perfil.id, proyectoId });
  if (id === null) throw new AppError(409, t.perfilYaAsignado);
  return { id };
}

/**
 * DELETE /usuarios/{id}/perfiles/{perfilId} (the global assignment) and
 * …/proyectos/{proyectoId} (the one for that project). 404 when it is not held.
 */
export async function removePerfil(ctx: DomainContext, usuarioId: number, perfilId: number, proyectoId?: number): Promise<void> {
  const actor = requirePersonas(ctx.actor, 'E');
  await loadTarget(ctx, actor, usuarioId);
  const quitado = await quitarPerfil(ctx, { usuarioId, perfilId, proyectoId: proyectoId ?? null });
  if (!quitado) throw new AppError(404, t.perfilNoAsignado);
}
