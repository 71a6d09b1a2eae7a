import { listAmbitos } from '../../domain/catalogo/ambitos.ts';
import { listEtiquetas } from '../../domain/catalogo/etiquetas.ts';
import { listMapas } from '../../domain/catalogo/lookups.ts';
import { listManuales } from '../../domain/catalogo/manuales.ts';
import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';

/** Manuals for selects: "CODIGO vX · Nombre". */
export async function opcionesManuales(ctx: DomainContext) {
  const page = await listManuales(ctx, { query: ALL_ROWS, filtros: {} });
  return (page.records as Array<{ Id: number; Codigo: string; Version: string; Nombre: string; EstadoClave: string }>).map(
    (m) => ({
      value: m.Id,
      label: `${m.Codigo} v${m.Version} · ${m.Nombre}`,
      estado: m.EstadoClave,
    }),
  );
}

export async function opcionesMapas(ctx: DomainContext) {
  const page = await listMapas({ db: ctx.db, query: ALL_ROWS });
  return (page.records as Array<{ Id: number; Nombre: string }>).map((m) => ({ value: String(m.Id), label: m.Nombre }));
}

export async function opcionesAmbitos(ctx: DomainContext) {
  const page = await listAmbitos(ctx, { query: ALL_ROWS });
  return (page.records as Array<{ Id: number; Nombre: string }>).map((a) => ({ value: a.Id, label: a.Nombre }));
}

export async function etiquetasDeTipo(ctx: DomainContext, tipoClave: string) {
  const page = await listEtiquetas(ctx, { query: ALL_ROWS, tipoClave });
  return page.records as Array<{ Id: number; Nombre: string; Color: string; TipoClave: string }>;
}
