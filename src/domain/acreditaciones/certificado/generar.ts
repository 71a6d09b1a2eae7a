import { eq, inArray, sql } from 'drizzle-orm';
import { acreditaciones, ficheros } from '../../../db/schema/index.ts';
import { certificadoEmitido, certificado as t } from '../../../i18n/acreditaciones-certificado.ts';
import { auditar, commit } from '../../auditoria/registro.ts';
import { AppError } from '../../errors.ts';
import type { FicherosContext } from '../../ficheros/ficheros.ts';
import { deleteObjects } from '../../ficheros/subida.ts';
import { ACREDITACIONES, requireArea } from '../../permisos/politicas.ts';
import { isUniqueViolation } from '../../shared/comun.ts';
import { newStorageKey } from '../../shared/storage.ts';
import { avisoConCertificado } from '../emision.ts';
import { firmanteDeP12 } from './cms.ts';
import { loadAcreditacionCertificado, localidadDe } from './datos.ts';
import { firmarPdf } from './firma.ts';
import { pdfCertificado } from './pdf.ts';
import { urlVerificacion } from './verificacion-url.ts';

export const DESTINOS = ['CER_PUB', 'CER_PRV'] as const;
export type Destino = (typeof DESTINOS)[number];

/** What generating needs beyond the files' context: the signing certificate and the public origin. */
interface CertificadoContext extends FicherosContext {
  /** The deployment's PKCS#12 and its password (src/platform/firma), or null when none is configured. */
  firma: () => Promise<{ p12: Uint8Array; clave: string } | null>;
  /** PUBLIC_URL's origin: the QR and the printed address start with it, never with the request's Host. */
  origenPublico: string;
  /** A production deployment (NODE_ENV=production): its documents must carry an https address. */
  produccion: boolean;
}

/**
 * A certificate outlives the deployment that printed it: its QR and address are read years later
 * by someone who cannot ask which host was meant. In production they must be PUBLIC_URL over
 * https, or the certificate is not made (409); in development the listening address serves.
 */
function requireOrigenPublicable(ctx: Pick<CertificadoContext, 'origenPublico' | 'produccion'>): void {
  if (ctx.produccion && !/^https:\/\//i.test(ctx.origenPublico)) throw new AppError(409, t.origenNoSeguro(ctx.origenPublico));
}

const COLUMNA = { CER_PUB: 'ficheroPublicoId', CER_PRV: 'ficheroPrivadoId' } as const;

/**
 * POST acreditaciones/{id}/certificado: builds the certificate from the accreditation and its
 * project, signs it (PAdES) and stores it as the public (CER_PUB) and/or private (CER_PRV)
 * certificate, replacing the one there. Bytes first; then, in one batch, the file rows, the
 * accreditation's columns, the removal of the replaced rows and the audit entry (and, with the
 * accreditation's first public certificate when it is published, the centre's notice: emision.ts);
 * the new bytes are removed if the batch fails, the replaced ones after it succeeds.
 */
export async function generarCertificado(
  ctx: CertificadoContext,
  acreditacionId: number,
  destinos: readonly Destino[],
): Promise<{ ficheros: { tipoClave: Destino; ficheroId: number }[] }> {
  const actor = requireArea(ctx.actor, ACREDITACIONES, 'E');
  const unicos = [...new Set(destinos)];
  if (unicos.length === 0) throw new AppError(422, t.destinoObligatorio, { destinos: [t.destinoObligatorio] });
  const a = await loadAcreditacionCertificado(ctx.db, ctx.instancia.id, eq(acreditaciones.id, acreditacionId));
  if (!a) throw new AppError(404, t.acreditacionNoEncontrada);
  requireOrigenPublicable(ctx);

  const config = await ctx.firma();
  if (!config) throw new AppError(409, t.firmaNoConfigurada);
  let firmante: ReturnType<typeof firmanteDeP12>;
  try {
    firmante = firmanteDeP12(config.p12, config.clave);
  } catch {
    throw new AppError(409, t.firmaNoValida);
  }
  const now = ctx.clock.now();
  const pdf = await firmarPdf(
    await pdfCertificado(
      {
        marca: a.marca,
        centro: a.centro,
        localidad: localidadDe(a),
        codigo: a.codigo,
        proyectoCodigo: a.proyectoCodigo,
        proceso: a.proceso,
        ambito: a.ambito,
        nivel: a.nivelNombre,
        fechaPublicacion: a.fechaPublicacion,
        fechaVigencia: a.fechaVigencia,
        csv: a.csv,
        urlVerificacion: urlVerificacion(ctx.origenPublico, a.csv),
      },
      now,
    ),
    firmante,
  );

  const fecha = now.toISOString();
  const quien = { modificacionFecha: fecha, modificacionUsuarioId: actor.usuarioId, modificacionUsuarioNombre: actor.nombre };
  const claves = unicos.map(() => newStorageKey());
  const aviso =
    unicos.includes('CER_PUB') && a.ficheroPublicoId === null
      ? await avisoConCertificado({ db: ctx.db, clock: ctx.clock, origen: ctx.origenPublico }, a.id)
      : [];
  const anteriores = unicos.map((d) => a[COLUMNA[d]]).filter((id): id is number => id !== null);
  let result: unknown[];
  try {
    for (const clave of claves) await ctx.storage.put(clave, pdf, 'application/pdf');
    const inserts = unicos.map((d, i) =>
      ctx.db
        .insert(ficheros)
        .values({
          instanciaId: ctx.instancia.id,
          nombreFisico: t.nombreFichero(a.codigo, d),
          claveAlmacen: claves[i] as string,
          tipoContenido: 'application/pdf',
          bytes: pdf.byteLength,
          tipoClave: d,
          acreditacionId: a.id,
          descripcion: t.descripcionFichero,
          altaFecha: fecha,
          altaUsuarioId: actor.usuarioId,
          altaUsuarioNombre: actor.nombre,
        })
        .returning({ id: ficheros.id }),
    );
    // The new rows' ids are known only inside the batch: found by their storage keys.
    const columnas = Object.fromEntries(
      unicos.map((d, i) => [
        COLUMNA[d],
        sql`(select ${ficheros.id} from ${ficheros} where ${ficheros.claveAlmacen} = ${claves[i]})`,
      ]),
    );
    const update = ctx.db
      .update(acreditaciones)
      .set({ ...columnas, ...quien })
      .where(eq(acreditaciones.id, a.id));
    const borrar = ctx.db
      .delete(ficheros)
      .where(inArray(ficheros.id, anteriores.length > 0 ? anteriores : [-1]))
      .returning({ clave: ficheros.claveAlmacen });
    const entrada = auditar({
      accion: 'MODIFICAR',
      entidad: 'acreditacion',
      entidadId: a.id,
      cambios: unicos.map((d) => ({ Campo: COLUMNA[d], Antes: a[COLUMNA[d]], Despues: t.nombreFichero(a.codigo, d) })),
    });
    result = await commit(ctx, [...inserts, update, borrar, entrada, ...aviso]);
  } catch (err) {
    await deleteObjects(ctx, claves);
    // The notice's ledger row was written by the daily job meanwhile: nothing was stored, try again.
    if (isUniqueViolation(err) && aviso.length > 0) throw new AppError(409, certificadoEmitido.generandose);
    throw err;
  }
  const creados = result.slice(0, unicos.length) as { id: number }[][];
  const borrados = result[unicos.length + 1] as { clave: string }[];
  await deleteObjects(
    ctx,
    borrados.map((r) => r.clave),
  );
  return { ficheros: unicos.map((d, i) => ({ tipoClave: d, ficheroId: creados[i]?.[0]?.id ?? 0 })) };
}
