import { and, eq, type SQL } from 'drizzle-orm';
import { acreditaciones, ficheros } from '../../../db/schema/index.ts';
import { certificado as t } from '../../../i18n/acreditaciones-certificado.ts';
import type { DomainContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type Limit, recordFailure, requireNotLocked } from '../../identidad/rate-limit.ts';
import { todayIso } from '../../shared/fechas.ts';
import type { Storage } from '../../shared/storage.ts';
import { csvBuscado } from '../csv.ts';
import { conCertificadoPublicoSql } from '../en-registro.ts';
import { situacion } from '../vigencia.ts';
import { loadAcreditacionCertificado, localidadDe } from './datos.ts';

// Public verification of a certificate by its CSV (page /acreditacion/verificar, API
// GET publico/verificacion/{csv}). Every lookup, found or not, counts against the caller's
// address in the database-held counters of sign-in (src/domain/identidad/rate-limit.ts), so the
// codes cannot be guessed by trying many; an accreditation not yet published answers as an
// unknown code, so the page never reveals one before the agency does; so does one without its
// public certificate (en-registro.ts): a code no certificate carries verifies nothing.

const MINUTES = 60 * 1000;
/** 60 lookups in 15 minutes per address: an office checking a pile of certificates fits. */
export const VERIFICACION_IP_LIMIT: Limit = { max: 60, windowMs: 15 * MINUTES, lockMs: 15 * MINUTES };
const clave = (ip: string) => `verificacion:ip:${ip}`;

/** What a code looks like once looked-up (csvBuscado): letters, digits and dashes. */
const FORMA_CSV = /^[A-Z0-9-]{6,80}$/;

export type SituacionPublica = 'VIGENTE' | 'CADUCADA' | 'SUSPENDIDA' | 'REVOCADA';

export interface Verificacion {
  Csv: string;
  Situacion: SituacionPublica;
  SituacionNombre: string;
  Explicacion: string;
  Vigente: boolean;
  Marca: string;
  Centro: string;
  Localidad: string | null;
  Nivel: string | null;
  Codigo: string;
  FechaPublicacion: string | null;
  FechaVigencia: string | null;
  FechaSuspension: string | null;
  FechaRevocacion: string | null;
  /** Whether a signed public certificate (CER_PUB) can be downloaded. */
  Certificado: boolean;
}

type VerificacionContext = Pick<DomainContext, 'db' | 'clock' | 'instancia'>;

/** Counts the lookup (429 once the address used up its lookups), then finds the accreditation. */
async function buscar(ctx: VerificacionContext, csvEscrito: string, ip: string) {
  await requireNotLocked(ctx.db, [clave(ip)], ctx.clock, t.demasiadasConsultas);
  await recordFailure(ctx.db, clave(ip), VERIFICACION_IP_LIMIT, ctx.clock);
  const csv = csvBuscado(csvEscrito);
  if (!csv) throw new AppError(422, t.csvObligatorio, { csv: [t.csvObligatorio] });
  if (!FORMA_CSV.test(csv)) throw new AppError(404, t.csvDesconocido);
  const a = await loadAcreditacionCertificado(
    ctx.db,
    ctx.instancia.id,
    and(eq(acreditaciones.csv, csv), conCertificadoPublicoSql) as SQL,
  );
  const hoy = todayIso(ctx.clock.now());
  const s = a ? situacion(a, hoy) : null;
  if (!a || !s || s === 'NO_PUBLICADA') throw new AppError(404, t.csvDesconocido);
  return { a, s, csv };
}

export async function verificarCertificado(ctx: VerificacionContext, csv: string, ip: string): Promise<Verificacion> {
  const { a, s, csv: normalizado } = await buscar(ctx, csv, ip);
  return {
    Csv: normalizado,
    Situacion: s,
    SituacionNombre: t.situaciones[s],
    Explicacion: t.explicaciones[s],
    Vigente: s === 'VIGENTE',
    Marca: a.marca,
    Centro: a.centro,
    Localidad: localidadDe(a),
    Nivel: a.nivelNombre,
    Codigo: a.codigo,
    FechaPublicacion: a.fechaPublicacion,
    FechaVigencia: a.fechaVigencia,
    FechaSuspension: a.fechaSuspension,
    FechaRevocacion: a.fechaRevocacion,
    // Only a certificate in force is handed out (certificadoPublico): the signed PDF of a
    // revoked one would still read as valid in any viewer.
    Certificado: a.ficheroPublicoId !== null && s === 'VIGENTE',
  };
}

/** The download by code: the signed PDF, or (not in force) the situation the status page shows instead. */
export type DescargaCertificado =
  | { nombre: string; bytes: Uint8Array; tipoContenido: string }
  | { situacion: Exclude<SituacionPublica, 'VIGENTE'>; csv: string };

/**
 * The signed original: the accreditation's public certificate (CER_PUB), never the private one.
 * Counted like a lookup. A certificate no longer in force (expired, suspended, revoked) is not
 * handed out: its signature stays valid for ever, so the PDF alone would tell its reader it is
 * in force; the caller sends the reader to the verification page instead, which states the
 * situation and its date (docs/decisions/0062-verificacion-y-datos-abiertos.md).
 */
export async function certificadoPublico(
  ctx: VerificacionContext & { storage: Storage },
  csv: string,
  ip: string,
): Promise<DescargaCertificado> {
  const { a, s, csv: normalizado } = await buscar(ctx, csv, ip);
  if (s !== 'VIGENTE') return { situacion: s, csv: normalizado };
  if (a.ficheroPublicoId === null) throw new AppError(404, t.sinCertificado);
  const [f] = await ctx.db.select().from(ficheros).where(eq(ficheros.id, a.ficheroPublicoId)).limit(1);
  // The column names the public file; its type is checked too, so a misfiled private one never leaves.
  if (f?.tipoClave !== 'CER_PUB' || (f.acreditacionId !== null && f.acreditacionId !== a.id))
    throw new AppError(404, t.sinCertificado);
  const obj = await ctx.storage.get(f.claveAlmacen);
  if (!obj) throw new AppError(404, t.sinCertificado);
  return { nombre: f.nombreFisico, bytes: obj.bytes, tipoContenido: f.tipoContenido };
}
