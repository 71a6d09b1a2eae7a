import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { generarCertificado } from '../../domain/acreditaciones/certificado/generar.ts';
import { auditar, commit } from '../../domain/auditoria/registro.ts';
import { firmarFicheros } from '../../domain/firmas/firmas.ts';
import { proveedorSello } from '../../domain/firmas/proveedor.ts';
import { getInformeEvaluacion } from '../../domain/informes/evaluacion.ts';
import { pdfInforme } from '../../domain/informes/informe-pdf.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { newStorageKey, type Storage } from '../../domain/shared/storage.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { ficheros } from '../schema/ficheros.ts';
import { firmas } from '../schema/firmas.ts';
import { fasesProyecto } from '../schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo, contextoDemoComo, mediodia } from './contexto-demo.ts';
import { EVALUACIONES_DEMO } from './evaluaciones-resultado-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// The demo's files, made by the product's own generators so they look like the real thing:
// each published evaluation's report (INF, the report PDF of src/domain/informes; attached
// before publishing by valoracion-demo.ts, so this only fills a database seeded before that) and each
// demo accreditation's public and private certificates (CER_PUB, CER_PRV, signed by the
// certificate generator of src/domain/acreditaciones/certificado), and one report signed by
// both profiles its process asks (firmasDemo). Bytes go through the
// storage port only (a folder on Node, R2 on Workers), rows through the same batches as the
// product (audited, attributed to the demo author). Without a signing certificate the
// certificates and the signatures are skipped with a log line; the reports need none. Idempotent: only what is
// missing is made.

const AUTOR = 'Datos de demostración';

export interface OpcionesFicherosDemo {
  storage: Storage;
  /** The signing certificate (src/platform/firma), or null when the deployment has none. */
  firma: () => Promise<{ p12: Uint8Array; clave: string } | null>;
  /** The public origin the certificates' QR codes point at. */
  origenPublico: string;
  log?: (mensaje: string) => void;
}

/** The demo context with the storage the files go to. */
async function contexto(db: Db, now: Date, storage: Storage) {
  const ctx = await contextoDemo(db, now);
  return ctx ? { ...ctx, storage } : null;
}

/** Each published evaluation without a report gets the report PDF of its own figures. */
async function informes(ctx: NonNullable<Awaited<ReturnType<typeof contexto>>>): Promise<number> {
  const sinInforme = await ctx.db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(autoevaluaciones.instanciaId, SOLUDABLE.id),
        eq(fasesProyecto.tipoClave, 'EVA'),
        isNotNull(autoevaluaciones.fechaPublicacion),
        isNull(autoevaluaciones.ficheroInformeId),
      ),
    );
  for (const { id } of sinInforme) {
    const informe = await getInformeEvaluacion(ctx, id, 'informe');
    const pdf = await pdfInforme(informe, 'informe', informe.FechaPublicacion ?? todayIso(ctx.clock.now()));
    const clave = newStorageKey();
    const nombre = `informe-${informe.Proyecto.Codigo.replace(/[^\w-]/g, '_')}.pdf`;
    await ctx.storage.put(clave, pdf, 'application/pdf');
    await commit(ctx, [
      ctx.db.insert(ficheros).values({
        instanciaId: SOLUDABLE.id,
        nombreFisico: nombre,
        claveAlmacen: clave,
        tipoContenido: 'application/pdf',
        bytes: pdf.byteLength,
        tipoClave: 'INF',
        altaFecha: ctx.clock.now().toISOString(),
        altaUsuarioId: ctx.actor.usuarioId,
        altaUsuarioNombre: AUTOR,
      }),
      ctx.db
        .update(autoevaluaciones)
        .set({ ficheroInformeId: sqlIdDe(clave) })
        .where(and(eq(autoevaluaciones.id, id), isNull(autoevaluaciones.ficheroInformeId))),
      auditar({
        accion: 'MODIFICAR',
        entidad: 'autoevaluacion',
        entidadId: id,
        cambios: [{ Campo: 'FicheroInforme', Antes: null, Despues: nombre }],
      }),
    ]);
  }
  return sinInforme.length;
}

/** The id of the file row stored under `clave`: known only inside the batch, found by its unique storage key. */
const sqlIdDe = (clave: string) =>
  sql<number>`(select ${ficheros.id} from ${ficheros} where ${ficheros.claveAlmacen} = ${clave})`;

/** Each demo accreditation missing a certificate gets both, generated and signed. */
async function certificados(
  ctx: NonNullable<Awaited<ReturnType<typeof contexto>>>,
  o: OpcionesFicherosDemo,
): Promise<number | null> {
  const faltan = await ctx.db
    .select({ id: acreditaciones.id })
    .from(acreditaciones)
    .where(
      and(
        eq(acreditaciones.instanciaId, SOLUDABLE.id),
        or(isNull(acreditaciones.ficheroPublicoId), isNull(acreditaciones.ficheroPrivadoId)),
      ),
    );
  if (faltan.length === 0) return 0;
  if (!(await o.firma())) return null;
  // Demo certificates: made for trying the product, on whatever address it runs at.
  const cctx = { ...ctx, firma: o.firma, origenPublico: o.origenPublico, produccion: false };
  for (const { id } of faltan) await generarCertificado(cctx, id, ['CER_PUB', 'CER_PRV']);
  return faltan.length;
}

/**
 * The published ACR evaluation's report signed by the two profiles the demo process asks (the
 * default requirements: head of evaluation, then the agency's director), each through the call
 * /firmas makes (firmarFicheros: an incremental PAdES signature, the FIR row, the audit entry)
 * as that person, with the agency's seal: she the day after publication, he the day after. The
 * other published reports stay pending (PTE) for her. Skipped when the report is signed already
 * or there is no signing certificate.
 */
async function firmasDemo(ctx: NonNullable<Awaited<ReturnType<typeof contexto>>>, o: OpcionesFicherosDemo): Promise<number> {
  const [informe] = await ctx.db
    .select({ id: autoevaluaciones.ficheroInformeId, publicada: autoevaluaciones.fechaPublicacion })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(
      and(
        eq(solicitudes.instanciaId, SOLUDABLE.id),
        eq(solicitudes.referencia, EVALUACIONES_DEMO.ACR),
        eq(autoevaluaciones.faseClave, 'EVA-INI'),
      ),
    );
  if (!informe?.id || !informe.publicada) return 0;
  const [hecha] = await ctx.db.select({ id: firmas.id }).from(firmas).where(eq(firmas.ficheroId, informe.id)).limit(1);
  if (hecha || !(await o.firma())) return 0;
  const proveedor = proveedorSello(o.firma);
  const firmantes = ['jefeevaluacion', 'admin'];
  for (const [i, userName] of firmantes.entries()) {
    const cuando = new Date(Math.min(mediodia(sumarDias(informe.publicada, i + 1)).getTime(), ctx.clock.now().getTime()));
    const como = { ...(await contextoDemoComo(ctx.db, userName, cuando)), storage: ctx.storage };
    await firmarFicheros(como, [informe.id], proveedor);
  }
  return firmantes.length;
}

/** Makes the demo's missing report and certificate files and signatures; returns what it made. */
export async function seedDemoFicheros(db: Db, now: Date, o: OpcionesFicherosDemo) {
  const log = o.log ?? ((m: string) => console.log(m));
  const ctx = await contexto(db, now, o.storage);
  if (!ctx) return { informes: 0, certificados: 0, firmas: 0 };
  const nInformes = await informes(ctx);
  const nCertificados = await certificados(ctx, o);
  if (nCertificados === null)
    log('Datos de demostración: sin certificado de firma configurado, las acreditaciones quedan sin certificados PDF.');
  const nFirmas = await firmasDemo(ctx, o);
  return { informes: nInformes, certificados: nCertificados ?? 0, firmas: nFirmas };
}
