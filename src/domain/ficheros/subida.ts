import { and, eq, inArray } from 'drizzle-orm';
import { ficheros, type TipoClaveFichero } from '../../db/schema/ficheros.ts';
import { errores } from '../../i18n/errores.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { solicitudesAlta as alta } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { newStorageKey } from '../shared/storage.ts';
import { hasControlCharacters } from '../validation/rules.ts';
import type { FicherosContext } from './ficheros.ts';
import {
  characterCount,
  DESCRIPCION_MAX,
  displayName,
  extensionOf,
  FICHERO_MAX_BYTES,
  FICHEROS_MAX_POR_PETICION,
  NOMBRE_FISICO_MAX,
} from './limites.ts';
import type { TiposPropietario } from './propietario.ts';
import {
  type CampoPropietario,
  isCampoPropietario,
  maxPorPropietario,
  PROPIETARIOS,
  reglaDe,
  tiposPara,
} from './propietarios.ts';
import { EXTENSIONES_POR_TIPO, isExecutable, sniff } from './sniff.ts';
import { inspectZip, type ZipProblema } from './zip.ts';

/** One file of a POST ficheros, as the route read it (position i of the indexed arrays). */
export interface FicheroEntrante {
  nombreFisico: string;
  bytes: Uint8Array;
  tipoClave: string;
  descripcion?: string | null;
}

export interface Subida {
  campo: string;
  propietarioId: number;
  ficheros: FicheroEntrante[];
}

export interface Validado {
  nombre: string;
  bytes: Uint8Array;
  mime: string;
  tipoClave: TipoClaveFichero;
  descripcion: string | null;
}

const ZIP_MENSAJE: Record<ZipProblema, (n: string) => string> = {
  danado: textos.zipNoValido,
  demasiadoGrande: textos.zipDemasiadoGrande,
  ratio: textos.zipRatio,
  entradas: textos.zipEntradas,
  solapado: textos.zipNoValido,
  anidado: textos.zipAnidado,
  noComprobable: textos.zipNoComprobable,
};

const fail = (status: AppError['status'], campo: string, message: string): never => {
  throw new AppError(status, message, { [campo]: [message] });
};

/**
 * The checks of one file, cheapest first, against the types its owner takes (and the type's
 * own size limit and extensions, where it has them); throws the refusal naming the file.
 */
export function validarFichero(f: FicheroEntrante, i: number, tipos: TiposPropietario): Validado {
  const nombre = displayName(f.nombreFisico);
  if (!nombre) fail(422, `nombreFisico[${i}]`, textos.nombreObligatorio(i + 1));
  if (characterCount(nombre) > NOMBRE_FISICO_MAX) fail(422, `nombreFisico[${i}]`, textos.nombreFicheroDemasiadoLargo(nombre));
  const tipoClave = f.tipoClave.trim().toUpperCase();
  if (!tipoClave) fail(422, `tipoClave[${i}]`, textos.tipoClaveObligatorio(i + 1));
  const regla = reglaDe(tipos, tipoClave);
  if (!regla) return fail(422, `tipoClave[${i}]`, textos.tipoClaveNoValido(tipoClave));
  const descripcion = f.descripcion?.trim() || null;
  if (descripcion && characterCount(descripcion) > DESCRIPCION_MAX)
    fail(422, `descripcion[${i}]`, textos.descripcionDemasiadoLarga);
  if (descripcion && hasControlCharacters(descripcion)) fail(422, `descripcion[${i}]`, validacion.controlCharacters);
  const campo = `contenidoBinario[${i}]`;
  if (f.bytes.byteLength > FICHERO_MAX_BYTES) fail(413, campo, textos.ficheroDemasiadoGrande(nombre));
  // Shown in KB of 1024 bytes, as the browser's check (src/components/ficheros/checks.ts) does.
  if (regla.maxBytes && f.bytes.byteLength > regla.maxBytes) {
    fail(413, campo, textos.ficheroSuperaKb(nombre, Math.floor(regla.maxBytes / 1024)));
  }
  if (f.bytes.byteLength === 0) fail(422, campo, textos.ficheroVacio(nombre));
  const tipo = sniff(f.bytes);
  const extensiones = tipo ? EXTENSIONES_POR_TIPO[tipo.tipo] : undefined;
  if (!tipo || !extensiones || isExecutable(f.bytes)) return fail(415, campo, textos.tipoNoAdmitido(nombre));
  if (!extensiones.includes(extensionOf(nombre))) {
    // A known content under a known extension of another type reads better than "not admitted".
    const ext = extensionOf(nombre);
    const admitted = Object.values(EXTENSIONES_POR_TIPO).some((l) => l?.includes(ext));
    fail(415, campo, admitted ? textos.extensionNoCoincide(nombre, tipo.extension) : textos.tipoNoAdmitido(nombre));
  }
  if (regla.extensiones?.length && !regla.extensiones.includes(extensionOf(nombre))) {
    fail(415, campo, alta.extensionNoAdmitida(nombre, regla.extensiones));
  }
  if (tipo.tipo === 'zip') {
    const zip = inspectZip(f.bytes);
    if (!zip.ok) fail(422, campo, ZIP_MENSAJE[zip.problema](nombre));
  }
  return { nombre, bytes: f.bytes, mime: tipo.mime, tipoClave, descripcion };
}

function requireActor(ctx: FicherosContext): Actor {
  if (!ctx.actor) throw new AppError(401, errores.noAutenticado);
  return ctx.actor;
}

/** The registered owner kind and the loaded owner; 422 when unknown or missing, 403 without the right. */
async function ownerFor(ctx: FicherosContext, actor: Actor, campo: string, id: number) {
  const kind = isCampoPropietario(campo) ? PROPIETARIOS[campo] : undefined;
  if (!kind) throw new AppError(422, textos.propietarioNoValido, { [campo]: [textos.propietarioNoValido] });
  const owner = await kind.cargar(ctx, id);
  if (!owner) throw new AppError(422, kind.noExiste, { [campo]: [kind.noExiste] });
  if (!kind.puedeEscribir(actor, owner)) throw new AppError(403, textos.sinPermisoSubir);
  return { kind, owner, campo: campo as CampoPropietario };
}

/** Removes stored objects after a failed write; a failure to remove one is logged, not thrown. */
export async function deleteObjects(ctx: Pick<FicherosContext, 'storage'>, keys: string[]) {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (err) {
      console.warn(`[ficheros] no se pudo borrar el objeto ${key}`, err);
    }
  }
}

/**
 * POST ficheros: checks the owner and every file first (nothing is written while any file
 * is refused), then stores the bytes, then records every row in one batch. A storage or
 * database failure removes the bytes already written. A type that is a single slot on its
 * owner (max 1, e.g. a manual's MAN) is replaced: the old row goes in the same batch and its
 * bytes afterwards; the browser asks for confirmation before replacing.
 */
export async function subirFicheros(ctx: FicherosContext, subida: Subida): Promise<number[]> {
  const actor = requireActor(ctx);
  const { kind, owner, campo } = await ownerFor(ctx, actor, subida.campo, subida.propietarioId);
  const tipos = await tiposPara(ctx, kind, owner);
  if (subida.ficheros.length === 0) throw new AppError(422, textos.sinFicheros, { contenidoBinario: [textos.sinFicheros] });
  if (subida.ficheros.length > FICHEROS_MAX_POR_PETICION) {
    const m = textos.demasiadosFicheros(FICHEROS_MAX_POR_PETICION);
    throw new AppError(422, m, { contenidoBinario: [m] });
  }
  const validos = subida.ficheros.map((f, i) => validarFichero(f, i, tipos));

  // How many of each type the owner would hold afterwards.
  const column = ficheros[campo];
  const ownerRows = and(eq(ficheros.instanciaId, ctx.instancia.id), eq(column, subida.propietarioId));
  const nuevosPorTipo = new Map<TipoClaveFichero, number>();
  for (const v of validos) nuevosPorTipo.set(v.tipoClave, (nuevosPorTipo.get(v.tipoClave) ?? 0) + 1);
  const reemplazar: TipoClaveFichero[] = [];
  for (const [tipo, nuevos] of nuevosPorTipo) {
    const max = maxPorPropietario(tipos, tipo);
    if (max === 1) {
      if (nuevos > 1) throw new AppError(422, textos.soloUnoDelTipo(tipo), { tipoClave: [textos.soloUnoDelTipo(tipo)] });
      reemplazar.push(tipo);
      continue;
    }
    const existentes = await ctx.db.$count(ficheros, and(ownerRows, eq(ficheros.tipoClave, tipo)));
    if (existentes + nuevos > max) {
      throw new AppError(422, textos.demasiadosDelTipo(max, tipo), { tipoClave: [textos.demasiadosDelTipo(max, tipo)] });
    }
  }

  const written: string[] = [];
  const now = ctx.clock.now().toISOString();
  let result: [{ clave: string }[], ...{ id: number }[][]];
  try {
    for (const v of validos) {
      const key = newStorageKey();
      written.push(key);
      await ctx.storage.put(key, v.bytes, v.mime);
    }
    const inserts = validos.map((v, i) =>
      ctx.db
        .insert(ficheros)
        .values({
          instanciaId: ctx.instancia.id,
          nombreFisico: v.nombre,
          claveAlmacen: written[i] as string,
          tipoContenido: v.mime,
          bytes: v.bytes.byteLength,
          tipoClave: v.tipoClave,
          [campo]: subida.propietarioId,
          descripcion: v.descripcion,
          altaFecha: now,
          altaUsuarioId: actor.usuarioId,
          altaUsuarioNombre: actor.nombre,
        })
        .returning({ id: ficheros.id }),
    );
    const replaced = ctx.db
      .delete(ficheros)
      .where(reemplazar.length > 0 ? and(ownerRows, inArray(ficheros.tipoClave, reemplazar)) : eq(ficheros.id, -1))
      .returning({ clave: ficheros.claveAlmacen });
    // The delete runs first, so it cannot match the rows this batch inserts.
    // Recorded on the owner (its history lists its files), e.g. entity 'solicitud' for solicitudId.
    const entrada = auditar({
      accion: 'MODIFICAR',
      entidad: campo.replace(/Id$/, ''),
      entidadId: subida.propietarioId,
      cambios: [{ Campo: 'Ficheros', Antes: null, Despues: validos.map((v) => `${v.tipoClave}: ${v.nombre}`) }],
    });
    // Last in the batch, after the inserts it points at; its result is dropped below.
    const sincronizar = kind.sincronizar?.(ctx, owner);
    const all = await commit(ctx, [replaced, ...inserts, entrada, sincronizar]);
    result = all.slice(0, 1 + inserts.length) as typeof result;
  } catch (err) {
    await deleteObjects(ctx, written);
    throw err;
  }
  const [removed, ...created] = result;
  await deleteObjects(
    ctx,
    removed.map((r) => r.clave),
  );
  return created.map(([row]) => {
    if (!row) throw new Error('La inserción del fichero no devolvió su id');
    return row.id;
  });
}
