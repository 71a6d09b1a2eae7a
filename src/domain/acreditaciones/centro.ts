import { and, desc, eq, lte } from 'drizzle-orm';
import { acreditaciones } from '../../db/schema/acreditaciones.ts';
import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { todayIso } from '../shared/fechas.ts';
import { rutaDescargaCertificado, rutaVerificacion } from './certificado/verificacion-url.ts';
import { type SituacionCertificado, situacion } from './vigencia.ts';

// The centre's certificates: the accreditations of its project as its team sees them in its
// area (both areas' homes). Only published ones (publication date reached): before it the
// public verification page does not know the code either, so nothing is shown that cannot be
// checked. The download is the public certificate (CER_PUB) through its public route by CSV,
// the one anybody holding the certificate's code may use; the private one stays with staff.

export interface CertificadoCentro {
  Id: number;
  Codigo: string;
  Csv: string;
  Nivel: string | null;
  FechaPublicacion: string;
  FechaVigencia: string | null;
  Situacion: Exclude<SituacionCertificado, 'NO_PUBLICADA'>;
  /** Path of the signed public certificate's download, or null while it is not generated. */
  Descarga: string | null;
  /** Path of the public verification page of its CSV. */
  Verificacion: string;
}

/** The published accreditations of the project of record `autoevaluacionId`, newest first (AE in the project, or staff). */
export async function listCertificadosCentro(ctx: DomainContext, autoevaluacionId: number): Promise<CertificadoCentro[]> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, {
    gestion: PROYECTOS.gestiona,
    marco: true,
  });
  const hoy = todayIso(ctx.clock.now());
  const rows = await ctx.db
    .select()
    .from(acreditaciones)
    .where(
      and(
        eq(acreditaciones.proyectoId, a.proyectoId),
        eq(acreditaciones.instanciaId, ctx.instancia.id),
        lte(acreditaciones.fechaPublicacion, hoy),
      ),
    )
    .orderBy(desc(acreditaciones.fechaPublicacion), desc(acreditaciones.id));
  return rows.flatMap((r) => {
    const s = situacion(r, hoy);
    if (s === 'NO_PUBLICADA') return [];
    return [
      {
        Id: r.id,
        Codigo: r.codigo,
        Csv: r.csv,
        Nivel: r.nivelNombre,
        FechaPublicacion: r.fechaPublicacion as string,
        FechaVigencia: r.fechaVigencia,
        Situacion: s,
        Descarga: r.ficheroPublicoId !== null ? rutaDescargaCertificado(r.csv) : null,
        Verificacion: rutaVerificacion(r.csv),
      },
    ];
  });
}
