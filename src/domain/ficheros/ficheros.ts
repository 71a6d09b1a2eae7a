import { and, eq, ne, sql } from 'drizzle-orm';
import { type Fichero, ficheros, usuarios } from '../../db/schema/index.ts';
import { errores } from '../../i18n/errores.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { newStorageKey, type Storage } from '../shared/storage.ts';
import { AVATAR_MAX_BYTES, AVATAR_MIME, characterCount, displayName, NOMBRE_FISICO_MAX } from './limites.ts';
import { puedeLeerInforme } from './propietario-informe.ts';
import { PROPIETARIOS, propietarioDe } from './propietarios.ts';
import { sniff } from './sniff.ts';

/** A domain context that can also reach the file storage. */
export interface FicherosContext extends DomainContext {
  storage: Storage;
}

function requireActor(ctx: DomainContext): Actor {
  if (!ctx.actor) throw new AppError(401, errores.noAutenticado);
  return ctx.actor;
}

/** Removes stored bytes after the metadata is gone; a failure only leaves an orphan object. */
async function deleteObjects(storage: Storage, keys: string[]) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      console.warn(`[ficheros] no se pudo borrar el objeto ${key}`, err);
    }
  }
}

/**
 * PUT yo/avatar: checks size (413), name (422) and sniffed type (415), stores the bytes
 * under a new random key, then in one batch records the file, points the user at it and
 * removes the user's other avatar rows, whose bytes are deleted afterwards. Deleting "every
 * other avatar of the user" rather than "the one read before" keeps concurrent uploads
 * consistent: whichever batch runs last wins and nothing stays referenced but deleted.
 */
export async function setAvatar(
  ctx: FicherosContext,
  input: { nombreFisico: string; bytes: Uint8Array },
): Promise<{ ficheroId: number }> {
  const actor = requireActor(ctx);
  if (input.bytes.byteLength > AVATAR_MAX_BYTES) {
    throw new AppError(413, textos.imagenDemasiadoGrande, { contenidoBinario: [textos.imagenDemasiadoGrande] });
  }
  const tipo = sniff(input.bytes);
  const nombre = displayName(input.nombreFisico) || `avatar.${tipo?.extension ?? 'img'}`;
  if (characterCount(nombre) > NOMBRE_FISICO_MAX) {
    throw new AppError(422, textos.nombreDemasiadoLargo, { nombreFisico: [textos.nombreDemasiadoLargo] });
  }
  if (!tipo || !AVATAR_MIME.has(tipo.mime)) {
    throw new AppError(415, textos.tipoImagenNoAdmitido, { contenidoBinario: [textos.tipoImagenNoAdmitido] });
  }

  const key = newStorageKey();
  await ctx.storage.put(key, input.bytes, tipo.mime);
  const now = ctx.clock.now().toISOString();
  const mine = and(
    eq(ficheros.instanciaId, ctx.instancia.id),
    eq(ficheros.usuarioId, actor.usuarioId),
    eq(ficheros.tipoClave, 'AVATAR'),
  );
  let result: [{ id: number }[], unknown, { clave: string }[]];
  try {
    result = (await commit(ctx, [
      ctx.db
        .insert(ficheros)
        .values({
          instanciaId: ctx.instancia.id,
          nombreFisico: nombre,
          claveAlmacen: key,
          tipoContenido: tipo.mime,
          bytes: input.bytes.byteLength,
          tipoClave: 'AVATAR',
          usuarioId: actor.usuarioId,
          altaFecha: now,
          altaUsuarioId: actor.usuarioId,
          altaUsuarioNombre: actor.nombre,
        })
        .returning({ id: ficheros.id }),
      ctx.db
        .update(usuarios)
        .set({
          ficheroAvatarId: sql`(select ${ficheros.id} from ${ficheros} where ${ficheros.claveAlmacen} = ${key})`,
          modificacionFecha: now,
          modificacionUsuarioId: actor.usuarioId,
          modificacionUsuarioNombre: actor.nombre,
        })
        .where(eq(usuarios.id, actor.usuarioId)),
      ctx.db
        .delete(ficheros)
        .where(and(mine, ne(ficheros.claveAlmacen, key)))
        .returning({ clave: ficheros.claveAlmacen }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'usuario',
        entidadId: actor.usuarioId,
        cambios: [{ Campo: 'Avatar', Antes: null, Despues: nombre }],
      }),
    ])) as typeof result;
  } catch (err) {
    await deleteObjects(ctx.storage, [key]);
    throw err;
  }
  const [[inserted], , removed] = result;
  if (!inserted) throw new Error('La inserción del fichero no devolvió su id');
  await deleteObjects(
    ctx.storage,
    removed.map((r) => r.clave),
  );
  return { ficheroId: inserted.id };
}

/** DELETE yo/avatar: clears the user's avatar and deletes its file (nothing to do is fine). */
export async function removeAvatar(ctx: FicherosContext): Promise<void> {
  const actor = requireActor(ctx);
  const now = ctx.clock.now().toISOString();
  const [, removed] = (await commit(ctx, [
    ctx.db
      .update(usuarios)
      .set({
        ficheroAvatarId: null,
        modificacionFecha: now,
        modificacionUsuarioId: actor.usuarioId,
        modificacionUsuarioNombre: actor.nombre,
      })
      .where(eq(usuarios.id, actor.usuarioId)),
    ctx.db
      .delete(ficheros)
      .where(
        and(
          eq(ficheros.instanciaId, ctx.instancia.id),
          eq(ficheros.usuarioId, actor.usuarioId),
          eq(ficheros.tipoClave, 'AVATAR'),
        ),
      )
      .returning({ clave: ficheros.claveAlmacen }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'usuario',
      entidadId: actor.usuarioId,
      cambios: [{ Campo: 'Avatar', Antes: 'AVATAR', Despues: null }],
    }),
  ])) as [unknown, { clave: string }[]];
  await deleteObjects(
    ctx.storage,
    removed.map((r) => r.clave),
  );
}

/**
 * Who may read a file. Files of a registered owner (src/domain/ficheros/propietarios.ts)
 * follow the owner's rule, which may let anonymous visitors in (public manuals). Avatars are
 * seen by every signed-in user of the instance (they appear next to names everywhere). Any
 * other file (owners not registered yet) only by the user it belongs to, the user who
 * uploaded it, or a super administrator.
 */
async function mayRead(ctx: FicherosContext, fichero: Fichero): Promise<boolean | 'sin-propietario'> {
  const actor = ctx.actor;
  // An evaluation's report: its own rule (visible to the centre's team only once published).
  if (fichero.tipoClave === 'INF') return puedeLeerInforme(ctx, fichero);
  const owner = propietarioDe(fichero);
  const kind = owner ? PROPIETARIOS[owner.campo] : undefined;
  if (owner && kind) {
    const loaded = await kind.cargar(ctx, owner.id);
    if (!loaded) return 'sin-propietario';
    return kind.puedeLeer(actor, loaded);
  }
  if (!actor) return false;
  if (fichero.tipoClave === 'AVATAR' || actor.esSuperAdmin) return true;
  return fichero.usuarioId === actor.usuarioId || fichero.altaUsuarioId === actor.usuarioId;
}

async function loadFichero(ctx: FicherosContext, ficheroId: number): Promise<Fichero> {
  const [fichero] = await ctx.db
    .select()
    .from(ficheros)
    .where(and(eq(ficheros.id, ficheroId), eq(ficheros.instanciaId, ctx.instancia.id)));
  if (!fichero) throw new AppError(404, textos.ficheroNoEncontrado);
  return fichero;
}

/**
 * The metadata of a file the caller may read. Without a session, any file that is not public
 * answers 401, whether it exists or not: an anonymous caller learns nothing about which ids
 * exist. With a session: 404 when missing (or its owner is gone), 403 without the right.
 */
export async function getFicheroInfo(ctx: FicherosContext, ficheroId: number): Promise<Fichero> {
  const [fichero] = await ctx.db
    .select()
    .from(ficheros)
    .where(and(eq(ficheros.id, ficheroId), eq(ficheros.instanciaId, ctx.instancia.id)));
  const may = fichero ? await mayRead(ctx, fichero) : 'sin-propietario';
  if (fichero && may === true) return fichero;
  if (!ctx.actor) throw new AppError(401, errores.noAutenticado);
  if (may === 'sin-propietario') throw new AppError(404, textos.ficheroNoEncontrado);
  throw new AppError(403, textos.sinPermisoFichero);
}

/** GET ficheros/{id}: the metadata and bytes of a file the caller may read (401/403/404). */
export async function getFichero(ctx: FicherosContext, ficheroId: number): Promise<{ fichero: Fichero; bytes: Uint8Array }> {
  const fichero = await getFicheroInfo(ctx, ficheroId);
  const stored = await ctx.storage.get(fichero.claveAlmacen);
  if (!stored) {
    console.warn(`[ficheros] el fichero ${fichero.id} no tiene contenido almacenado`);
    throw new AppError(404, textos.ficheroNoEncontrado);
  }
  return { fichero, bytes: stored.bytes };
}

/**
 * DELETE ficheros/{id}: by whoever may write the file's owner (403 otherwise). Avatars go
 * through DELETE yo/avatar, which also clears the user's reference; files of owners not
 * registered yet only by a super administrator. `requireBorrable` is the caller's check of
 * where the file is used (areas of a later layer: a finished self-assessment's answers, 409),
 * run after the owner's gate. The row goes first, then the bytes.
 */
export async function removeFichero(
  ctx: FicherosContext,
  ficheroId: number,
  requireBorrable: (ctx: Pick<DomainContext, 'db'>, ficheroId: number) => Promise<void>,
): Promise<void> {
  const actor = requireActor(ctx);
  const fichero = await loadFichero(ctx, ficheroId);
  if (fichero.tipoClave === 'AVATAR') throw new AppError(422, textos.imagenPerfilDesdePerfil);
  const owner = propietarioDe(fichero);
  const kind = owner ? PROPIETARIOS[owner.campo] : undefined;
  let allowed = actor.esSuperAdmin;
  if (owner && kind) {
    const loaded = await kind.cargar(ctx, owner.id);
    allowed = loaded ? kind.puedeEscribir(actor, loaded) : actor.esSuperAdmin;
  }
  if (!allowed) throw new AppError(403, textos.sinPermisoEliminar);
  await requireBorrable(ctx, fichero.id);
  const antes = await filaActual(ctx.db, ficheros, fichero.id);
  const [removed] = (await commit(ctx, [
    ctx.db
      .delete(ficheros)
      .where(and(eq(ficheros.id, fichero.id), eq(ficheros.instanciaId, ctx.instancia.id)))
      .returning({ clave: ficheros.claveAlmacen }),
    auditar({ accion: 'ELIMINAR', entidad: 'fichero', entidadId: fichero.id, cambios: cambiosDe(antes, null) }),
  ])) as [{ clave: string }[]];
  await deleteObjects(
    ctx.storage,
    removed.map((r) => r.clave),
  );
}
