import { and, asc, eq } from 'drizzle-orm';
import { manuales } from '../../db/schema/catalogo.ts';
import type { Fichero } from '../../db/schema/ficheros.ts';
import { procesoTiposFichero } from '../../db/schema/procesos.ts';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { solicitudesAlta as alta } from '../../i18n/solicitudes-alta.ts';
import { puedeEscribirCatalogo, puedeLeerCatalogo } from '../catalogo/acceso.ts';
import { esPublico } from '../catalogo/publico-acceso.ts';
import type { DomainContext } from '../context.ts';
import { SOLICITUDES } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { extensionesDe } from '../procesos/lectura.ts';
import { FICHEROS_MAX_POR_PROPIETARIO } from './limites.ts';
import type { Propietario, ReglaTipo, TiposPropietario } from './propietario.ts';
import { acreditacion } from './propietario-acreditacion.ts';
import { actuacion } from './propietario-actuacion.ts';
import { mensaje } from './propietario-mensaje.ts';
import { proyecto } from './propietario-proyecto.ts';

/**
 * What files may belong to (exactly one of these ids per upload). The
 * name is both the multipart field and the column of `ficheros`.
 */
const CAMPOS_PROPIETARIO = ['manualId', 'proyectoId', 'solicitudId', 'acreditacionId', 'actuacionId', 'mensajeId'] as const;
export type CampoPropietario = (typeof CAMPOS_PROPIETARIO)[number];

export const isCampoPropietario = (campo: string): campo is CampoPropietario =>
  (CAMPOS_PROPIETARIO as readonly string[]).includes(campo);

type ManualPropietario = Pick<typeof manuales.$inferSelect, 'id' | 'publico' | 'estadoClave'>;

/**
 * A manual's file (tipo MAN, one per manual). Written by MANUALES at E, also once the manual
 * is published (ADR 0010 leaves the file editable). Read by anyone, without a session too,
 * when the manual is public and published (vigente or obsoleto): what the public manual pages
 * show. Otherwise by catalogue readers.
 */
const manual: Propietario<ManualPropietario> = {
  tipos: { MAN: { max: 1 } },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: manuales.id, publico: manuales.publico, estadoClave: manuales.estadoClave })
      .from(manuales)
      .where(and(eq(manuales.id, id), eq(manuales.instanciaId, ctx.instancia.id)));
    return row ?? null;
  },
  puedeEscribir: (actor) => puedeEscribirCatalogo(actor),
  puedeLeer: (actor, m) => esPublico(m) || puedeLeerCatalogo(actor),
  noExiste: textos.manualNoExiste,
};

type SolicitudPropietario = Pick<typeof solicitudes.$inferSelect, 'id' | 'procesoId' | 'estadoClave'>;

/** A process file type as a rule: its file count, size limit (bytes) and extensions. */
export const reglaDeTipoProceso = (t: {
  limiteFicheros: number | null;
  limiteTamano: number | null;
  extensiones: string | null;
}): ReglaTipo => ({
  max: t.limiteFicheros ?? FICHEROS_MAX_POR_PROPIETARIO,
  maxBytes: t.limiteTamano,
  extensiones: extensionesDe(t.extensiones).map((e) => e.toLowerCase()),
});

/**
 * A request's files: the file types of its process, internal ones included (staff add those),
 * each with its limits. Written by GEST_SOLICITUDES at E while the request is pending; read by
 * GEST_SOLICITUDES at L or E. The applicant's own files arrive with POST /solicitudes.
 */
const solicitud: Propietario<SolicitudPropietario> = {
  tipos: {},
  async tiposDe(ctx, s) {
    const rows = await ctx.db
      .select()
      .from(procesoTiposFichero)
      .where(eq(procesoTiposFichero.procesoId, s.procesoId))
      .orderBy(asc(procesoTiposFichero.orden));
    return Object.fromEntries(rows.map((r) => [r.clave.toUpperCase(), reglaDeTipoProceso(r)]));
  },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: solicitudes.id, procesoId: solicitudes.procesoId, estadoClave: solicitudes.estadoClave })
      .from(solicitudes)
      .where(and(eq(solicitudes.id, id), eq(solicitudes.instanciaId, ctx.instancia.id)));
    return row ?? null;
  },
  puedeEscribir: (actor, s) => s.estadoClave === 'PTE' && puede(actor, SOLICITUDES.escribe),
  puedeLeer: (actor, _s) => puede(actor, SOLICITUDES.lee),
  noExiste: alta.solicitudNoExiste,
};

// biome-ignore lint/suspicious/noExplicitAny: each owner has its own loaded shape
export const PROPIETARIOS: Partial<Record<CampoPropietario, Propietario<any>>> = {
  manualId: manual,
  solicitudId: solicitud,
  proyectoId: proyecto,
  acreditacionId: acreditacion,
  actuacionId: actuacion,
  mensajeId: mensaje,
};

/** The file types `owner` takes: its own list when the kind has one, else the kind's static one. */
export async function tiposPara<T>(
  ctx: Pick<DomainContext, 'db' | 'instancia'>,
  kind: Propietario<T>,
  owner: T,
): Promise<TiposPropietario> {
  return kind.tiposDe ? kind.tiposDe(ctx, owner) : (kind.tipos as TiposPropietario);
}

/** The rule of `tipo` when the owner takes it (own keys only: a client may send "__proto__"). */
export const reglaDe = (tipos: TiposPropietario, tipo: string): ReglaTipo | undefined =>
  Object.hasOwn(tipos, tipo) ? tipos[tipo] : undefined;

/** The registered owner column a stored file uses, if any. */
export function propietarioDe(fichero: Fichero): { campo: CampoPropietario; id: number } | null {
  for (const campo of CAMPOS_PROPIETARIO) {
    const id = fichero[campo];
    if (id != null) return { campo, id };
  }
  return null;
}

/** Max files of `tipo` per owner (FICHEROS_MAX_POR_PROPIETARIO unless the owner says less). */
export const maxPorPropietario = (tipos: TiposPropietario, tipo: string) =>
  reglaDe(tipos, tipo)?.max ?? FICHEROS_MAX_POR_PROPIETARIO;
