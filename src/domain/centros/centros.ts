import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { localidades, municipios, provincias } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { centros, solicitudes } from '../../db/schema/solicitudes.ts';
import { centrosApi as t } from '../../i18n/centros.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { validateUbicacion } from '../lookups/geografia.ts';
import { eqIf } from '../shared/comun.ts';
import { altaEntre } from '../shared/dias-alta.ts';
import { auditColumnsOf, listPage, orderByKey, project, resolveCampos } from '../shared/listado.ts';
import { contadorDe } from '../shared/recuentos.ts';
import { filtroDeLista, searchTerms } from '../shared/search.ts';
import { requireCentros } from './acceso.ts';
import type { CentroInput } from './schema.ts';

type Ref = { Id: number; Nombre: string };

/** A centre as the API and the pages show it. */
export interface CentroRecord {
  Id: number;
  Nombre: string;
  Direccion: string | null;
  CodigoPostal: string;
  CIF: string | null;
  Provincia: Ref | null;
  Municipio: Ref | null;
  Localidad: Ref | null;
  /** When it was registered (ISO instant). */
  FechaAlta: string;
  Auditoria: Auditoria;
}

export interface CentrosFiltros {
  /** Name, CIF, postal code or address; every word must appear (accent/case-insensitive). */
  texto?: string;
  /** Registration day range in Spain's calendar, yyyy-mm-dd or dd/mm/yyyy, both inclusive. */
  fechaDesde?: string;
  fechaHasta?: string;
  provinciaId?: number;
}

const prov = alias(provincias, 'centro_provincia');
const mun = alias(municipios, 'centro_municipio');
const loc = alias(localidades, 'centro_localidad');

const ref = (id: number | null, nombre: string | null): Ref | null =>
  id === null || nombre === null ? null : { Id: id, Nombre: nombre };

function selectCentros(ctx: DomainContext, joins = { prov: true, mun: true, loc: true }) {
  // A join left out reads NULL for its name: each is to at most one row, so no row changes.
  const none = sql<string | null>`null`;
  let q = ctx.db
    .select({
      id: centros.id,
      nombre: centros.nombre,
      direccion: centros.direccion,
      codigoPostal: centros.codigoPostal,
      cif: centros.cif,
      provinciaId: centros.provinciaId,
      provinciaNombre: joins.prov ? prov.nombre : none,
      municipioId: centros.municipioId,
      municipioNombre: joins.mun ? mun.nombre : none,
      localidadId: centros.localidadId,
      localidadNombre: joins.loc ? loc.nombre : none,
      ...auditColumnsOf(centros),
    })
    .from(centros)
    .$dynamic();
  if (joins.prov) q = q.leftJoin(prov, eq(prov.id, centros.provinciaId));
  if (joins.mun) q = q.leftJoin(mun, eq(mun.id, centros.municipioId));
  if (joins.loc) q = q.leftJoin(loc, eq(loc.id, centros.localidadId));
  return q;
}
type Row = Awaited<ReturnType<ReturnType<typeof selectCentros>['execute']>>[number];

const toRecord = (r: Row): CentroRecord => ({
  Id: r.id,
  Nombre: r.nombre,
  Direccion: r.direccion,
  CodigoPostal: r.codigoPostal,
  CIF: r.cif,
  Provincia: ref(r.provinciaId, r.provinciaNombre),
  Municipio: ref(r.municipioId, r.municipioNombre),
  Localidad: ref(r.localidadId, r.localidadNombre),
  FechaAlta: r.altaFecha,
  Auditoria: auditoriaOf(r),
});

const CAMPOS: (keyof CentroRecord)[] = [
  'Id',
  'Nombre',
  'Direccion',
  'CodigoPostal',
  'CIF',
  'Provincia',
  'Municipio',
  'Localidad',
  'FechaAlta',
  'Auditoria',
];

/** GET /centros: the applicants list, newest first; also a lookup (`campos`). */
export async function listCentros(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: CentrosFiltros },
): Promise<Page<Partial<CentroRecord>>> {
  requireCentros(ctx.actor, 'L');
  const f = opts.filtros ?? {};
  const fechas = altaEntre(centros.altaFecha, f, t);
  const filtro = await filtroDeLista(ctx, { table: centros, index: 'centros_busqueda' }, f.texto, [
    eqIf(centros.provinciaId, f.provinciaId),
    ...fechas,
  ]);
  const order = orderByKey(
    {
      Id: centros.id,
      Nombre: sql`lower(${centros.nombre})`,
      CIF: centros.cif,
      CodigoPostal: centros.codigoPostal,
      FechaAlta: centros.altaFecha,
      // Copies of the names kept on the row (ADR 0018), so an index gives the order.
      Provincia: centros.provinciaOrden,
      Municipio: centros.municipioOrden,
    },
    opts.query.orden,
    [desc(centros.altaFecha), desc(centros.id)],
    [centros.id],
    [centros.id],
  );
  // Unknown campos are refused before any read.
  const campos = resolveCampos(CAMPOS, opts.query.campos);
  const contador = contadorDe(
    'centros',
    { provincia_id: f.provinciaId },
    fechas.some(Boolean) || searchTerms(f.texto).length > 0,
  );
  // campos pushed down: the lookups' joins only for the fields that show them.
  const joins = {
    prov: campos.includes('Provincia'),
    mun: campos.includes('Municipio'),
    loc: campos.includes('Localidad'),
  };
  return listPage({
    db: ctx.db,
    table: centros,
    where: filtro.where,
    query: opts.query,
    count: () => filtro.count(contador),
    rows: (limit, offset) =>
      selectCentros(ctx, joins)
        .where(filtro.where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => rows.map((r) => project(toRecord(r), campos as (keyof CentroRecord)[])),
  });
}

async function load(ctx: DomainContext, id: number): Promise<CentroRecord> {
  const [row] = await selectCentros(ctx).where(and(eq(centros.id, id), eq(centros.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.noEncontrado);
  return toRecord(row);
}

async function numeroSolicitudes(ctx: DomainContext, centroId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(solicitudes).where(eq(solicitudes.centroId, centroId));
  return row?.n ?? 0;
}

/** GET /centros/{id}: the centre and how many requests it has sent. */
export async function getCentro(ctx: DomainContext, id: number): Promise<CentroRecord & { NumeroSolicitudes: number }> {
  requireCentros(ctx.actor, 'L');
  const record = await load(ctx, id);
  return { ...record, NumeroSolicitudes: await numeroSolicitudes(ctx, id) };
}

/** The requests of a centre, newest first (its page lists them). */
export async function solicitudesDeCentro(ctx: DomainContext, centroId: number) {
  requireCentros(ctx.actor, 'L');
  return ctx.db
    .select({
      Id: solicitudes.id,
      Referencia: solicitudes.referencia,
      EstadoClave: solicitudes.estadoClave,
      FechaAlta: solicitudes.altaFecha,
      Proceso: procesos.nombre,
    })
    .from(solicitudes)
    .innerJoin(procesos, eq(procesos.id, solicitudes.procesoId))
    .where(and(eq(solicitudes.centroId, centroId), eq(solicitudes.instanciaId, ctx.instancia.id)))
    .orderBy(desc(solicitudes.altaFecha), desc(solicitudes.id));
}

/** A CIF names one applicant (a request reuses the centre by CIF): 409 when another has it. */
async function requireCifLibre(ctx: DomainContext, cif: string | undefined, exceptId?: number) {
  if (!cif) return;
  const [clash] = await ctx.db
    .select({ id: centros.id })
    .from(centros)
    .where(
      and(
        eq(centros.instanciaId, ctx.instancia.id),
        eq(centros.cif, cif),
        exceptId === undefined ? undefined : ne(centros.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, t.cifEnUso, { cif: [t.cifEnUso] });
}

async function columns(ctx: DomainContext, input: CentroInput) {
  await validateUbicacion(ctx.db, input);
  return {
    nombre: input.nombre,
    direccion: input.direccion ?? null,
    codigoPostal: input.codigoPostal,
    cif: input.cif ?? null,
    provinciaId: input.provinciaId,
    municipioId: input.municipioId,
    localidadId: input.localidadId ?? null,
  };
}

/** POST /centros. */
export async function createCentro(ctx: DomainContext, input: CentroInput): Promise<{ id: number }> {
  const actor = requireCentros(ctx.actor, 'E');
  const values = await columns(ctx, input);
  await requireCifLibre(ctx, input.cif);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(centros)
      .values({ instanciaId: ctx.instancia.id, ...values, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: centros.id }),
    auditar({ accion: 'CREAR', entidad: 'centro', entidadId: nuevoEn(centros), cambios: cambiosDe(null, values) }),
  ]);
  return filaDe<{ id: number }>(rows);
}

/** PUT /centros/{id}: requests keep the data they were sent with (their own snapshot). */
export async function updateCentro(ctx: DomainContext, id: number, input: CentroInput) {
  const actor = requireCentros(ctx.actor, 'E');
  await load(ctx, id);
  const values = await columns(ctx, input);
  await requireCifLibre(ctx, input.cif, id);
  const antes = await filaActual(ctx.db, centros, id);
  await commit(ctx, [
    ctx.db
      .update(centros)
      .set({ ...values, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(centros.id, id)),
    auditar({ accion: 'MODIFICAR', entidad: 'centro', entidadId: id, cambios: cambiosDe(antes, values) }),
  ]);
  return getCentro(ctx, id);
}

/** DELETE /centros/{id}: refused (409) while any request points at the centre. */
export async function deleteCentro(ctx: DomainContext, id: number): Promise<void> {
  requireCentros(ctx.actor, 'E');
  await load(ctx, id);
  const n = await numeroSolicitudes(ctx, id);
  if (n > 0) throw new AppError(409, t.conSolicitudes(n));
  const antes = await filaActual(ctx.db, centros, id);
  await commit(ctx, [
    ctx.db.delete(centros).where(and(eq(centros.id, id), eq(centros.instanciaId, ctx.instancia.id))),
    auditar({ accion: 'ELIMINAR', entidad: 'centro', entidadId: id, cambios: cambiosDe(antes, null) }),
  ]);
}
