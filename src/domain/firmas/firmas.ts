import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type EstadoFirma, firmas } from '../../db/schema/firmas.ts';
import { acreditaciones, autoevaluaciones, ficheros, perfiles, proyectos, usuarioPerfiles } from '../../db/schema/index.ts';
import { firmas as t } from '../../i18n/firmas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import type { FicherosContext } from '../ficheros/ficheros.ts';
import { deleteObjects } from '../ficheros/subida.ts';
import { FIRMAS, requireArea } from '../permisos/politicas.ts';
import { newStorageKey } from '../shared/storage.ts';
import type { ProveedorFirma } from './proveedor.ts';
import { loadRequisitos } from './requisitos.ts';

/** One signature a document needs: pending (PTE) or made (FIR, with who and when). */
export interface FilaFirma {
  ficheroId: number;
  nombre: string;
  tipoFicheroClave: string;
  proyectoId: number;
  proyectoCodigo: string;
  perfilClave: string;
  perfilNombre: string;
  estado: EstadoFirma;
  usuarioFirma: string | null;
  fechaFirma: string | null;
  /** The actor holds the profile (globally or in the project) and the signature is pending. */
  puedeFirmar: boolean;
}

/**
 * Files of a project, of its accreditation or the report of one of its evaluations (which points
 * at its file rather than the file at the project), with the project's process.
 */
async function loadDocumentos(ctx: FicherosContext, ficheroIds?: readonly number[]) {
  const proyectoDe = or(
    eq(proyectos.id, ficheros.proyectoId),
    eq(proyectos.id, acreditaciones.proyectoId),
    eq(proyectos.id, autoevaluaciones.proyectoId),
  );
  return ctx.db
    .select({
      id: ficheros.id,
      nombre: ficheros.nombreFisico,
      tipoClave: ficheros.tipoClave,
      tipoContenido: ficheros.tipoContenido,
      claveAlmacen: ficheros.claveAlmacen,
      proyectoId: proyectos.id,
      proyectoCodigo: proyectos.codigo,
      procesoId: proyectos.procesoId,
    })
    .from(ficheros)
    .leftJoin(acreditaciones, eq(acreditaciones.id, ficheros.acreditacionId))
    .leftJoin(autoevaluaciones, eq(autoevaluaciones.ficheroInformeId, ficheros.id))
    .innerJoin(proyectos, proyectoDe)
    .where(and(eq(ficheros.instanciaId, ctx.instancia.id), ficheroIds ? inArray(ficheros.id, [...ficheroIds]) : undefined))
    .orderBy(ficheros.id);
}

/** The profiles the actor holds: globally (proyectoId null) or per project. */
async function loadPerfilesActor(ctx: FicherosContext, actor: Actor) {
  return ctx.db
    .select({ clave: perfiles.clave, proyectoId: usuarioPerfiles.proyectoId })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(
      and(eq(usuarioPerfiles.usuarioId, actor.usuarioId), or(isNull(usuarioPerfiles.proyectoId), eq(perfiles.general, false))),
    );
}

async function buildFilas(ctx: FicherosContext, actor: Actor, ficheroIds?: readonly number[]): Promise<FilaFirma[]> {
  const docs = await loadDocumentos(ctx, ficheroIds);
  const requisitos = await loadRequisitos(ctx.db, [...new Set(docs.map((d) => d.procesoId))]);
  const hechas = docs.length
    ? await ctx.db
        .select()
        .from(firmas)
        .where(
          inArray(
            firmas.ficheroId,
            docs.map((d) => d.id),
          ),
        )
    : [];
  // A signature made stays listed (FIR) after its process stops requiring it; only pending ones
  // follow the process's current requirements.
  const requisitosDe = (d: (typeof docs)[number]) => [
    ...(requisitos.get(d.procesoId) ?? []).filter((r) => r.tipoFicheroClave === d.tipoClave),
    ...hechas
      .filter((f) => f.ficheroId === d.id)
      .filter(
        (f) => !requisitos.get(d.procesoId)?.some((r) => r.tipoFicheroClave === d.tipoClave && r.perfilClave === f.perfilClave),
      )
      .map((f) => ({ tipoFicheroClave: d.tipoClave, perfilClave: f.perfilClave, orden: 0 })),
  ];
  const relevantes = docs.filter((d) => requisitosDe(d).length);
  if (!relevantes.length) return [];
  const nombres = new Map(
    (
      await ctx.db
        .select({ clave: perfiles.clave, nombre: perfiles.nombrePublico })
        .from(perfiles)
        .where(eq(perfiles.instanciaId, ctx.instancia.id))
    ).map((p) => [p.clave, p.nombre]),
  );
  const mios = await loadPerfilesActor(ctx, actor);
  const tiene = (perfil: string, proyectoId: number) =>
    mios.some((p) => p.clave === perfil && (p.proyectoId === null || p.proyectoId === proyectoId));
  const veTodo = actor.esSuperAdmin || actor.permisosGenerales.some((p) => p.clave === 'GEST_FIRMA');
  const filas: FilaFirma[] = [];
  for (const d of relevantes) {
    for (const r of requisitosDe(d)) {
      const hecha = hechas.find((f) => f.ficheroId === d.id && f.perfilClave === r.perfilClave);
      const suyo = tiene(r.perfilClave, d.proyectoId);
      // Agency staff see every document; a project's signer only the ones of its profiles.
      if (!veTodo && !suyo) continue;
      filas.push({
        ficheroId: d.id,
        nombre: d.nombre,
        tipoFicheroClave: d.tipoClave,
        proyectoId: d.proyectoId,
        proyectoCodigo: d.proyectoCodigo,
        perfilClave: r.perfilClave,
        perfilNombre: nombres.get(r.perfilClave) ?? r.perfilClave,
        estado: hecha ? 'FIR' : 'PTE',
        usuarioFirma: hecha?.usuarioFirmaNombre ?? null,
        fechaFirma: hecha?.fechaFirma ?? null,
        puedeFirmar: !hecha && suyo,
      });
    }
  }
  return filas;
}

/** GET firmas: the documents that need a signature, one row per profile that must sign. */
export async function listFirmas(ctx: FicherosContext): Promise<FilaFirma[]> {
  const actor = requireArea(ctx.actor, FIRMAS, 'L');
  return buildFilas(ctx, actor);
}

/**
 * POST ficheros/firmar: signs each chosen file once for every pending profile of it the actor
 * holds, each signature appended incrementally by the provider. Then, in one batch: the files'
 * new bytes, the signature rows (FIR, who, when) and an audit entry per signature; the new
 * bytes are removed if the batch fails, the replaced ones after it succeeds.
 */
export async function firmarFicheros(
  ctx: FicherosContext,
  ficheroIds: readonly number[],
  proveedor: ProveedorFirma,
): Promise<{ firmas: { ficheroId: number; perfilClave: string }[] }> {
  const actor = requireArea(ctx.actor, FIRMAS, 'E');
  const ids = [...new Set(ficheroIds)];
  if (!ids.length) throw new AppError(422, t.ficherosObligatorios, { ficheros: [t.ficherosObligatorios] });
  const filas = await buildFilas(ctx, actor, ids);
  const docs = await loadDocumentos(ctx, ids);
  const now = ctx.clock.now();
  const fecha = now.toISOString();
  const hechas: { ficheroId: number; perfilClave: string }[] = [];
  const pasos = [];
  const nuevas: string[] = [];
  const antiguas: string[] = [];
  try {
    for (const id of ids) {
      const doc = docs.find((d) => d.id === id);
      if (!doc) throw new AppError(404, t.noEncontrado);
      const mias = filas.filter((f) => f.ficheroId === id && f.puedeFirmar);
      if (!mias.length) throw new AppError(403, t.noPuedeFirmar(doc.nombre));
      if (doc.tipoContenido !== 'application/pdf') throw new AppError(422, t.noEsPdf(doc.nombre));
      const stored = await ctx.storage.get(doc.claveAlmacen);
      if (!stored) throw new AppError(404, t.noEncontrado);
      let pdf = stored.bytes;
      for (const f of mias) {
        try {
          pdf = await proveedor.firmar(pdf, {
            nombre: t.nombreFirma(actor.nombre, f.perfilNombre),
            razon: t.razonFirma(actor.nombre, f.perfilNombre),
            ubicacion: t.ubicacion,
            fecha: now,
          });
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw new AppError(422, t.pdfIlegible(doc.nombre));
        }
        hechas.push({ ficheroId: id, perfilClave: f.perfilClave });
        pasos.push(
          ctx.db.insert(firmas).values({
            instanciaId: ctx.instancia.id,
            ficheroId: id,
            tipoFicheroClave: f.tipoFicheroClave,
            perfilClave: f.perfilClave,
            estado: 'FIR',
            usuarioFirmaId: actor.usuarioId,
            usuarioFirmaNombre: actor.nombre,
            fechaFirma: fecha,
            altaFecha: fecha,
            altaUsuarioId: actor.usuarioId,
            altaUsuarioNombre: actor.nombre,
          }),
          auditar({
            accion: 'FIRMAR',
            entidad: 'fichero',
            entidadId: id,
            cambios: [
              { Campo: 'firma', Antes: 'PTE', Despues: t.razonFirma(actor.nombre, f.perfilNombre) },
              { Campo: 'fechaFirma', Antes: null, Despues: fecha },
            ],
          }),
        );
      }
      const clave = newStorageKey();
      await ctx.storage.put(clave, pdf, 'application/pdf');
      nuevas.push(clave);
      antiguas.push(doc.claveAlmacen);
      pasos.push(
        ctx.db
          .update(ficheros)
          .set({
            claveAlmacen: clave,
            bytes: pdf.byteLength,
            modificacionFecha: fecha,
            modificacionUsuarioId: actor.usuarioId,
            modificacionUsuarioNombre: actor.nombre,
          })
          .where(eq(ficheros.id, id)),
      );
    }
    await commit(ctx, pasos);
  } catch (err) {
    await deleteObjects(ctx, nuevas);
    throw err;
  }
  await deleteObjects(ctx, antiguas);
  return { firmas: hechas };
}
