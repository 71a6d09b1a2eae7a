import { and, eq, sql } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { ESTADO_ABIERTA } from '../autoevaluacion/reglas.ts';
import { AppError } from '../errors.ts';
import type { FicherosContext } from '../ficheros/ficheros.ts';
import { deleteObjects, validarFichero } from '../ficheros/subida.ts';
import { abortaSiNoCambia, esGuardia } from '../shared/guardia.ts';
import { newStorageKey } from '../shared/storage.ts';
import { requirePublicador } from './acceso.ts';

// The evaluation's report (spec `ficheroInforme`, file type INF, required to publish). It is
// uploaded with the file rules every upload obeys (validarFichero: size, name, content sniffed),
// narrowed to one PDF. The file row names no owner column: it belongs to the evaluation record
// (autoevaluaciones.fichero_informe_id), and who may read it is decided by ficheros/propietario-informe.ts,
// so the centre's team, who read the project's documents, do not see it before publication.

/** The report's rule: one file, PDF only, the general per-file limit (FICHERO_MAX_BYTES). */
const TIPOS_INFORME = { INF: { max: 1, extensiones: ['pdf'] } } as const;

export interface InformeEntrante {
  nombreFisico: string;
  bytes: Uint8Array;
}

/**
 * POST autoevaluaciones/{id}/informe: attaches (or replaces) the report of an evaluation in
 * progress, by whoever may publish it. The row and the record's pointer change in one batch,
 * only while the evaluation is still CURSO; the previous report's row and bytes go afterwards.
 */
export async function adjuntarInforme(ctx: FicherosContext, autoevaluacionId: number, f: InformeEntrante | null) {
  const { actor, autoevaluacion: a } = await requirePublicador(ctx, autoevaluacionId, 'informe');
  if (!f) throw new AppError(422, t.informeObligatorio, { contenidoBinario: [t.informeObligatorio] });
  const v = validarFichero({ ...f, tipoClave: 'INF' }, 0, TIPOS_INFORME);
  const [actual] = await ctx.db
    .select({ ficheroId: autoevaluaciones.ficheroInformeId })
    .from(autoevaluaciones)
    .where(eq(autoevaluaciones.id, a.id));
  const key = newStorageKey();
  const now = ctx.clock.now();
  await ctx.storage.put(key, v.bytes, v.mime);
  let anterior: { clave: string }[] = [];
  try {
    const nuevoId = sql<number>`(select ${ficheros.id} from ${ficheros} where ${ficheros.claveAlmacen} = ${key})`;
    const [, , , borrado] = (await commit(ctx, [
      ctx.db.insert(ficheros).values({
        instanciaId: ctx.instancia.id,
        nombreFisico: v.nombre,
        claveAlmacen: key,
        tipoContenido: v.mime,
        bytes: v.bytes.byteLength,
        tipoClave: 'INF',
        altaFecha: now.toISOString(),
        altaUsuarioId: actor.usuarioId,
        altaUsuarioNombre: actor.nombre,
      }),
      ctx.db
        .update(autoevaluaciones)
        .set({ ficheroInformeId: nuevoId, ...modificacionAudit(actor, now) })
        .where(and(eq(autoevaluaciones.id, a.id), eq(autoevaluaciones.estadoClave, ESTADO_ABIERTA))),
      // Published between the gate and this batch: nothing of it stays.
      abortaSiNoCambia(ctx.db),
      ctx.db
        .delete(ficheros)
        .where(and(eq(ficheros.id, actual?.ficheroId ?? -1), eq(ficheros.tipoClave, 'INF')))
        .returning({ clave: ficheros.claveAlmacen }),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'autoevaluacion',
        entidadId: a.id,
        cambios: [{ Campo: 'FicheroInforme', Antes: actual?.ficheroId ?? null, Despues: v.nombre }],
      }),
    ])) as [unknown, unknown, unknown, { clave: string }[]];
    anterior = borrado;
  } catch (err) {
    await deleteObjects(ctx, [key]);
    if (esGuardia(err)) throw new AppError(409, t.yaPublicada);
    throw err;
  }
  await deleteObjects(
    ctx,
    anterior.map((r) => r.clave),
  );
  const [row] = await ctx.db
    .select({ Id: ficheros.id, NombreFisico: ficheros.nombreFisico, Bytes: ficheros.bytes })
    .from(ficheros)
    .where(eq(ficheros.claveAlmacen, key));
  if (!row) throw new AppError(409, t.yaPublicada);
  return { Id: row.Id, NombreFisico: row.NombreFisico, Kb: Math.floor(row.Bytes / 1024) };
}
