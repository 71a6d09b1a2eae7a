import { listEtiquetas } from '../domain/catalogo/etiquetas.ts';
import { getConsulta } from '../domain/consultas/lectura.ts';
import { listConsultas } from '../domain/consultas/listado.ts';
import { getMarcaContacto } from '../domain/consultas/marca.ts';
import { listResponsablesConsulta, listResponsablesFiltro, type Responsable } from '../domain/consultas/responsables.ts';
import { ESTADOS_CONSULTA } from '../domain/consultas/schema.ts';
import type { DomainContext } from '../domain/context.ts';
import { filtrosConsultas } from '../domain/listas/consultas.ts';
import { ALL_ROWS } from '../domain/listing.ts';
import { listEstados, listTiposDocumentoIdentidad } from '../domain/lookups/catalogos.ts';

// The reads of the enquiry pages: the public contact form, staff's list and one enquiry.

const rows = <T>(p: { records: unknown[] }) => p.records as T[];

async function tiposDocumento(ctx: DomainContext) {
  const tipos = await listTiposDocumentoIdentidad({ db: ctx.db, query: ALL_ROWS });
  return rows<{ Clave: string; Nombre: string }>(tipos).map((r) => ({ value: r.Clave, label: r.Nombre }));
}

/** `/contacto`: the form's signed render time and the document types. */
export async function loadContacto(ctx: DomainContext) {
  const [marca, tipos] = await Promise.all([getMarcaContacto(ctx), tiposDocumento(ctx)]);
  return { marca, tiposDocumento: tipos };
}

/** The choices staff filter and edit enquiries with: statuses and CON tags (the responsibles: `comoOpciones`). */
async function opciones(ctx: DomainContext) {
  const [estados, etiquetas] = await Promise.all([
    listEstados({ db: ctx.db, query: ALL_ROWS, entidad: 'Consulta' }),
    listEtiquetas(ctx, { query: ALL_ROWS, tipoClave: 'CON' }),
  ]);
  const porClave = new Map(rows<{ Clave: string; Nombre: string }>(estados).map((e) => [e.Clave, e.Nombre]));
  return {
    estados: ESTADOS_CONSULTA.map((c) => ({ value: c, label: porClave.get(c) ?? c })),
    etiquetas: rows<{ Id: number; Nombre: string; Color: string }>(etiquetas),
  };
}

const comoOpciones = (responsables: Responsable[]) => responsables.map((r) => ({ value: String(r.Id), label: r.NombreCompleto }));

/** `/consultas`: a page of enquiries under the URL's filters, and the filters' choices. */
export async function loadConsultas(ctx: DomainContext, query: string | undefined, porPagina: number) {
  const { params, filtros } = filtrosConsultas(query);
  // The responsible filter under the drop-down rule of every list's filter: null past it, and
  // the page offers the typed name (responsableTexto).
  const [page, opts, responsables] = await Promise.all([
    listConsultas(ctx, { query: { pagina: params.pagina, registrosPorPagina: porPagina }, filtros }),
    opciones(ctx),
    listResponsablesFiltro(ctx),
  ]);
  return { params, page, ...opts, responsables: responsables && comoOpciones(responsables) };
}

/** `/consulta/{id}`: the enquiry with its observations, and the form's choices. */
export async function loadConsulta(ctx: DomainContext, id: number) {
  const [consulta, opts, responsables, tipos] = await Promise.all([
    getConsulta(ctx, id),
    opciones(ctx),
    listResponsablesConsulta(ctx),
    tiposDocumento(ctx),
  ]);
  return { consulta, ...opts, responsables: comoOpciones(responsables), tiposDocumento: tipos };
}
