import { actuacionesUi } from '../../i18n/actuaciones.ts';
import { ORIGEN_NOMBRE } from '../../i18n/consultas.ts';
import { exportesUi as t } from '../../i18n/informes.ts';
import { type ActuacionRecord, listActuaciones } from '../actuaciones/lectura.ts';
import { type EstandarRecord, listEstandares } from '../catalogo/estandares.ts';
import { listManuales } from '../catalogo/manuales.ts';
import { type CentroRecord, listCentros } from '../centros/centros.ts';
import type { ConsultaRecord } from '../consultas/lectura.ts';
import { listConsultas } from '../consultas/listado.ts';
import type { DomainContext } from '../context.ts';
import { filtrosActuaciones } from '../listas/actuaciones.ts';
import { filtrosCentros } from '../listas/centros.ts';
import { filtrosConsultas } from '../listas/consultas.ts';
import { filtrosEstandares } from '../listas/estandares.ts';
import { filtrosProcesos } from '../listas/procesos.ts';
import { filtrosProyectos } from '../listas/proyectos.ts';
import { filtrosSolicitudes } from '../listas/solicitudes.ts';
import { filtrosUsuarios } from '../listas/usuarios.ts';
import { ALL_ROWS, type ListQuery, type Page } from '../listing.ts';
import { ACTUACIONES, CATALOGO, CENTROS, CONSULTAS, PERSONAS, PROCESOS, PROYECTOS, SOLICITUDES } from '../permisos/politicas.ts';
import type { Regla } from '../permisos/regla.ts';
import { listProcesos } from '../procesos/procesos.ts';
import { listProyectos, type ProyectoResumen } from '../proyectos/listado.ts';
import { fechaEs, todayIso } from '../shared/fechas.ts';
import type { SolicitudResumen } from '../solicitudes/lectura.ts';
import { listSolicitudes } from '../solicitudes/listado.ts';
import { listUsuarios, type UsuarioRecord } from '../usuarios/list.ts';

// Each management list as a download: the same filter statement as its page
// (src/domain/listas) and the same gated domain list function, read page by page, so the file
// holds exactly the filtered rows the user may see on screen.

export type Celda = string | number | null;

export interface Columna<T> {
  titulo: string;
  valor: (r: T) => Celda;
}

interface Exportable<T> {
  /** Who may download it: the list page's rule (src/platform/page-routes.ts). */
  regla: Regla;
  archivo: string;
  columnas: (ctx: DomainContext) => Promise<Columna<T>[]>;
  pagina: (ctx: DomainContext, query: string | undefined, lista: ListQuery) => Promise<Page<Partial<T>>>;
}

const c = t.columnas;
const siNo = (v: boolean) => (v ? t.si : t.no);
const nombres = (refs: ReadonlyArray<{ Nombre: string }>) => refs.map((r) => r.Nombre).join(', ');
const dia = (instante: string) => fechaEs(todayIso(new Date(instante)), '');
const fijas =
  <T>(cols: Columna<T>[]) =>
  async () =>
    cols;

const solicitudes: Exportable<SolicitudResumen> = {
  regla: SOLICITUDES.gestiona,
  archivo: t.archivos.solicitudes,
  columnas: fijas([
    { titulo: c.referencia, valor: (s) => s.Referencia },
    { titulo: c.fecha, valor: (s) => dia(s.Fecha) },
    { titulo: c.centro, valor: (s) => s.Solicitante.Nombre },
    { titulo: c.cif, valor: (s) => s.Solicitante.CIF },
    { titulo: c.proceso, valor: (s) => s.Proceso.Codigo },
    { titulo: c.ambito, valor: (s) => s.Ambito?.Nombre ?? null },
    { titulo: c.provincia, valor: (s) => s.Provincia?.Nombre ?? null },
    { titulo: c.municipio, valor: (s) => s.Municipio?.Nombre ?? null },
    { titulo: c.estado, valor: (s) => s.Estado.Nombre },
    { titulo: c.proyecto, valor: (s) => s.Proyecto?.Codigo ?? null },
  ]),
  pagina: (ctx, query, lista) => listSolicitudes(ctx, { query: lista, filtros: filtrosSolicitudes(query).filtros }),
};

const solicitantes: Exportable<CentroRecord> = {
  regla: CENTROS.gestiona,
  archivo: t.archivos.solicitantes,
  columnas: fijas([
    { titulo: c.nombre, valor: (r) => r.Nombre },
    { titulo: c.cif, valor: (r) => r.CIF },
    { titulo: c.direccion, valor: (r) => r.Direccion },
    { titulo: c.codigoPostal, valor: (r) => r.CodigoPostal },
    { titulo: c.provincia, valor: (r) => r.Provincia?.Nombre ?? null },
    { titulo: c.municipio, valor: (r) => r.Municipio?.Nombre ?? null },
    { titulo: c.localidad, valor: (r) => r.Localidad?.Nombre ?? null },
    { titulo: c.fechaAlta, valor: (r) => dia(r.FechaAlta) },
  ]),
  pagina: (ctx, query, lista) => listCentros(ctx, { query: lista, filtros: filtrosCentros(query).filtros }),
};

const proyectos: Exportable<ProyectoResumen> = {
  regla: PROYECTOS.gestiona,
  archivo: t.archivos.proyectos,
  columnas: fijas([
    { titulo: c.codigo, valor: (p) => p.Codigo },
    { titulo: c.centro, valor: (p) => p.Centro },
    { titulo: c.proceso, valor: (p) => p.Proceso.Codigo },
    { titulo: c.ambito, valor: (p) => p.Ambito?.Nombre ?? null },
    { titulo: c.fase, valor: (p) => p.Fase.Nombre },
    { titulo: c.estado, valor: (p) => p.Estado.Nombre },
    { titulo: c.resultado, valor: (p) => p.Resultado.Nombre },
    { titulo: c.tutor, valor: (p) => p.Tutor?.NombreCompleto ?? null },
    { titulo: c.administrativo, valor: (p) => p.Administrativo?.NombreCompleto ?? null },
    { titulo: c.etiquetas, valor: (p) => nombres(p.Etiquetas) },
    { titulo: c.demo, valor: (p) => siNo(p.Demo) },
  ]),
  pagina: (ctx, query, lista) => listProyectos(ctx, { query: lista, filtros: filtrosProyectos(query).filtros }),
};

const usuarios: Exportable<UsuarioRecord> = {
  regla: PERSONAS.gestiona,
  archivo: t.archivos.usuarios,
  columnas: fijas([
    { titulo: c.nombre, valor: (u) => u.NombreCompleto },
    { titulo: c.usuario, valor: (u) => u.UserName },
    { titulo: c.email, valor: (u) => u.Email },
    { titulo: c.documento, valor: (u) => u.DocumentoIdentidad },
    { titulo: c.telefono, valor: (u) => u.Telefono },
    { titulo: c.activo, valor: (u) => siNo(u.Activo) },
    { titulo: c.perfiles, valor: (u) => [...new Set(u.Perfiles.map((p) => p.NombrePublico))].join(', ') },
    { titulo: c.etiquetas, valor: (u) => nombres(u.Etiquetas) },
  ]),
  pagina: (ctx, query, lista) => listUsuarios(ctx, { query: lista, filtros: filtrosUsuarios(query).filtros }),
};

interface ProcesoFila {
  Codigo: string;
  Nombre: string;
  ManualId: number;
  FechaApertura: string | null;
  FechaCierre: string | null;
  Abierto: boolean;
}

const procesos: Exportable<ProcesoFila> = {
  regla: PROCESOS.gestiona,
  archivo: t.archivos.procesos,
  // The list carries the manual's id; the file names it as the page's select does.
  columnas: async (ctx) => {
    const manuales = (await listManuales(ctx, { query: ALL_ROWS, filtros: {} })).records as Array<{
      Id: number;
      Codigo: string;
      Version: string;
      Nombre: string;
    }>;
    const manual = new Map(manuales.map((m) => [m.Id, `${m.Codigo} v${m.Version} · ${m.Nombre}`]));
    return [
      { titulo: c.codigo, valor: (p) => p.Codigo },
      { titulo: c.nombre, valor: (p) => p.Nombre },
      { titulo: c.manual, valor: (p) => manual.get(p.ManualId) ?? null },
      { titulo: c.fechaApertura, valor: (p) => fechaEs(p.FechaApertura, '') },
      { titulo: c.fechaCierre, valor: (p) => fechaEs(p.FechaCierre, '') },
      { titulo: c.abierto, valor: (p) => siNo(p.Abierto) },
    ];
  },
  pagina: (ctx, query, lista) =>
    listProcesos(ctx, { query: lista, ...filtrosProcesos(query).filtros }) as Promise<Page<Partial<ProcesoFila>>>,
};

const estandares: Exportable<EstandarRecord> = {
  regla: CATALOGO.gestiona,
  archivo: t.archivos.estandares,
  columnas: fijas([
    { titulo: c.manual, valor: (e) => `${e.Manual.Codigo} v${e.Manual.Version}` },
    { titulo: c.bloque, valor: (e) => [e.Bloque.Codigo, e.Bloque.Nombre].filter(Boolean).join(' · ') },
    { titulo: c.codigo, valor: (e) => e.Codigo },
    { titulo: c.descripcion, valor: (e) => e.Descripcion },
    { titulo: c.esencial, valor: (e) => siNo(e.Esencial) },
    { titulo: c.minimo, valor: (e) => e.Minimo },
    { titulo: c.paquete, valor: (e) => e.Paquete?.Nombre ?? null },
    { titulo: c.evidencias, valor: (e) => e.NumeroEvidencias },
  ]),
  pagina: (ctx, query, lista) => listEstandares(ctx, { query: lista, filtros: filtrosEstandares(query).filtros }),
};

const ca = actuacionesUi.columnas;
const actuaciones: Exportable<ActuacionRecord> = {
  regla: ACTUACIONES.gestiona,
  archivo: 'actuaciones',
  columnas: fijas([
    { titulo: actuacionesUi.campos.fechaInicio, valor: (a) => fechaEs(a.FechaInicio, '') },
    { titulo: actuacionesUi.campos.fechaFin, valor: (a) => fechaEs(a.FechaFin, '') },
    { titulo: ca.tipo, valor: (a) => a.Tipo.Nombre },
    { titulo: actuacionesUi.campos.titulo, valor: (a) => a.Titulo },
    { titulo: actuacionesUi.campos.descripcion, valor: (a) => a.Descripcion },
    { titulo: ca.proyecto, valor: (a) => a.Proyecto?.Codigo ?? null },
    { titulo: ca.centros, valor: (a) => nombres(a.Centros) },
    { titulo: ca.usuarios, valor: (a) => a.Usuarios.map((u) => u.NombreCompleto).join(', ') },
    { titulo: ca.etiquetas, valor: (a) => nombres(a.Etiquetas) },
    { titulo: ca.ficheros, valor: (a) => a.Ficheros.length },
  ]),
  pagina: (ctx, query, lista) => listActuaciones(ctx, { query: lista, filtros: filtrosActuaciones(query).filtros }),
};

const consultas: Exportable<ConsultaRecord> = {
  regla: CONSULTAS.gestiona,
  archivo: t.archivos.consultas,
  columnas: fijas([
    { titulo: c.referencia, valor: (r) => r.Referencia },
    { titulo: c.fecha, valor: (r) => dia(r.FechaAlta) },
    { titulo: c.nombre, valor: (r) => r.Nombre },
    { titulo: c.documento, valor: (r) => r.DocumentoIdentidad },
    { titulo: c.email, valor: (r) => r.DireccionEmail },
    { titulo: c.telefono, valor: (r) => r.Telefono },
    { titulo: c.origen, valor: (r) => ORIGEN_NOMBRE[r.Origen] ?? r.Origen },
    { titulo: c.texto, valor: (r) => r.Texto },
    { titulo: c.estado, valor: (r) => r.Estado?.Nombre ?? null },
    { titulo: c.responsable, valor: (r) => r.Responsable?.NombreCompleto ?? null },
    { titulo: c.fechaResolucion, valor: (r) => fechaEs(r.FechaResolucion, '') },
    { titulo: c.respuesta, valor: (r) => r.Respuesta },
    { titulo: c.etiquetas, valor: (r) => nombres(r.Etiquetas) },
  ]),
  pagina: (ctx, query, lista) => listConsultas(ctx, { query: lista, filtros: filtrosConsultas(query).filtros }),
};

/** The lists that download, by the name in their export path (`/api/exportaciones/{lista}`). */
export const EXPORTABLES = {
  solicitudes,
  solicitantes,
  proyectos,
  usuarios,
  procesos,
  estandares,
  consultas,
  actuaciones,
} as const;

export type ListaExportable = keyof typeof EXPORTABLES;

/** Rows read per call of the list function: small enough that no read holds the database for long. */
export const FILAS_POR_LECTURA = 500;

/**
 * The list's header and its rows, `FILAS_POR_LECTURA` at a time (each read is one awaited
 * call, so a list of thousands never blocks the server in one piece).
 */
export async function* filasExportacion(
  ctx: DomainContext,
  lista: ListaExportable,
  query: string | undefined,
): AsyncGenerator<Celda[][]> {
  const e = EXPORTABLES[lista] as unknown as Exportable<unknown>;
  const columnas = await e.columnas(ctx);
  yield [columnas.map((col) => col.titulo)];
  for (let pagina = 1; ; pagina++) {
    const page = await e.pagina(ctx, query, { pagina, registrosPorPagina: FILAS_POR_LECTURA });
    if (page.records.length > 0) yield page.records.map((r) => columnas.map((col) => col.valor(r)));
    if (page.records.length < FILAS_POR_LECTURA || pagina * FILAS_POR_LECTURA >= page.total) return;
  }
}
