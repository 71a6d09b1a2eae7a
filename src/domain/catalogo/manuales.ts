import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { ambitos, bloqueAmbitos, bloques, manualAmbitos, manualEtiquetas, manuales, mapas } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { groupByOwner } from '../shared/listado.ts';
import { requireCatalogo } from './acceso.ts';
import { loadManual } from './edicion.ts';

export interface Ref {
  Id: number;
  Nombre: string;
}
export interface EtiquetaRef extends Ref {
  Color: string;
}
interface BloqueRef {
  Id: number;
  Codigo: string | null;
  Nombre: string | null;
  Color: string | null;
  Orden: number;
  Ambitos: Ref[];
}

/** A manual as GET /manuales/{id} returns it. */
export interface ManualRecord {
  Id: number;
  Codigo: string;
  Nombre: string;
  Descripcion: string | null;
  Version: string;
  Enlace: string | null;
  EstadoClave: string;
  Mapa: { Id: number; Clave: string; Nombre: string };
  FechaCierre: string | null;
  FechaPublicacion: string | null;
  Publico: boolean;
  /** False once published: the structure is frozen (ADR 0010). */
  Editable: boolean;
  Bloques: BloqueRef[];
  Ambitos: Ref[];
  Etiquetas: EtiquetaRef[];
  Fichero: { Id: number; NombreFisico: string; Kb: number } | null;
  Auditoria: Auditoria;
}

interface ManualFiltros {
  texto?: string;
  estadoClave?: string;
  publico?: boolean;
  etiquetaId?: number;
  ambitoId?: number;
}

const FIELDS = {
  Id: manuales.id,
  Codigo: manuales.codigo,
  Nombre: manuales.nombre,
  Version: manuales.version,
  EstadoClave: manuales.estadoClave,
  MapaId: manuales.mapaId,
  Descripcion: manuales.descripcion,
  Enlace: manuales.enlace,
  FechaCierre: manuales.fechaCierre,
  FechaPublicacion: manuales.fechaPublicacion,
  Publico: manuales.publico,
  FechaAlta: manuales.altaFecha,
  FechaModificacion: manuales.modificacionFecha,
};

function manualesWhere(db: Db, instanciaId: string, f: ManualFiltros) {
  return and(
    eq(manuales.instanciaId, instanciaId),
    f.estadoClave ? eq(manuales.estadoClave, f.estadoClave as 'edicion') : undefined,
    f.publico === undefined ? undefined : eq(manuales.publico, f.publico),
    f.etiquetaId === undefined
      ? undefined
      : exists(
          db
            .select({ x: sql`1` })
            .from(manualEtiquetas)
            .where(and(eq(manualEtiquetas.manualId, manuales.id), eq(manualEtiquetas.etiquetaId, f.etiquetaId))),
        ),
    f.ambitoId === undefined
      ? undefined
      : exists(
          db
            .select({ x: sql`1` })
            .from(manualAmbitos)
            .where(and(eq(manualAmbitos.manualId, manuales.id), eq(manualAmbitos.ambitoId, f.ambitoId))),
        ),
    ...textSearch(
      sql`${manuales.codigo} || ' ' || ${manuales.nombre} || ' ' || ${manuales.version} || ' ' || coalesce(${manuales.descripcion}, '')`,
      f.texto,
    ),
  );
}

/** GET /manuales: flat rows (the list shows code, name, version, state, public flag, dates). */
export function listManuales(ctx: DomainContext, opts: { query: ListQuery; filtros: ManualFiltros }) {
  requireCatalogo(ctx.actor, 'L');
  return pagedSelect({
    db: ctx.db,
    table: manuales,
    fields: FIELDS,
    where: manualesWhere(ctx.db, ctx.instancia.id, opts.filtros),
    defaultOrder: [asc(manuales.codigo), asc(manuales.version), asc(manuales.id)],
    query: opts.query,
  });
}

/** The manual's MAN file (the newest, should several exist), size in KB rounded down. */
async function manualFichero(db: Db, instanciaId: string, manualId: number) {
  const [f] = await db
    .select({ Id: ficheros.id, NombreFisico: ficheros.nombreFisico, bytes: ficheros.bytes })
    .from(ficheros)
    .where(and(eq(ficheros.instanciaId, instanciaId), eq(ficheros.manualId, manualId), eq(ficheros.tipoClave, 'MAN')))
    .orderBy(desc(ficheros.id))
    .limit(1);
  return f ? { Id: f.Id, NombreFisico: f.NombreFisico, Kb: Math.floor(f.bytes / 1024) } : null;
}

export async function manualEtiquetasOf(db: Db, manualId: number): Promise<EtiquetaRef[]> {
  return db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(manualEtiquetas)
    .innerJoin(etiquetas, eq(etiquetas.id, manualEtiquetas.etiquetaId))
    .where(eq(manualEtiquetas.manualId, manualId))
    .orderBy(asc(etiquetas.nombre), asc(etiquetas.id));
}

export async function manualAmbitosOf(db: Db, manualId: number): Promise<Ref[]> {
  return db
    .select({ Id: ambitos.id, Nombre: ambitos.nombre })
    .from(manualAmbitos)
    .innerJoin(ambitos, eq(ambitos.id, manualAmbitos.ambitoId))
    .where(eq(manualAmbitos.manualId, manualId))
    .orderBy(asc(ambitos.nombre), asc(ambitos.id));
}

/** Scopes of these blocks, one query for all. */
export async function bloqueAmbitosOf(db: Db, bloqueIds: number[]): Promise<Map<number, Ref[]>> {
  if (bloqueIds.length === 0) return new Map();
  const rows = await db
    .select({ owner: bloqueAmbitos.bloqueId, Id: ambitos.id, Nombre: ambitos.nombre })
    .from(bloqueAmbitos)
    .innerJoin(ambitos, eq(ambitos.id, bloqueAmbitos.ambitoId))
    .where(inIds(bloqueAmbitos.bloqueId, bloqueIds))
    .orderBy(asc(ambitos.nombre), asc(ambitos.id));
  return groupByOwner(rows);
}

async function manualBloques(db: Db, manualId: number): Promise<BloqueRef[]> {
  const rows = await db
    .select({ Id: bloques.id, Codigo: bloques.codigo, Nombre: bloques.nombre, Color: bloques.color, Orden: bloques.orden })
    .from(bloques)
    .where(eq(bloques.manualId, manualId))
    .orderBy(asc(bloques.orden), asc(bloques.codigo), asc(bloques.id));
  const amb = await bloqueAmbitosOf(
    db,
    rows.map((r) => r.Id),
  );
  return rows.map((r) => ({ ...r, Ambitos: amb.get(r.Id) ?? [] }));
}

/** The record without a permission check (for replies after an allowed write, and for pages). */
export async function loadManualRecord(ctx: Pick<DomainContext, 'db' | 'instancia'>, manualId: number): Promise<ManualRecord> {
  const m = await loadManual(ctx, manualId);
  const [mapa] = await ctx.db
    .select({ Id: mapas.id, Clave: mapas.clave, Nombre: mapas.nombre })
    .from(mapas)
    .where(eq(mapas.id, m.mapaId));
  const [bloquesOf, ambitosOf, etiquetasOf, fichero] = await Promise.all([
    manualBloques(ctx.db, m.id),
    manualAmbitosOf(ctx.db, m.id),
    manualEtiquetasOf(ctx.db, m.id),
    manualFichero(ctx.db, ctx.instancia.id, m.id),
  ]);
  return {
    Id: m.id,
    Codigo: m.codigo,
    Nombre: m.nombre,
    Descripcion: m.descripcion,
    Version: m.version,
    Enlace: m.enlace,
    EstadoClave: m.estadoClave,
    Mapa: mapa ?? { Id: m.mapaId, Clave: '', Nombre: '' },
    FechaCierre: m.fechaCierre,
    FechaPublicacion: m.fechaPublicacion,
    Publico: m.publico,
    Editable: m.estadoClave === 'edicion',
    Bloques: bloquesOf,
    Ambitos: ambitosOf,
    Etiquetas: etiquetasOf,
    Fichero: fichero,
    Auditoria: auditoriaOf(m),
  };
}

/** GET /manuales/{id}. */
export async function getManual(ctx: DomainContext, manualId: number): Promise<ManualRecord> {
  requireCatalogo(ctx.actor, 'L');
  return loadManualRecord(ctx, manualId);
}
