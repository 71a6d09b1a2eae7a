import { and, eq } from 'drizzle-orm';
import { manuales } from '../../db/schema/catalogo.ts';
import type { Fichero, TipoFicheroClave } from '../../db/schema/ficheros.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { puedeEscribirCatalogo, puedeLeerCatalogo } from '../catalogo/acceso.ts';
import { esPublico } from '../catalogo/publico-acceso.ts';
import type { Actor, DomainContext } from '../context.ts';
import { FICHEROS_MAX_POR_PROPIETARIO } from './limites.ts';

/**
 * What files may belong to (data-and-calls §7.3: exactly one of these ids per upload). The
 * name is both the multipart field and the column of `ficheros`.
 */
export const CAMPOS_PROPIETARIO = ['manualId', 'proyectoId', 'solicitudId', 'acreditacionId'] as const;
export type CampoPropietario = (typeof CAMPOS_PROPIETARIO)[number];

export const isCampoPropietario = (campo: string): campo is CampoPropietario =>
  (CAMPOS_PROPIETARIO as readonly string[]).includes(campo);

/**
 * One kind of owner: which file types it takes (and how many of each per owner; `max: 1`
 * is a single slot, where a new upload replaces the file in it), how to load one owner of
 * this instance, and who may change or read its files. Adding an owner (requests, projects,
 * accreditations) is one more entry in PROPIETARIOS.
 */
export interface Propietario<T> {
  tipos: Partial<Record<TipoFicheroClave, { max: number }>>;
  /** The owner, or null when there is none with this id in the instance. */
  cargar(ctx: Pick<DomainContext, 'db' | 'instancia'>, id: number): Promise<T | null>;
  /** Upload and delete. */
  puedeEscribir(actor: Actor, owner: T): boolean;
  /** Read; `actor` is null for anonymous visitors (public files). */
  puedeLeer(actor: Actor | null, owner: T): boolean;
  /** Message when the id names no owner. */
  noExiste: string;
}

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

// biome-ignore lint/suspicious/noExplicitAny: each owner has its own loaded shape
export const PROPIETARIOS: Partial<Record<CampoPropietario, Propietario<any>>> = {
  manualId: manual,
};

/** The registered owner column a stored file uses, if any. */
export function propietarioDe(fichero: Fichero): { campo: CampoPropietario; id: number } | null {
  for (const campo of CAMPOS_PROPIETARIO) {
    const id = fichero[campo];
    if (id != null) return { campo, id };
  }
  return null;
}

/** Max files of `tipo` per owner (FICHEROS_MAX_POR_PROPIETARIO unless the owner says less). */
export const maxPorPropietario = (p: Propietario<unknown>, tipo: TipoFicheroClave) =>
  p.tipos[tipo]?.max ?? FICHEROS_MAX_POR_PROPIETARIO;
