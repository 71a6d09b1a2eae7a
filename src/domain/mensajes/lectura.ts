import { and, asc, count, countDistinct, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { estandares } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import { hilos, mensajeEtiquetas, mensajeLecturas, mensajePendientes, mensajes } from '../../db/schema/mensajes.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { textSearch } from '../shared/comun.ts';
import { type Lado, requireAgencia, requireMensajesProyecto } from './acceso.ts';

// Reading threads: the agency's inbox across projects, a project's list (the area's
// Comunicación page, a standard's questions) and one thread. Each list reads the threads'
// index in the order it shows (last message first); the unread marks are the reader's own
// rows of mensaje_pendientes.

export interface FiltrosHilos {
  proyectoId?: number;
  centroId?: number;
  estandarId?: number;
  etiquetaId?: number;
  /** Only threads with a message the reader has not read. */
  noLeidos?: boolean;
  /**
   * Words found in the subject, the project's code or the centre's name: how the inbox finds a
   * project or centre when there are too many for its drop-downs (shared/opciones-filtro.ts).
   */
  texto?: string;
}

export interface HiloResumen {
  Id: number;
  Asunto: string;
  Proyecto: { Id: number; Codigo: string };
  Centro: { Id: number; Nombre: string };
  Estandar: { Id: number; Codigo: string } | null;
  UltimoEn: string;
  Mensajes: number;
  NoLeidos: number;
}

/** The threads matching `f` as `usuarioId` sees them, last message first: the statement a page reads (and the plan tests explain). */
export function consultaHilos(ctx: DomainContext, usuarioId: number, f: FiltrosHilos) {
  const where = condicionHilos(ctx, usuarioId, f);
  return {
    filas: ctx.db
      .select({
        Id: hilos.id,
        Asunto: hilos.asunto,
        proyectoId: hilos.proyectoId,
        proyectoCodigo: proyectos.codigo,
        centroId: hilos.centroId,
        centroNombre: centros.nombre,
        estandarId: hilos.estandarId,
        estandarCodigo: estandares.codigo,
        UltimoEn: hilos.ultimoEn,
        Mensajes: hilos.nMensajes,
        NoLeidos: sql<number>`(select count(*) from ${mensajePendientes} where ${mensajePendientes.usuarioId} = ${usuarioId} and ${mensajePendientes.hiloId} = ${hilos.id})`,
      })
      .from(hilos)
      .innerJoin(proyectos, eq(proyectos.id, hilos.proyectoId))
      .innerJoin(centros, eq(centros.id, hilos.centroId))
      .leftJoin(estandares, eq(estandares.id, hilos.estandarId))
      .where(where)
      .orderBy(desc(hilos.ultimoEn), desc(hilos.id)),
    // With the unread filter alone, the count is the reader's own unread threads (an index range);
    // otherwise the threads' index, filtered.
    total: soloNoLeidos(f)
      ? ctx.db
          .select({ n: countDistinct(mensajePendientes.hiloId) })
          .from(mensajePendientes)
          .where(and(eq(mensajePendientes.usuarioId, usuarioId), eq(mensajePendientes.instanciaId, ctx.instancia.id)))
      : ctx.db.select({ n: count() }).from(hilos).where(where),
  };
}

const soloNoLeidos = (f: FiltrosHilos) =>
  f.noLeidos === true &&
  [f.proyectoId, f.centroId, f.estandarId, f.etiquetaId, f.texto || undefined].every((x) => x === undefined);

// The project's code and the centre's name each looked up by the thread's own key, so the
// count (which reads the threads alone) and the page filter alike.
const textoHilo = sql`${hilos.asunto} || ' ' || coalesce((select ${proyectos.codigo} from ${proyectos} where ${proyectos.id} = ${hilos.proyectoId}), '') || ' ' || coalesce((select ${centros.nombre} from ${centros} where ${centros.id} = ${hilos.centroId}), '')`;

function condicionHilos(ctx: DomainContext, usuarioId: number, f: FiltrosHilos) {
  return and(
    eq(hilos.instanciaId, ctx.instancia.id),
    f.proyectoId !== undefined ? eq(hilos.proyectoId, f.proyectoId) : undefined,
    f.centroId !== undefined ? eq(hilos.centroId, f.centroId) : undefined,
    f.estandarId !== undefined ? eq(hilos.estandarId, f.estandarId) : undefined,
    ...textSearch(textoHilo, f.texto),
    // A thread is unread when the reader has an unread row in it: one probe of their own rows
    // per thread, walked in the list's order, so a page stops at its 20th.
    f.noLeidos
      ? exists(
          ctx.db
            .select({ x: sql`1` })
            .from(mensajePendientes)
            .where(and(eq(mensajePendientes.usuarioId, usuarioId), eq(mensajePendientes.hiloId, hilos.id))),
        )
      : undefined,
    f.etiquetaId !== undefined
      ? exists(
          ctx.db
            .select({ x: sql`1` })
            .from(mensajeEtiquetas)
            .innerJoin(mensajes, eq(mensajes.id, mensajeEtiquetas.mensajeId))
            .where(and(eq(mensajeEtiquetas.etiquetaId, f.etiquetaId), eq(mensajes.hiloId, hilos.id))),
        )
      : undefined,
  );
}

/** The page of threads matching `filtros`, as `usuarioId` sees them (already let in). */
async function loadHilos(ctx: DomainContext, usuarioId: number, f: FiltrosHilos, q: ListQuery): Promise<Page<HiloResumen>> {
  const consulta = consultaHilos(ctx, usuarioId, f);
  const [filas, [total]] = await Promise.all([
    consulta.filas.limit(q.registrosPorPagina).offset((q.pagina - 1) * q.registrosPorPagina),
    consulta.total,
  ]);
  return {
    records: filas.map((r) => ({
      Id: r.Id,
      Asunto: r.Asunto,
      Proyecto: { Id: r.proyectoId, Codigo: r.proyectoCodigo },
      Centro: { Id: r.centroId, Nombre: r.centroNombre },
      Estandar: r.estandarId !== null ? { Id: r.estandarId, Codigo: r.estandarCodigo ?? '' } : null,
      UltimoEn: r.UltimoEn,
      Mensajes: r.Mensajes,
      NoLeidos: Number(r.NoLeidos),
    })),
    total: total?.n ?? 0,
    pagina: q.pagina,
    registrosPorPagina: q.registrosPorPagina,
  };
}

/**
 * GET mensajes: the threads the caller may see. With `proyectoId`, that project's (its team or
 * the agency; 404/403 for anyone else); without, the agency's inbox across projects (GEST_COMUNIC).
 */
export async function listHilos(ctx: DomainContext, f: FiltrosHilos, q: ListQuery): Promise<Page<HiloResumen>> {
  const actor =
    f.proyectoId !== undefined ? (await requireMensajesProyecto(ctx, f.proyectoId, 'L')).actor : requireAgencia(ctx.actor, 'L');
  return loadHilos(ctx, actor.usuarioId, f, q);
}

export interface MensajeHilo {
  Id: number;
  MensajePadreId: number | null;
  Asunto: string;
  Cuerpo: string;
  TipoClave: string | null;
  Lado: Lado;
  Autor: { Id: number | null; Nombre: string };
  Fecha: string;
  /** Not yet read by the caller. */
  Nuevo: boolean;
  Lecturas: number;
  Etiquetas: { Id: number; Nombre: string; Color: string }[];
  /** Its attachments (type ZC). */
  Adjuntos: { Id: number; NombreFisico: string; Kb: number }[];
  /** Written by the caller (who alone attaches files to it). */
  Propio: boolean;
}

export interface Hilo {
  Id: number;
  Asunto: string;
  Proyecto: { Id: number; Codigo: string; Centro: string };
  Estandar: { Id: number; Codigo: string; Descripcion: string } | null;
  Mensajes: MensajeHilo[];
  /** The caller's side and whether they may reply (and, for the agency, tag). */
  Lado: Lado;
  Escribe: boolean;
}

/** The thread's project, or 404 when it is not in the instance (or, with `proyectoId`, not that project's). */
export async function loadProyectoDeHilo(ctx: DomainContext, hiloId: number, proyectoId?: number): Promise<number> {
  const [h] = await ctx.db
    .select({ proyectoId: hilos.proyectoId })
    .from(hilos)
    .where(and(eq(hilos.id, hiloId), eq(hilos.instanciaId, ctx.instancia.id)));
  if (!h || (proyectoId !== undefined && h.proyectoId !== proyectoId)) throw new AppError(404, t.hiloNoExiste);
  return h.proyectoId;
}

/** GET mensajes/hilos/{hiloId}: the thread and its messages, oldest first. `proyectoId`: the area's project it must belong to. */
export async function getHilo(ctx: DomainContext, hiloId: number, opts: { proyectoId?: number } = {}): Promise<Hilo> {
  const acceso = await requireMensajesProyecto(ctx, await loadProyectoDeHilo(ctx, hiloId, opts.proyectoId), 'L');
  const yo = acceso.actor.usuarioId;
  const [h] = await ctx.db
    .select({
      asunto: hilos.asunto,
      proyectoId: hilos.proyectoId,
      codigo: proyectos.codigo,
      centro: centros.nombre,
      estandarId: hilos.estandarId,
      estandarCodigo: estandares.codigo,
      estandarDescripcion: estandares.descripcion,
    })
    .from(hilos)
    .innerJoin(proyectos, eq(proyectos.id, hilos.proyectoId))
    .innerJoin(centros, eq(centros.id, hilos.centroId))
    .leftJoin(estandares, eq(estandares.id, hilos.estandarId))
    .where(eq(hilos.id, hiloId));
  if (!h) throw new AppError(404, t.hiloNoExiste);
  const filas = await ctx.db
    .select({
      Id: mensajes.id,
      MensajePadreId: mensajes.mensajePadreId,
      Asunto: mensajes.asunto,
      Cuerpo: mensajes.cuerpo,
      TipoClave: mensajes.tipoClave,
      Lado: mensajes.lado,
      autorId: mensajes.usuarioId,
      autorNombre: mensajes.usuarioNombre,
      Fecha: mensajes.fecha,
      Nuevo: sql<number>`exists (select 1 from ${mensajePendientes} where ${mensajePendientes.usuarioId} = ${yo} and ${mensajePendientes.mensajeId} = ${mensajes.id})`,
      Lecturas: sql<number>`(select count(*) from ${mensajeLecturas} where ${mensajeLecturas.mensajeId} = ${mensajes.id})`,
    })
    .from(mensajes)
    .where(eq(mensajes.hiloId, hiloId))
    .orderBy(asc(mensajes.id));
  const ids = filas.map((f) => f.Id);
  const adjuntos = ids.length
    ? await ctx.db
        .select({ mensajeId: ficheros.mensajeId, Id: ficheros.id, NombreFisico: ficheros.nombreFisico, bytes: ficheros.bytes })
        .from(ficheros)
        .where(and(inArray(ficheros.mensajeId, ids), eq(ficheros.instanciaId, ctx.instancia.id)))
        .orderBy(asc(ficheros.id))
    : [];
  const tags = filas.length
    ? await ctx.db
        .select({ mensajeId: mensajeEtiquetas.mensajeId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
        .from(mensajeEtiquetas)
        .innerJoin(etiquetas, eq(etiquetas.id, mensajeEtiquetas.etiquetaId))
        .where(
          inArray(
            mensajeEtiquetas.mensajeId,
            filas.map((f) => f.Id),
          ),
        )
    : [];
  return {
    Id: hiloId,
    Asunto: h.asunto,
    Proyecto: { Id: h.proyectoId, Codigo: h.codigo, Centro: h.centro },
    Estandar:
      h.estandarId !== null
        ? { Id: h.estandarId, Codigo: h.estandarCodigo ?? '', Descripcion: h.estandarDescripcion ?? '' }
        : null,
    Mensajes: filas.map(({ autorId, autorNombre, ...m }) => ({
      ...m,
      Autor: { Id: autorId, Nombre: autorNombre ?? '' },
      Nuevo: Boolean(m.Nuevo),
      Lecturas: Number(m.Lecturas),
      Etiquetas: tags.filter((x) => x.mensajeId === m.Id).map(({ mensajeId: _, ...e }) => e),
      Adjuntos: adjuntos
        .filter((a) => a.mensajeId === m.Id)
        .map((a) => ({ Id: a.Id, NombreFisico: a.NombreFisico, Kb: Math.floor(a.bytes / 1024) })),
      Propio: autorId === yo,
    })),
    Lado: acceso.lado,
    Escribe: acceso.escribe,
  };
}

/** The count of `usuarioId`'s unread messages, in a project or the instance: an index range of their own rows. */
export const consultaNoLeidos = (ctx: DomainContext, usuarioId: number, opts: { proyectoId?: number }) =>
  ctx.db
    .select({ n: count() })
    .from(mensajePendientes)
    .where(
      and(
        eq(mensajePendientes.usuarioId, usuarioId),
        opts.proyectoId !== undefined
          ? eq(mensajePendientes.proyectoId, opts.proyectoId)
          : eq(mensajePendientes.instanciaId, ctx.instancia.id),
      ),
    );

/** The caller's unread messages: in project `proyectoId` (the area's menu) or in the whole instance (the management menu). */
export async function getNoLeidos(ctx: DomainContext, opts: { proyectoId?: number } = {}): Promise<number> {
  if (!ctx.actor) return 0;
  const [r] = await consultaNoLeidos(ctx, ctx.actor.usuarioId, opts);
  return r?.n ?? 0;
}
